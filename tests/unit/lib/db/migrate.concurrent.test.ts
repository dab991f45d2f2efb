// Several instances started at once on an empty PostgreSQL: every one of them migrates without an error, and each
// migration is applied once (DATABASE_URL; `npm test` starts a PostgreSQL).
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '@/lib/db/postgres-database';
import { migrate } from '@/lib/db/migrate';
import { MIGRATIONS } from '@/lib/db/migrations';
import type { Database } from '@/lib/db/database';

const url = process.env.DATABASE_URL;

describe.runIf(Boolean(url))('migrate on PostgreSQL', () => {
  const opened: Database[] = [];
  const schemas: string[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
    const admin = openPostgres(url!);
    for (const schema of schemas) await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.close();
  });

  it('six processes migrating one empty database at once: none fails, each migration runs once', async () => {
    for (let round = 0; round < 5; round++) {
      const schema = `migrate_test_${Date.now()}_${round}`;
      schemas.push(schema);
      const admin = openPostgres(url!);
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.close();
      const target = new URL(url!);
      target.searchParams.set('options', `-c search_path=${schema},public`);
      const dbs = Array.from({ length: 6 }, () => openPostgres(target.toString()));
      opened.push(...dbs);
      const applied = await Promise.all(dbs.map((db) => migrate(db)));
      expect(applied.flat().sort()).toEqual(MIGRATIONS.map((m) => m.name).sort());
    }
  }, 60_000);
});
