// The specification's calls against CMS_URL, with a timeout each and an in-process SWR cache.
import { fetchJson, UpstreamError } from '@/lib/http/fetch-json';
import { SwrCache, type SwrOptions } from '@/lib/cache/swr-cache';
import type { CmsService, MenuName, QueryParams } from './cms-service';

export interface HttpCmsOptions {
  baseUrl: string;
  timeoutMs: number;
  cacheSeconds: number;
  cache?: SwrCache;
}

// One cache per process and CMS, on globalThis: Next bundles API routes and pages separately, each with its own copy
// of this module, and the revalidation webhook (pages/api/revalidate.ts) must reach the cache the pages read.
const PROCESS_CACHES = Symbol.for('tannbrunn.cms-caches');

function processCaches(): Map<string, SwrCache> {
  const holder = globalThis as typeof globalThis & { [PROCESS_CACHES]?: Map<string, SwrCache> };
  holder[PROCESS_CACHES] ??= new Map();
  return holder[PROCESS_CACHES];
}

/** The process-wide cache of the answers of the CMS at this base URL (lib/services uses it). */
export function processCmsCache(baseUrl: string): SwrCache {
  const caches = processCaches();
  let cache = caches.get(baseUrl);
  if (!cache) caches.set(baseUrl, (cache = new SwrCache()));
  return cache;
}

/**
 * Makes the next render of these pages fetch from the CMS instead of the process cache: their page envelopes and
 * all block calls (a call's key does not tell which page makes it). Menus stay cached. Returns how many answers
 * were dropped.
 */
export function forgetCmsPages(
  paths: readonly string[],
  caches: Iterable<SwrCache> = processCaches().values(),
): number {
  const pages = new Set(paths.map((path) => `seite ${path}`));
  let dropped = 0;
  for (const cache of caches) dropped += cache.forget((key) => pages.has(key) || key.startsWith('call '));
  return dropped;
}

export function createHttpCms({
  baseUrl,
  timeoutMs,
  cacheSeconds,
  cache = new SwrCache(),
}: HttpCmsOptions): CmsService {
  const swr: SwrOptions = { freshMs: cacheSeconds * 1000, staleMs: cacheSeconds * 10_000, errorMs: 24 * 3600_000 };
  const cached = <T>(key: string, load: () => Promise<T>) => cache.get(key, load, swr);

  return {
    getPage(path) {
      return cached(`seite ${path}`, async () => {
        try {
          // Our contract: the spec does not show how a page is looked up (DESIGN.md section 3).
          return (await fetchJson(baseUrl, '/api/cms/seite', { query: { pfad: path }, timeoutMs })).body;
        } catch (error) {
          if (error instanceof UpstreamError && error.status === 404) return null;
          throw error;
        }
      });
    },
    getMenu(name: MenuName) {
      return cached(
        `menu ${name}`,
        async () => (await fetchJson(baseUrl, '/api/cms/menu', { query: { name }, timeoutMs })).body,
      );
    },
    call(endpoint: string, params: QueryParams) {
      const key = `call ${endpoint} ${JSON.stringify(params)}`;
      return cached(key, () => fetchJson(baseUrl, endpoint, { query: params, timeoutMs, acceptBelow: 500 }));
    },
  };
}
