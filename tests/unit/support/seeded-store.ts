// The store the collections' tests share the shape of: an in-memory PGlite, migrated and seeded from content/ (pages,
// menus and every collection's entries), closed after the file's tests.
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '@/lib/db/database';
import { migrate } from '@/lib/db/migrate';
import { openPglite } from '@/lib/db/pglite-database';
import { ensureSeeded } from '@/lib/redaktion/store/seed';

export const CONTENT = path.resolve(__dirname, '..', '..', '..', 'content');

/** Registers the hooks; the store is there once `beforeAll` ran (`store()`). */
export function seededStore(): () => Database {
  let db: Database | undefined;
  beforeAll(async () => {
    db = await openPglite(undefined);
    await migrate(db);
    await ensureSeeded(db, CONTENT);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });
  return () => db!;
}
