// Migration 024 renames the staff tables to one vocabulary and keeps what is in them: a running
// login block, a Ratsinfo session, the seeded demo content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '@/lib/db/pglite-database';
import type { Database } from '@/lib/db/database';
import { MIGRATIONS } from '@/lib/db/migrations';
import { staffSessionNames } from '@/lib/db/migrations/024-staff-session-names';

let db: Database;
beforeAll(async () => {
  db = await openPglite(undefined);
  // The migrations before it (a later one, 240, changes the token kinds again).
  for (const migration of MIGRATIONS.slice(0, MIGRATIONS.indexOf(staffSessionNames)))
    await db.transaction((tx) => migration.up(tx));
  // What a store of the previous release holds.
  await db.query("INSERT INTO login_failures (key, failed_at) VALUES ('rat:konto:x@tannbrunn.example', now())");
  await db.query("INSERT INTO sitzungs_tokens VALUES ('abc', 'rat', '1', now() + interval '1 hour')");
  await db.query("INSERT INTO demo_seeds (name) VALUES ('ratsinfo')");
  await db.query(
    "INSERT INTO rat_konten (email, passwort_hash, vorname, nachname) VALUES ('x@tannbrunn.example', 'h', 'A', 'B')",
  );
  await db.transaction((tx) => staffSessionNames.up(tx));
}, 60_000);
afterAll(() => db.close());

describe('migration 024: one vocabulary for the staff tables', () => {
  it('keeps blocks, sessions, seeds and accounts under the new names', async () => {
    expect((await db.query('SELECT schluessel FROM anmelde_fehlversuche')).rows).toEqual([
      { schluessel: 'ratsinfo:konto:x@tannbrunn.example' },
    ]);
    expect((await db.query('SELECT art FROM sitzungs_tokens')).rows).toEqual([{ art: 'ratsinfo' }]);
    expect((await db.query('SELECT name FROM demo_inhalte')).rows).toEqual([{ name: 'ratsinfo' }]);
    expect((await db.query('SELECT email FROM ratsinfo_konten')).rows).toEqual([{ email: 'x@tannbrunn.example' }]);
  });

  it('leaves no English or old table name behind, and admits the Redaktion as a token kind', async () => {
    const { rows } = await db.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND (table_name LIKE 'rat\\_%' OR table_name IN ('login_failures', 'demo_seeds'))",
    );
    expect(rows).toEqual([]);
    await db.query("INSERT INTO sitzungs_tokens VALUES ('def', 'redaktion', '1', now())");
    await expect(db.query("INSERT INTO sitzungs_tokens VALUES ('ghi', 'rat', '1', now())")).rejects.toThrow();
  });
});
