// A job every instance runs at a steady interval (the Redaktion's schedules, the external link check): one run at a
// time in this process (a tick while one runs joins it), a failed run reported and counted as nothing done, the
// timer never keeping the process alive, and a stop that waits for the run in flight.
import { reportError } from '@/lib/error-reporting';

export interface IntervalJob {
  /** One run now (also what the timer does); resolves with what it did when it is done. */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

export function startIntervalJob(intervalMs: number, run: () => Promise<number>, failure: string): IntervalJob {
  let running: Promise<number> | null = null;
  const tick = () =>
    (running ??= run()
      .catch((error: unknown) => {
        reportError(error, { message: failure });
        return 0;
      })
      .finally(() => {
        running = null;
      }));
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
