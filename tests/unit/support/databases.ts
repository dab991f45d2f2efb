// Runs a suite on PGlite (in memory) and, when DATABASE_URL is set (npm test starts a throw-away PostgreSQL), again
// on PostgreSQL in a schema of its own, so suites and reruns never see each other's rows.
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database } from '@/lib/db/database';
import { migrate } from '@/lib/db/migrate';
import { openPostgres } from '@/lib/db/postgres-database';
import { openMigratedPglite } from '@/tests/support/migrated-pglite';

export type OpenDatabase = () => Promise<Database>;

let schemas = 0;

/**
 * `suite(open)` once per database; `open()` gives a new, migrated connection to that suite's store (on PGlite a new
 * empty store each time, on PostgreSQL the suite's schema). The connections are closed after the suite.
 */
export function onEachDatabase(name: string, suite: (open: OpenDatabase) => void): void {
  describe(`${name} (PGlite)`, () => {
    const opened: Database[] = [];
    afterAll(() => Promise.all(opened.map((db) => db.close())));
    suite(async () => {
      const db = await openMigratedPglite();
      opened.push(db);
      return db;
    });
  });

  const url = process.env.DATABASE_URL;
  describe.runIf(Boolean(url))(`${name} (PostgreSQL)`, () => {
    const schema = `redaktion_test_${process.pid}_${Date.now()}_${schemas++}`;
    const opened: Database[] = [];
    let admin: Database;
    beforeAll(async () => {
      admin = openPostgres(url!);
      // The extensions live in public, shared by every schema (suites run in parallel: one creates, others find it).
      for (const extension of ['btree_gist', 'pg_trgm', 'unaccent'])
        await admin.query(`CREATE EXTENSION IF NOT EXISTS ${extension} SCHEMA public`).catch(() => undefined);
      await admin.query(`CREATE SCHEMA ${schema}`);
    }, 60_000);
    afterAll(async () => {
      await Promise.all(opened.map((db) => db.close()));
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    });
    suite(async () => {
      const target = new URL(url!);
      target.searchParams.set('options', `-c search_path=${schema},public`);
      const db = openPostgres(target.toString());
      opened.push(db);
      await migrate(db);
      return db;
    });
  });
}
