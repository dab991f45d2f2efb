// The ledger listener on a real PostgreSQL (DATABASE_URL; `npm test` starts one): a notification is applied at once,
// a row written while the connection was lost is applied after the listener reconnects by itself, and the first read
// of a new process applies what the ledger kept from before it started.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '@/lib/db/postgres-database';
import { migrate } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/database';
import { LedgerCursor, recordRevalidation } from '@/lib/revalidation/ledger';
import { startLedgerListener, type LedgerListener } from '@/lib/revalidation/listener';

const url = process.env.DATABASE_URL;

describe.runIf(Boolean(url))('ledger listener on PostgreSQL', () => {
  const schema = `ledger_test_${Date.now()}`;
  let admin: Database;
  let db: Database;
  let target: string;
  const listeners: LedgerListener[] = [];

  beforeAll(async () => {
    admin = openPostgres(url!);
    await admin.query(`CREATE SCHEMA ${schema}`);
    const withSchema = new URL(url!);
    withSchema.searchParams.set('options', `-c search_path=${schema},public`);
    target = withSchema.toString();
    db = openPostgres(target);
    await migrate(db);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(listeners.map((l) => l.stop()));
    await db.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.close();
  });

  /** A listener whose applied paths arrive in `applied`; `next()` resolves with the next batch. */
  function listen(name: string, ready?: () => Promise<unknown>) {
    const applied: string[][] = [];
    let wake: (() => void) | undefined;
    const listener = startLedgerListener({
      connectionString: target,
      cursor: new LedgerCursor(),
      apply: async (paths) => {
        applied.push(paths);
        wake?.();
      },
      heartbeatMs: 60_000, // only notifications and reconnections can explain a read here
      backoffMs: () => 50,
      applicationName: name,
      ready,
    });
    listeners.push(listener);
    const next = (timeoutMs = 5_000) =>
      new Promise<string[]>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${name}: nichts angewandt in ${timeoutMs} ms`)), timeoutMs);
        wake = () => {
          clearTimeout(timer);
          wake = undefined;
          resolve(applied.at(-1)!);
        };
      });
    return { listener, applied, next };
  }

  it('applies what the ledger kept from before it started, then each notification', async () => {
    await recordRevalidation(db, ['/de/vorher'], 'webhook');
    const { listener, next } = listen('ledger-test-a');
    expect(await next()).toEqual(['/de/vorher']);
    expect(listener.connected).toBe(true);
    const started = Date.now();
    const heard = next();
    await recordRevalidation(db, ['/de/jetzt', '/de'], 'veroeffentlichung');
    expect(await heard).toEqual(['/de/jetzt', '/de']);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('after its connection is killed it reconnects and applies what it missed', async () => {
    // The gate holds every connection attempt after the first until the missed row is written.
    let open: () => void = () => {};
    let gate: Promise<void> = Promise.resolve();
    const { listener, next, applied } = listen('ledger-test-b', () => gate);
    await next(); // the first read: the rows of the test above
    gate = new Promise((resolve) => (open = resolve));
    const { rows } = await admin.query<{ killed: boolean }>(
      "SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity WHERE application_name = 'ledger-test-b'",
    );
    expect(rows).toEqual([{ killed: true }]);
    await waitFor(() => !listener.connected);
    const before = applied.length;
    await recordRevalidation(db, ['/de/verpasst'], 'zeitplan');
    await new Promise((r) => setTimeout(r, 200));
    expect(applied.length).toBe(before); // nobody listening: the notification is lost
    const caught = next();
    open();
    expect(await caught).toEqual(['/de/verpasst']);
    await waitFor(() => listener.connected);
  });

  it('stop closes its connection', async () => {
    const { listener } = listen('ledger-test-c');
    await waitFor(() => listener.connected);
    await listener.stop();
    const { rows } = await admin.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'ledger-test-c'",
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Bedingung nicht erfüllt in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
