// The specification's calls against CMS_URL, with a timeout each and an in-process SWR cache.
import { fetchJson, UpstreamError } from '@/lib/http/fetch-json';
import { SwrCache, type SwrOptions } from '@/lib/cache/swr-cache';
import { cacheKeys } from '@/lib/cache/cms-answer-cache';
import type { CmsService, QueryParams } from './cms-service';
import type { MenuName } from '@/lib/menus/menu-names';

export interface HttpCmsOptions {
  baseUrl: string;
  timeoutMs: number;
  cacheSeconds: number;
  cache?: SwrCache;
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
      return cached(cacheKeys.page(path), async () => {
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
        cacheKeys.menu(name),
        async () => (await fetchJson(baseUrl, '/api/cms/menu', { query: { name }, timeoutMs })).body,
      );
    },
    call(endpoint: string, params: QueryParams) {
      return cached(cacheKeys.call(endpoint, params), () =>
        fetchJson(baseUrl, endpoint, { query: params, timeoutMs, acceptBelow: 500 }),
      );
    },
  };
}
