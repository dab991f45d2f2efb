// The search of the embedded mode: an index in the database of the published pages of the store and the block
// answers under content/api that they show. Rebuilt whenever either changed: the publications are compared on every
// search (one cheap query, so a publication is found on the next request, on every instance), content/api is read
// again at most every few seconds (it changes only with a new build).
import { createHash } from 'node:crypto';
import type { Database } from '@/lib/db/database';
import { publicationStamp, publishedEnvelopes } from '@/lib/redaktion/store/published';
import { ensureSeeded } from '@/lib/redaktion/store/seed';
import { collectDocuments } from '@/lib/search/content-documents';
import { readContentTree, type ContentTree } from '@/lib/search/content-tree';
import { indexState, rebuildIndex, searchIndex } from '@/lib/search/search-index';
import { HITS_PER_PAGE } from '@/lib/search/types';
import type { SearchService } from './search-service';

export interface EmbeddedSearchOptions {
  contentDir: string;
  database: () => Promise<Database>;
  /** How long the files under content/api are trusted before they are read again. */
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
  let answers: ContentTree | null = null;
  let answersReadAt = -Infinity;
  let checking: Promise<void> | null = null;

  async function check(db: Database): Promise<void> {
    const started = now();
    if (!answers || now() - answersReadAt >= checkIntervalMs) {
      answers = await readContentTree(contentDir, ['api']);
      answersReadAt = now();
    }
    const hash = createHash('sha256')
      .update(answers.hash)
      .update('\0')
      .update(await publicationStamp(db))
      .digest('hex');
    if ((await indexState(db))?.hash === hash) return;
    const documents = collectDocuments(await publishedEnvelopes(db), answers.files);
    if (await rebuildIndex(db, hash, documents)) onRebuild?.({ documents: documents.length, ms: now() - started });
  }

  async function ensureIndex(db: Database): Promise<void> {
    await ensureSeeded(db, contentDir);
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
