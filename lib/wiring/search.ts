// Chooses the search by configuration alone, like the other services (./index.ts): CMS_URL means the CMS's
// search engine, else the embedded index in the database.
import { getConfig, type Config } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import { createEmbeddedSearch } from '@/lib/redaktion/embedded/embedded-search';
import { createHttpSearch } from '@/lib/services/search/http-search';
import type { SearchService } from '@/lib/services/search/search-service';

export function createSearchService(config: Config): SearchService {
  if (config.cmsUrl)
    return createHttpSearch({
      baseUrl: config.cmsUrl,
      timeoutMs: config.upstreamTimeoutMs,
      cacheSeconds: config.cmsCacheSeconds,
    });
  return createEmbeddedSearch({
    contentDir: config.contentDir,
    database: getDatabase,
    // A log line, not an error report: the index is rebuilt on first use and after content changes.
    onRebuild: ({ documents, ms }) => console.info(`[info] Suchindex neu aufgebaut: ${documents} Einträge in ${ms} ms`),
  });
}

let service: SearchService | undefined;

export function getSearchService(): SearchService {
  service ??= createSearchService(getConfig());
  return service;
}
