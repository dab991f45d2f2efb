// A new in-memory PGlite with every migration applied, for the unit tests and the browser tests' seeded stores: most
// of the cost of a fresh store is PGlite's initdb, not the migrations, and a store started from a data directory
// skips it (on a loaded 2-core machine about 1.1 s instead of 3-4 s). The first open of a run migrates one store and
// writes its data directory to tests/.tmp, named by a hash of what decides its content (the migrations, their runner,
// the PGlite adapter and PGlite's version); every later open, in any worker, starts from that file. A changed migration changes the name,
// so a store is never started from an older schema.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '@/lib/db/database';
import { migrate } from '@/lib/db/migrate';
import { openPglite, type PgliteImage } from '@/lib/db/pglite-database';
import { PROJECT_ROOT } from '@/tests/unit/support/project-root';

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

let image: Promise<Blob> | undefined;

async function migratedImage(): Promise<Blob> {
  const file = imageFile();
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const db = await openPglite(undefined);
  try {
    await migrate(db);
    const blob = await db.dumpImage();
    // Another worker may write the same file at the same time: each writes its own and renames it into place.
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.teil`;
    writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    renameSync(partial, file);
    // Images of older migrations are no use any more (43 MB each).
    for (const name of readdirSync(path.dirname(file)))
      if (/^pglite-migriert-[0-9a-f]+\.tar$/.test(name) && name !== path.basename(file))
        rmSync(path.join(path.dirname(file), name), { force: true });
    return blob;
  } finally {
    await db.close();
  }
}

/** A new, empty, migrated store in memory, as `openPglite(undefined)` plus `migrate` would give. */
export async function openMigratedPglite(): Promise<Database & PgliteImage> {
  image ??= migratedImage().catch((error) => {
    image = undefined;
    throw error;
  });
  return openPglite(undefined, await image);
}
