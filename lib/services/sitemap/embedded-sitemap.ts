// The page list of the embedded mode: every page file under content/seiten/ (index.json is /de),
// dated by the file's last change.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { publicEntries, type SitemapService } from './sitemap-service';

async function walk(dir: string, prefix: string[]): Promise<{ pfad: string; file: string }[]> {
  const found: { pfad: string; file: string }[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await walk(full, [...prefix, entry.name])));
    else if (entry.isFile() && entry.name.endsWith('.json')) {
      const name = entry.name.slice(0, -'.json'.length);
      const segments = prefix.length === 0 && name === 'index' ? [] : [...prefix, name];
      found.push({ pfad: ['/de', ...segments].join('/'), file: full });
    }
  }
  return found;
}

export function createEmbeddedSitemap(contentDir: string): SitemapService {
  return {
    async pages() {
      const files = await walk(path.join(contentDir, 'seiten'), []);
      const seiten = await Promise.all(
        files.map(async ({ pfad, file }) => ({ pfad, geaendert: (await stat(file)).mtime.toISOString() })),
      );
      return publicEntries({ seiten });
    },
  };
}
