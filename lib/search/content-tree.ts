// JSON files of content/ read as one tree with a hash of all of them, so a reader can tell exactly when something
// changed: the search reads content/api (the answers of block calls), the store's seeding content/seiten and
// content/menues.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface ContentFile {
  /** Path below the content folder with forward slashes and without `.json`, e.g. `seiten/rathaus`. */
  name: string;
  text: string;
}

export interface ContentTree {
  files: ContentFile[];
  hash: string;
}

async function walk(dir: string, prefix: string, out: ContentFile[]): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await walk(full, `${prefix}/${entry.name}`, out);
    else if (entry.isFile() && entry.name.endsWith('.json')) {
      out.push({ name: `${prefix}/${entry.name.slice(0, -'.json'.length)}`, text: await readFile(full, 'utf8') });
    }
  }
}

export async function readContentTree(contentDir: string, folders: readonly string[]): Promise<ContentTree> {
  const files: ContentFile[] = [];
  for (const folder of folders) await walk(path.join(contentDir, folder), folder, files);
  files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.name).update('\0').update(file.text).update('\0');
  return { files, hash: hash.digest('hex') };
}
