// The part of autocannon's API that tests/instances/measure.mts uses (the package ships no types).
declare module 'autocannon' {
  interface Result {
    requests: { average: number };
    latency: { p99: number };
    errors: number;
    non2xx: number;
  }
  export default function autocannon(options: { url: string; connections: number; duration: number }): Promise<Result>;
}
