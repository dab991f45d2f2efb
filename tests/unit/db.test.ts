import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '@/lib/db/pglite-database';
import { migrate } from '@/lib/db/migrate';
import { EXCLUSION_VIOLATION, sqlState, type Database } from '@/lib/db/database';

describe('embedded database (PGlite in memory)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite(undefined);
  });
  afterAll(() => db.close());

  it('applies every migration once', async () => {
    const first = await migrate(db);
    expect(first.length).toBeGreaterThan(0);
    expect(await migrate(db)).toEqual([]);
  });

  it('rolls a failed transaction back', async () => {
    await db.query('CREATE TABLE probe (id int PRIMARY KEY)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO probe VALUES (1)');
        throw new Error('abbrechen');
      }),
    ).rejects.toThrow('abbrechen');
    expect((await db.query('SELECT count(*)::int AS n FROM probe')).rows[0]).toEqual({ n: 0 });
  });

  it('reports an exclusion-constraint conflict as SQLSTATE 23P01 (btree_gist works)', async () => {
    await db.query('CREATE TABLE belegung (raum int, tage daterange, EXCLUDE USING gist (raum WITH =, tage WITH &&))');
    await db.query("INSERT INTO belegung VALUES (1, '[2026-12-01,2026-12-03]')");
    const error = await db.query("INSERT INTO belegung VALUES (1, '[2026-12-03,2026-12-04]')").catch((e: unknown) => e);
    expect(sqlState(error)).toBe(EXCLUSION_VIOLATION);
  });

  it('has German full-text search with stemming', async () => {
    const { rows } = await db.query<{ hit: boolean }>(
      "SELECT to_tsvector('german', 'Lastenrad leihen') @@ plainto_tsquery('german', 'Lastenräder') AS hit",
    );
    expect(rows[0]?.hit).toBe(true);
  });
});
