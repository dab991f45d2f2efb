// A data directory for a server the browser tests start of their own, its store migrated and seeded from content/
// as that server's first request would leave it. A fresh store costs PGlite's initdb, the migrations and the seed
// (about 5 s on an idle 2-core machine, twice that under the suite's load); a store started from an image of that
// state costs under a second. The first caller of a run makes the image (from the unit tests' migrated one), every
// later one, in any worker, starts from its file. The file is named by the build the servers run (its id is a hash
// over every source, content/ included) and by the day (the seed dates the pages' reviews from today).
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { todayInBerlin } from '@/lib/format/kalendertag';
import { openPglite } from '@/lib/db/pglite-database';
import { ensureSeeded } from '@/lib/redaktion/store/seed';
import { openMigratedPglite } from '@/tests/support/migrated-pglite';
import { storedImage } from '@/tests/support/stored-image';

const TMP = path.resolve('tests', '.tmp');
const IMAGE_NAME = /^e2e-gefuellt-.+\.tar$/;

function imageFile(): string {
  const buildId = readFileSync(path.resolve(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim();
  return path.join(TMP, `e2e-gefuellt-${buildId.slice(0, 16)}-${todayInBerlin()}.tar`);
}

async function seededImage(): Promise<Blob> {
  const db = await openMigratedPglite();
  try {
    await ensureSeeded(db, path.resolve('content'));
    return await db.dumpImage();
  } finally {
    await db.close();
  }
}

/** A new folder (under the system's temporary one, named from `prefix`) holding a migrated, seeded store. */
export async function seededDataDir(prefix: string): Promise<string> {
  const image = await storedImage(imageFile(), IMAGE_NAME, seededImage);
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const db = await openPglite(dir, image);
  await db.close();
  return dir;
}
