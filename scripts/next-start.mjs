// The arguments of `next start` wherever this project serves a build: `npm start` and the tests' servers.
// Idle connections stay open 65 s. Node's default is 5 s: a reverse proxy or load balancer in front (nginx and the
// common ones keep theirs 60 s) sends a request on a connection the server is closing just then and answers 502;
// the side that closes an idle connection must be the one that sends on it.
const KEEP_ALIVE_MS = 65_000;

/** @param {string} host @param {string | number} port */
export function nextStartArgs(host, port) {
  return ['start', '-H', host, '-p', String(port), '--keepAliveTimeout', String(KEEP_ALIVE_MS)];
}
