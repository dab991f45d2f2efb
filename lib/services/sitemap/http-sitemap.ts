// The page list from the CMS (GET /api/cms/sitemap), with a timeout and the in-process SWR cache:
// search engines fetch it rarely, but a CMS outage must not turn it into an error.
import { fetchJson } from '@/lib/http/fetch-json';
import { SwrCache } from '@/lib/cache/swr-cache';
import { publicEntries, type SitemapService } from './sitemap-service';

export interface HttpSitemapOptions {
  baseUrl: string;
  timeoutMs: number;
  cacheSeconds: number;
  cache?: SwrCache;
}

export function createHttpSitemap({
  baseUrl,
  timeoutMs,
  cacheSeconds,
  cache = new SwrCache(4),
}: HttpSitemapOptions): SitemapService {
  const swr = { freshMs: cacheSeconds * 1000, staleMs: cacheSeconds * 10_000, errorMs: 24 * 3600_000 };
  return {
    pages: () =>
      cache.get(
        'sitemap',
        async () => publicEntries((await fetchJson(baseUrl, '/api/cms/sitemap', { timeoutMs })).body),
        swr,
      ),
  };
}
