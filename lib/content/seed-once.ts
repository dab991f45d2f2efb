// The embedded demo content is copied from content/ into the database once, on the first request
// that needs it (intranet, Ratsinfo, Redaktion accounts). The marker row and the data are written
// in one transaction, so a failed seed leaves nothing behind and is tried again.
import type { Database, Sql } from '@/lib/db/database';
import { readContentJson } from './content-files';

export async function seedOnce(db: Database, name: string, seed: (tx: Sql) => Promise<void>): Promise<void> {
  const done = async (sql: Sql) =>
    (await sql.query('SELECT 1 FROM demo_inhalte WHERE name = $1', [name])).rows.length > 0;
  if (await done(db)) return;
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(72577002)');
    if (await done(tx)) return;
    await seed(tx);
    await tx.query('INSERT INTO demo_inhalte (name) VALUES ($1)', [name]);
  });
}

/** The list of a seed file content/<folder>/<name>.json: the array itself or its `data`. */
export async function readSeedList<T>(contentDir: string, folder: string, name: string): Promise<T[]> {
  const value = await readContentJson(contentDir, [folder, name]);
  const list = Array.isArray(value) ? value : (value as { data?: unknown } | undefined)?.data;
  if (!Array.isArray(list)) throw new Error(`content/${folder}/${name}.json fehlt oder ist keine Liste`);
  return list as T[];
}

/** Opens the database on first use and seeds it once; a failure is tried again on the next call. */
export function seededDatabase(
  database: () => Promise<Database>,
  name: string,
  seed: (tx: Sql) => Promise<void>,
): () => Promise<Database> {
  let ready: Promise<Database> | undefined;
  return () => {
    ready ??= database()
      .then(async (d) => {
        await seedOnce(d, name, seed);
        return d;
      })
      .catch((error) => {
        ready = undefined;
        throw error;
      });
    return ready;
  };
}
