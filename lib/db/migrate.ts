// Applies the migrations in order, each once, each in its own transaction.
import type { Database } from './database';
import { MIGRATIONS } from './migrations';

/** Several instances may start at once against one PostgreSQL: one migrates, the others wait. */
const MIGRATION_LOCK = 72577001;

export async function migrate(db: Database): Promise<string[]> {
  // Under the lock too: two concurrent `CREATE TABLE IF NOT EXISTS` can both miss the table and one then fails.
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  });
  const applied: string[] = [];
  for (const migration of MIGRATIONS) {
    const done = await db.transaction(async (tx) => {
      if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const { rows } = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [migration.name]);
      if (rows.length) return false;
      await migration.up(tx);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}
