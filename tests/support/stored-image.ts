// A store's image (PGlite's dumped data directory) kept as a file in tests/.tmp, so that the first process of a run
// that needs it makes it and every later one, in any worker, reads it. Its name says what decides its content; images
// of the same kind under another name are outdated and removed when a new one is written.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const made = new Map<string, Promise<Blob>>();

async function readOrMake(file: string, kind: RegExp, make: () => Promise<Blob>): Promise<Blob> {
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const blob = await make();
  // Another worker may write the same file at the same time: each writes its own and renames it into place.
  const dir = path.dirname(file);
  mkdirSync(dir, { recursive: true });
  const partial = `${file}.${process.pid}.teil`;
  writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
  renameSync(partial, file);
  // Images of the same kind under another name are of an older schema, build or day (over 40 MB each).
  for (const name of readdirSync(dir))
    if (kind.test(name) && name !== path.basename(file)) rmSync(path.join(dir, name), { force: true });
  return blob;
}

/**
 * The image in `file` (its base name matching `kind`), made by `make` when there is none; asked once per process
 * and file, and asked again after a failure.
 */
export function storedImage(file: string, kind: RegExp, make: () => Promise<Blob>): Promise<Blob> {
  let image = made.get(file);
  if (!image) {
    image = readOrMake(file, kind, make).catch((error) => {
      made.delete(file);
      throw error;
    });
    made.set(file, image);
  }
  return image;
}
