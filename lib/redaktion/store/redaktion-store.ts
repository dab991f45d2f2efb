// The Redaktion's way into the store: the process's database, seeded from content/ first. Without it a fresh
// database showed an empty page tree until some public page (which seeds on first use) had been requested.
import { getConfig } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import type { Database } from '@/lib/db/database';
import { ensureSeeded } from './seed';

export async function redaktionStore(): Promise<Database> {
  const db = await getDatabase();
  await ensureSeeded(db, getConfig().contentDir);
  return db;
}
