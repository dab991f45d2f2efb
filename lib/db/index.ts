// The process's database, opened lazily on the first request that needs it and migrated once.
import path from 'node:path';
import type { Database } from './database';
import { migrate } from './migrate';

const KEY = Symbol.for('tannbrunn.database');
type Holder = { [KEY]?: Promise<Database> };

export function databaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

export function dataDir(): string {
  return process.env.DATA_DIR || path.join(process.cwd(), '.data', 'pglite');
}

async function open(): Promise<Database> {
  const url = databaseUrl();
  const db = url
    ? (await import('./postgres-database')).openPostgres(url)
    : await (await import('./pglite-database')).openPglite(dataDir());
  await migrate(db);
  return db;
}

/** Kept on globalThis so development reloads do not open PGlite twice. */
export function getDatabase(): Promise<Database> {
  const holder = globalThis as Holder;
  holder[KEY] ??= open().catch((error) => {
    delete holder[KEY];
    throw error;
  });
  return holder[KEY];
}

/** Closes the process's database if it was opened (graceful shutdown); the next getDatabase opens it again. */
export async function closeDatabase(): Promise<void> {
  const holder = globalThis as Holder;
  const opened = holder[KEY];
  delete holder[KEY];
  const db = await opened?.catch(() => undefined);
  await db?.close();
}
