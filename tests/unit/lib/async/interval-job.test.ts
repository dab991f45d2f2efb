// The interval job behind the scheduler and the link check: one run at a time (a tick during a run joins it), a
// failing run is reported and counts as nothing done, and stop waits for the run in flight.
import { describe, expect, it } from 'vitest';
import { startIntervalJob } from '@/lib/async/interval-job';
import { addReportSink } from '@/lib/error-reporting';

describe('startIntervalJob', () => {
  it('joins a tick to the run in flight, reports a failure as 0, and stop waits for the run', async () => {
    let runs = 0;
    let release!: () => void;
    const job = startIntervalJob(
      60_000,
      () =>
        new Promise<number>((resolve) => {
          runs += 1;
          release = () => resolve(7);
        }),
      'Probe fehlgeschlagen',
    );
    const first = job.tick();
    const second = job.tick();
    expect(runs).toBe(1);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    expect(await first).toBe(7);
    expect(await second).toBe(7);
    await stopping;
    expect(stopped).toBe(true);

    const reports: string[] = [];
    const remove = addReportSink((event) => reports.push(event.message));
    const failing = startIntervalJob(60_000, () => Promise.reject(new Error('kaputt')), 'Probe fehlgeschlagen');
    expect(await failing.tick()).toBe(0);
    await failing.stop();
    remove();
    expect(reports).toEqual(['Probe fehlgeschlagen']);
  });
});
