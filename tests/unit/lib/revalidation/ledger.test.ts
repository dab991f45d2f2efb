// The revalidation ledger in the database (PGlite here; PostgreSQL in listener.test.ts): written and announced in
// one transaction, read by time with an overlap, bounded; revalidatePaths writes it and applies it in this process.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/database';
import { LedgerCursor, MAX_ROWS, OVERLAP_MS, readLedger, recordRevalidation } from '@/lib/revalidation/ledger';
import { revalidatePaths } from '@/lib/revalidation';
import { processCursor } from '@/lib/revalidation/apply';
import { isOutdated, renderClock, resetOutdatedPages } from '@/lib/revalidation/outdated-pages.js';
import { createRegenerator } from '@/lib/revalidation/regenerate';
import { processCmsCache } from '@/lib/cache/cms-answer-cache';
import { openMigratedPglite } from '@/tests/support/migrated-pglite';

let db: Database;
beforeAll(async () => {
  db = await openMigratedPglite();
});
afterAll(() => db.close());
afterEach(async () => {
  await db.query('DELETE FROM revalidierung');
  resetOutdatedPages();
});

describe('recordRevalidation', () => {
  it('writes one row with its paths and cause, and tells the writer its row before the commit', async () => {
    let before: unknown;
    const entry = await recordRevalidation(db, ['/de', '/de/rathaus'], 'webhook', (e) => (before = e));
    expect(before).toEqual(entry);
    expect(entry.paths).toEqual(['/de', '/de/rathaus']);
    expect(Math.abs(entry.createdMs - Date.now())).toBeLessThan(60_000);
    const { rows } = await db.query<{ anlass: string }>('SELECT anlass FROM revalidierung WHERE id = $1', [entry.id]);
    expect(rows).toEqual([{ anlass: 'webhook' }]);
  });

  it('removes rows older than a day and keeps at most MAX_ROWS', async () => {
    await db.query(
      `INSERT INTO revalidierung (pfade, anlass, erstellt_am) VALUES ('{/de/alt}', 'webhook', now() - interval '25 hours')`,
    );
    await db.query(
      `INSERT INTO revalidierung (pfade, anlass) SELECT ARRAY['/de/p' || i], 'zeitplan' FROM generate_series(1, $1) i`,
      [MAX_ROWS + 5],
    );
    const newest = await recordRevalidation(db, ['/de/neu'], 'veroeffentlichung');
    const { rows } = await db.query<{ n: number; alt: number; neu: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE pfade = '{/de/alt}')::int AS alt,
              count(*) FILTER (WHERE id = $1)::int AS neu FROM revalidierung`,
      [newest.id],
    );
    expect(rows[0]).toEqual({ n: MAX_ROWS, alt: 0, neu: 1 });
  });

  it('rolls back with its transaction: nothing written, nothing announced', async () => {
    await expect(
      recordRevalidation(db, ['/de'], 'webhook', () => {
        throw new Error('abbrechen');
      }),
    ).rejects.toThrow('abbrechen');
    expect(await readLedger(db, null)).toEqual([]);
  });
});

describe('readLedger and LedgerCursor', () => {
  it('reads everything kept first, then what is newer than the newest seen less the overlap, skipping seen ids', async () => {
    const cursor = new LedgerCursor();
    expect(cursor.since()).toBeNull();
    const first = await recordRevalidation(db, ['/de/eins'], 'webhook');
    expect(cursor.take(await readLedger(db, cursor.since())).map((e) => e.paths)).toEqual([['/de/eins']]);
    expect(cursor.since()).toBe(first.createdMs - OVERLAP_MS);
    // Read again: the row is still there (overlap) but already applied.
    expect(cursor.take(await readLedger(db, cursor.since()))).toEqual([]);
    await recordRevalidation(db, ['/de/zwei'], 'webhook');
    expect(cursor.take(await readLedger(db, cursor.since())).map((e) => e.paths)).toEqual([['/de/zwei']]);
  });

  it('a row committed late with an earlier time is still found within the overlap', async () => {
    const cursor = new LedgerCursor();
    await recordRevalidation(db, ['/de/spaet'], 'webhook');
    cursor.take(await readLedger(db, null));
    // Written "30 s ago" (its transaction began then) but committed only now.
    await db.query(
      `INSERT INTO revalidierung (pfade, anlass, erstellt_am) VALUES ('{/de/frueher}', 'webhook', now() - interval '30 seconds')`,
    );
    expect(cursor.take(await readLedger(db, cursor.since())).map((e) => e.paths)).toEqual([['/de/frueher']]);
  });
});

describe('revalidatePaths', () => {
  it('writes the ledger, remembers its own row, empties the caches, marks and regenerates the pages', async () => {
    const cache = processCmsCache('http://cms.test');
    await cache.get('seite /de/rathaus', async () => 'alt', { freshMs: 60_000, staleMs: 0, errorMs: 0 });
    const renderedBefore = renderClock();
    const regenerated: string[] = [];
    const outcome = await revalidatePaths(['/de/rathaus', '/de/rathaus', '/de'], 'webhook', {
      database: async () => db,
      shared: true,
      regenerator: createRegenerator(async (path) => {
        regenerated.push(path);
        return true;
      }),
    });
    expect(outcome).toEqual({ revalidiert: ['/de/rathaus', '/de'], fehlgeschlagen: [], verteilt: true });
    expect(regenerated.sort()).toEqual(['/de', '/de/rathaus']);
    expect(await cache.get('seite /de/rathaus', async () => 'neu', { freshMs: 60_000, staleMs: 0, errorMs: 0 })).toBe(
      'neu',
    );
    expect(isOutdated('/de/rathaus', renderedBefore)).toBe(true);
    expect(isOutdated('/de/rathaus', renderClock())).toBe(false);
    const [row] = await readLedger(db, null);
    expect(row!.paths).toEqual(['/de/rathaus', '/de']);
    // This process's listener will skip its own notification.
    expect(processCursor().take([row!])).toEqual([]);
  });

  it('without the database the change is applied here and reported as not distributed', async () => {
    const regenerate = vi.fn(async () => true);
    const outcome = await revalidatePaths(['/de/x'], 'webhook', {
      database: async () => {
        throw new Error('Datenbank weg');
      },
      regenerator: { regenerate },
      shared: true,
    });
    expect(outcome).toEqual({ revalidiert: ['/de/x'], fehlgeschlagen: [], verteilt: false });
    expect(regenerate).toHaveBeenCalledWith('/de/x', true);
  });

  it('with PGlite (one process) the answer does not wait for the ledger, which is still written', async () => {
    let open!: (value: Database) => void;
    const opening = new Promise<Database>((resolve) => (open = resolve));
    const outcome = await revalidatePaths(['/de/einzeln'], 'webhook', {
      database: () => opening,
      regenerator: { regenerate: async () => true },
      shared: false,
    });
    expect(outcome).toEqual({ revalidiert: ['/de/einzeln'], fehlgeschlagen: [], verteilt: true });
    open(db);
    await expect.poll(async () => (await readLedger(db, null)).map((e) => e.paths)).toEqual([['/de/einzeln']]);
  });
});
