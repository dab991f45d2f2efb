// The embedded demo content is copied from content/ into the database once, on the first request
// that needs it. The marker row and the data are written in one transaction.
import type { Database, Sql } from '@/lib/db/database';

export async function seedOnce(db: Database, name: string, seed: (tx: Sql) => Promise<void>): Promise<void> {
  const done = async (sql: Sql) =>
    (await sql.query('SELECT 1 FROM demo_seeds WHERE name = $1', [name])).rows.length > 0;
  if (await done(db)) return;
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(72577002)');
    if (await done(tx)) return;
    await seed(tx);
    await tx.query('INSERT INTO demo_seeds (name) VALUES ($1)', [name]);
  });
}

export { todayInBerlin } from '@/lib/format/kalendertag';
