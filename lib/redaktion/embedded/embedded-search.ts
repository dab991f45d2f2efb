// The search of the embedded mode: an index in the database of the published pages of the store and the block
// answers they show: the collections' published entries from the store, the other answers under content/api (the
// school's hero slides). Rebuilt whenever any changed: the publications of pages and entries are compared on every
// search (cheap queries, so a publication is found on the next request, on every instance), content/api is read
// again at most every few seconds (it changes only with a new build).
import { createHash } from 'node:crypto';
import type { Database } from '@/lib/db/database';
import { publicationStamp, publishedEnvelopes } from '@/lib/redaktion/store/published';
import { ensureSeeded } from '@/lib/redaktion/store/seed';
import { collectDocuments, type BlockAnswer } from '@/lib/search/content-documents';
import { publishedCollectionAnswers, publishedEntriesStamp } from '@/lib/redaktion/store/entry-queries';
import { ALLE_SAMMLUNGEN } from '@/lib/sammlungen/registry';
import { ABGELEITETE_ABRUFE } from '@/lib/sammlungen/derived-calls';
import { readContentTree, type ContentTree } from '@/lib/search/content-tree';
import { indexState, rebuildIndex, searchIndex } from '@/lib/search/search-index';
import { HITS_PER_PAGE } from '@/lib/search/types';
import type { SearchService } from '@/lib/services/search/search-service';

/** The seed files of the collections and of the calls derived from them: the store answers those calls. */
const SEEDS = new Set(
  [...ALLE_SAMMLUNGEN, ...ABGELEITETE_ABRUFE].flatMap((s) => (s.inhalte ? [s.inhalte.replace(/\.json$/, '')] : [])),
);

/** The answers under content/api that no collection serves. */
function fileAnswers(tree: ContentTree): BlockAnswer[] {
  return tree.files.flatMap((file) => {
    if (!file.name.startsWith('api/') || SEEDS.has(file.name)) return [];
    try {
      return [{ endpoint: `/${file.name}`, answer: JSON.parse(file.text) as unknown }];
    } catch {
      return [];
    }
  });
}

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
      .update('\0')
      .update(await publishedEntriesStamp(db))
      .digest('hex');
    if ((await indexState(db))?.hash === hash) return;
    const documents = collectDocuments(await publishedEnvelopes(db), [
      ...fileAnswers(answers),
      ...(await publishedCollectionAnswers(db)),
    ]);
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
