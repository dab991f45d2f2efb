// The gate of password checks (lib/session/password-gate.ts): at most its places run at once, the rest wait in line
// in the order they came, a full line or a wait too long is refused at once (PasswordChecksBusy, answered 429); and a
// hash of weaker parameters than today's is checked beside one at today's parameters, so it answers no sooner than the
// dummy check of an unknown address (issue 41: a seeded hash of N=2^14 answered about 8 times sooner).
import { describe, expect, it } from 'vitest';
import { createPasswordGate, PasswordChecksBusy } from '@/lib/session/password-gate';
import { dummyPasswordHash, verifyPassword } from '@/lib/session/passwords';

/** A task that ends when the test says so. */
function task() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return {
    run: () => {
      started = true;
      return done;
    },
    get started() {
      return started;
    },
    finish,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the gate of password checks', () => {
  it('runs at most its places at once, the rest in the order they came', async () => {
    const gate = createPasswordGate({ concurrency: 2, queue: 10, waitMs: 60_000 });
    const tasks = Array.from({ length: 5 }, task);
    const runs = tasks.map((t) => gate.run(t.run));
    await settle();
    expect(tasks.map((t) => t.started)).toEqual([true, true, false, false, false]);
    tasks[1]!.finish();
    await settle();
    expect(tasks.map((t) => t.started)).toEqual([true, true, true, false, false]);
    // A newcomer while one waits goes behind it, never past it.
    const late = task();
    const lateRun = gate.run(late.run);
    tasks[0]!.finish();
    await settle();
    expect(tasks[3]!.started).toBe(true);
    expect(late.started).toBe(false);
    for (const t of [...tasks, late]) t.finish();
    await Promise.all([...runs, lateRun]);
    expect(gate.stats()).toEqual({ running: 0, waiting: 0, peak: 2 });
  });

  it('refuses at once when the line is full, and after the longest wait', async () => {
    const gate = createPasswordGate({ concurrency: 1, queue: 1, waitMs: 50 });
    const first = task();
    const running = gate.run(first.run);
    const waiting = gate.run(async () => 'spät');
    await expect(gate.run(async () => 'zu viel')).rejects.toBeInstanceOf(PasswordChecksBusy);
    await expect(waiting).rejects.toBeInstanceOf(PasswordChecksBusy);
    first.finish();
    await running;
    expect(await gate.run(async () => 'frei')).toBe('frei');
    expect(gate.stats().running).toBe(0);
  });
});

describe('timing of a wrong password', () => {
  // A seeded hash of the old parameters (N=2^14), as content/ratsinfo/konten.json holds them.
  const OLD = 'scrypt$16384$8$1$0oDvwjVdrKHdrXll52CxJg==$lr0AkXehOpx1BODKoqrhLd5Vs1DdZR6B6LLcuGRgHcE=';

  async function median(check: () => Promise<unknown>): Promise<number> {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      await check();
      times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b)[1]!;
  }

  it('answers for an account with an old hash no sooner than for an unknown address', async () => {
    const dummy = await dummyPasswordHash();
    const unknown = await median(() => verifyPassword('falsch', dummy));
    const old = await median(() => verifyPassword('falsch', OLD));
    // Before: about an eighth of the time. Now both run a check at today's parameters.
    expect(old / unknown).toBeGreaterThan(0.6);
  }, 60_000);
});
