// The CMS's search, our contract (lib/search/types.ts): GET /api/cms/suche?q=&seite=&pro_seite=.
// Answers are kept briefly in the process (bounded), like every CMS answer.
import { fetchJson } from '@/lib/http/fetch-json';
import { SwrCache, type SwrOptions } from '@/lib/cache/swr-cache';
import { parseSearchAnswer } from '@/lib/search/parse-answer';
import { HITS_PER_PAGE } from '@/lib/search/types';
import type { SearchService } from './search-service';

export interface HttpSearchOptions {
  baseUrl: string;
  timeoutMs: number;
  cacheSeconds: number;
  cache?: SwrCache;
}

export const SEARCH_ENDPOINT = '/api/cms/suche';

export function createHttpSearch({
  baseUrl,
  timeoutMs,
  cacheSeconds,
  cache = new SwrCache(500),
}: HttpSearchOptions): SearchService {
  const swr: SwrOptions = { freshMs: cacheSeconds * 1000, staleMs: cacheSeconds * 1000, errorMs: 3600_000 };
  return {
    search(term, page) {
      return cache.get(
        `suche ${page} ${term}`,
        async () => {
          const answer = await fetchJson(baseUrl, SEARCH_ENDPOINT, {
            query: { q: term, seite: page, pro_seite: HITS_PER_PAGE },
            timeoutMs,
          });
          return parseSearchAnswer(answer.body, page);
        },
        swr,
      );
    },
  };
}
