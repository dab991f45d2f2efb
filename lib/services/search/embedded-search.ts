// The search of the embedded mode: an index of all demo content in the database, built on the
// first search and rebuilt whenever the content changes (checked at most every few seconds).
import type { Database } from '@/lib/db/database';
import { collectDocuments } from '@/lib/search/content-documents';
import { readContentTree } from '@/lib/search/content-tree';
import { indexState, rebuildIndex, searchIndex } from '@/lib/search/search-index';
import { HITS_PER_PAGE } from '@/lib/search/types';
import type { SearchService } from './search-service';

export interface EmbeddedSearchOptions {
  contentDir: string;
  database: () => Promise<Database>;
  /** How long a content check is trusted before the files are read again. */
  checkIntervalMs?: number;
  now?: () => number;
  /** Told how long each rebuild took (for logs and measurements). */
  onRebuild?: (info: { documents: number; ms: number }) => void;
}

export function createEmbeddedSearch({
  contentDir,
  database,
  checkIntervalMs = 5000,
  now = Date.now,
  onRebuild,
}: EmbeddedSearchOptions): SearchService {
  let checkedAt = -Infinity;
  let checking: Promise<void> | null = null;

  async function check(db: Database): Promise<void> {
    const started = now();
    const tree = await readContentTree(contentDir);
    if ((await indexState(db))?.hash !== tree.hash) {
      const documents = collectDocuments(tree.files);
      if (await rebuildIndex(db, tree.hash, documents))
        onRebuild?.({ documents: documents.length, ms: now() - started });
    }
    checkedAt = now();
  }

  async function ensureIndex(db: Database): Promise<void> {
    if (now() - checkedAt < checkIntervalMs) return;
    checking ??= check(db).finally(() => (checking = null));
    await checking;
  }

  return {
    async search(term, page) {
      const db = await database();
      await ensureIndex(db);
      return searchIndex(db, term, page, HITS_PER_PAGE);
    },
  };
}
