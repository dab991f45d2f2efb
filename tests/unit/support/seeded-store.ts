// The store the collections' tests share the shape of: an in-memory PGlite, migrated and seeded from content/ (pages,
// menus and every collection's entries), closed after the file's tests.
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '@/lib/db/database';
import { ensureSeeded } from '@/lib/redaktion/store/seed';
import { openMigratedPglite } from '@/tests/support/migrated-pglite';

export const CONTENT = path.resolve(__dirname, '..', '..', '..', 'content');

/** Registers the hooks; the store is there once `beforeAll` ran (`store()`). */
export function seededStore(): () => Database {
  let db: Database | undefined;
  beforeAll(async () => {
    db = await openMigratedPglite();
    await ensureSeeded(db, CONTENT);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });
  return () => db!;
}
