// A cap on concurrent password checks. Every scrypt (a login of any staff system, a password change, a new hash) takes
// 128 MiB and about half a second on one of the four threads of libuv's pool, which Node shares with file reads,
// DNS lookups and zlib: a burst of logins tied up all four, and a static file waited behind them. So at most
// PASSWORD_CHECK_CONCURRENCY (default 2) run at once, per process; the rest wait in line, at most
// PASSWORD_CHECK_QUEUE (default 20) of them and at most PASSWORD_CHECK_WAIT_MS (default 10 s) each, and beyond that
// are refused at once (`PasswordChecksBusy`, answered 429 with Retry-After), never left to pile up.

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Checks at once, waiting places and the longest wait, read when the gate is made (tests make their own). */
export interface GateLimits {
  concurrency: number;
  queue: number;
  waitMs: number;
}

export const gateLimitsFromEnv = (): GateLimits => ({
  concurrency: setting('PASSWORD_CHECK_CONCURRENCY', 2),
  queue: setting('PASSWORD_CHECK_QUEUE', 20),
  waitMs: setting('PASSWORD_CHECK_WAIT_MS', 10_000),
});

/** Too many password checks at once: try again in a few seconds. */
export class PasswordChecksBusy extends Error {
  constructor(readonly retryAfterSeconds = 5) {
    super('Zu viele Passwortprüfungen gleichzeitig');
    this.name = 'PasswordChecksBusy';
  }
}

export interface PasswordGate {
  /** Runs `task` when a place is free (in the order asked), or refuses with PasswordChecksBusy. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** For tests and the figures: running now, and the most that ever ran at once. */
  stats(): { running: number; waiting: number; peak: number };
}

export function createPasswordGate({ concurrency, queue, waitMs }: GateLimits): PasswordGate {
  let running = 0;
  let peak = 0;
  const waiting: { start: () => void; timer: ReturnType<typeof setTimeout> }[] = [];

  /** A finished check hands its place to the first in line (the count stays), or gives it back. */
  const next = () => {
    const first = waiting.shift();
    if (!first) {
      running -= 1;
      return;
    }
    clearTimeout(first.timer);
    first.start();
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < concurrency) {
        running += 1;
        peak = Math.max(peak, running);
      } else {
        if (waiting.length >= queue) throw new PasswordChecksBusy();
        await new Promise<void>((resolve, reject) => {
          const entry = {
            start: resolve,
            timer: setTimeout(() => {
              waiting.splice(waiting.indexOf(entry), 1);
              reject(new PasswordChecksBusy());
            }, waitMs),
          };
          waiting.push(entry);
        });
      }
      try {
        return await task();
      } finally {
        next();
      }
    },
    stats: () => ({ running, waiting: waiting.length, peak }),
  };
}

let gate: PasswordGate | undefined;

/** The process's gate, which every scrypt of lib/session/passwords.ts passes. */
export function passwordGate(): PasswordGate {
  gate ??= createPasswordGate(gateLimitsFromEnv());
  return gate;
}
