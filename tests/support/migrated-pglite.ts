// A new in-memory PGlite with every migration applied, for the unit tests and the browser tests' seeded stores: most
// of the cost of a fresh store is PGlite's initdb, not the migrations, and a store started from a data directory
// skips it (on a loaded 2-core machine about 1.1 s instead of 3-4 s). The first open of a run migrates one store and
// writes its data directory to tests/.tmp, named by a hash of what decides its content (the migrations, their runner,
// the PGlite adapter and PGlite's version); every later open, in any worker, starts from that file. A changed migration changes the name,
// so a store is never started from an older schema.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '@/lib/db/database';
import { migrate } from '@/lib/db/migrate';
import { openPglite, type PgliteImage } from '@/lib/db/pglite-database';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';
import { storedImage } from './stored-image';

const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'lib', 'db', 'migrations');
const PGLITE_PACKAGE = path.join(PROJECT_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json');

function imageFile(): string {
  const hash = createHash('sha256');
  for (const file of [
    path.join(PROJECT_ROOT, 'lib', 'db', 'migrate.ts'),
    path.join(PROJECT_ROOT, 'lib', 'db', 'pglite-database.ts'),
    PGLITE_PACKAGE,
    ...readdirSync(MIGRATIONS_DIR)
      .sort()
      .map((name) => path.join(MIGRATIONS_DIR, name)),
  ])
    hash.update(path.relative(PROJECT_ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  return path.join(PROJECT_ROOT, 'tests', '.tmp', `pglite-migriert-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function migratedImage(): Promise<Blob> {
  const db = await openPglite(undefined);
  try {
    await migrate(db);
    return await db.dumpImage();
  } finally {
    await db.close();
  }
}

let file: string | undefined;

/**
 * A new, empty, migrated store, as `openPglite(dataDir)` plus `migrate` would give: in memory, or in `dataDir` on disk
 * (then its files are not part of the process's memory).
 */
export async function openMigratedPglite(dataDir?: string): Promise<Database & PgliteImage> {
  file ??= imageFile();
  return openPglite(dataDir, await storedImage(file, /^pglite-migriert-[0-9a-f]+\.tar$/, migratedImage));
}
