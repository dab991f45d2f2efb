import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '@/lib/db/pglite-database';
import { migrate } from '@/lib/db/migrate';
import { MIGRATIONS } from '@/lib/db/migrations';
import { EXCLUSION_VIOLATION, sqlState } from '@/lib/db/database';

describe('embedded database (PGlite in memory)', () => {
  let db: Awaited<ReturnType<typeof openPglite>>;
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

  it('starts a second store from the first one’s image: same migrations and rows, its own from then on', async () => {
    await db.query('CREATE TABLE abbild (id int PRIMARY KEY)');
    await db.query('INSERT INTO abbild VALUES (1)');
    const copy = await openPglite(undefined, await db.dumpImage());
    try {
      expect(await migrate(copy)).toEqual([]);
      expect((await copy.query('SELECT id FROM abbild')).rows).toEqual([{ id: 1 }]);
      await copy.query('INSERT INTO abbild VALUES (2)');
      expect((await db.query('SELECT count(*)::int AS n FROM abbild')).rows[0]).toEqual({ n: 1 });
      // The extensions come along (an exclusion constraint needs btree_gist).
      await copy.query("INSERT INTO belegung VALUES (2, '[2026-12-01,2026-12-03]')");
      const conflict = await copy.query("INSERT INTO belegung VALUES (2, '[2026-12-02,2026-12-04]')").catch((e) => e);
      expect(sqlState(conflict)).toBe(EXCLUSION_VIOLATION);
    } finally {
      await copy.close();
    }
  });
});

describe('040: the booking and form tables renamed in place', () => {
  it('rows written under the old names are there under the new ones, and the store works on', async () => {
    const db = await openPglite(undefined);
    try {
      // The store as it shipped before 040.
      await db.query(
        'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      for (const migration of MIGRATIONS.slice(
        0,
        MIGRATIONS.findIndex((m) => m.name === '040-buchungen-tabellen'),
      )) {
        await db.transaction(async (tx) => {
          await migration.up(tx);
          await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
        });
      }
      await db.query(`INSERT INTO buchung (uuid, art, ressource, datum_von, datum_bis, anzahl, daten)
        VALUES ('0b7c5a52-6a57-4a7b-9a3e-2d9c7f1e0c11', 'ebike', 'ebike', '2026-12-01', '2026-12-02', 2, '{"name": "Erika"}')`);
      await db.query("INSERT INTO buchungs_ressource (id, kapazitaet) VALUES ('raum:12', 1)");
      await db.query(
        `INSERT INTO formular_eingang (id, formular, daten) VALUES ('6f1d7c1e-3b1a-4a8e-9a51-0c3f1d2e4b5a', 'kontakt', '{"betreff": "Frage"}')`,
      );
      await db.query(
        "INSERT INTO anfrage_limit (schluessel, fenster, anzahl) VALUES ('formular:kontakt:10.0.0.1', 1, 3)",
      );

      // 040 and whatever came after it run now.
      const pending = MIGRATIONS.slice(MIGRATIONS.findIndex((m) => m.name === '040-buchungen-tabellen'));
      expect(await migrate(db)).toEqual(pending.map((m) => m.name));
      const one = async (sql: string) => (await db.query(sql)).rows;
      expect(await one('SELECT uuid::text, art, anzahl, daten FROM buchungen')).toEqual([
        { uuid: '0b7c5a52-6a57-4a7b-9a3e-2d9c7f1e0c11', art: 'ebike', anzahl: 2, daten: { name: 'Erika' } },
      ]);
      expect(await one('SELECT id, kapazitaet FROM buchungs_ressourcen ORDER BY id')).toEqual([
        { id: 'ebike', kapazitaet: 4 },
        { id: 'lastenrad', kapazitaet: 1 },
        { id: 'raum:12', kapazitaet: 1 },
      ]);
      expect(await one('SELECT formular, daten FROM formular_eingaenge')).toEqual([
        { formular: 'kontakt', daten: { betreff: 'Frage' } },
      ]);
      expect(await one('SELECT schluessel, anzahl FROM anfrage_zaehler')).toEqual([
        { schluessel: 'formular:kontakt:10.0.0.1', anzahl: 3 },
      ]);
      // The constraints moved with the tables: a booking for an unknown resource is still refused.
      await expect(
        db.query(`INSERT INTO buchungen (uuid, art, ressource, datum_von, datum_bis)
          VALUES ('1b7c5a52-6a57-4a7b-9a3e-2d9c7f1e0c11', 'raum', 'raum:99', '2026-12-01', '2026-12-01')`),
      ).rejects.toThrow();
      const indexes = await one("SELECT indexname FROM pg_indexes WHERE tablename = 'buchungen' ORDER BY indexname");
      // Later migrations (the booking desk) add indexes of their own; the renamed ones are there.
      expect(indexes).toEqual(
        expect.arrayContaining([{ indexname: 'buchungen_aktiv' }, { indexname: 'buchungen_pkey' }]),
      );
    } finally {
      await db.close();
    }
  });
});
