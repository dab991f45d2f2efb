// The sitemap's page list by configuration: the CMS with CMS_URL, else the published pages of the embedded store.
import { getConfig } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import { createEmbeddedSitemap } from '@/lib/redaktion/embedded/embedded-sitemap';
import { createHttpSitemap } from '@/lib/services/sitemap/http-sitemap';
import type { SitemapService } from '@/lib/services/sitemap/sitemap-service';

let service: SitemapService | undefined;

export function getSitemapService(): SitemapService {
  const config = getConfig();
  service ??= config.cmsUrl
    ? createHttpSitemap({
        baseUrl: config.cmsUrl,
        timeoutMs: config.upstreamTimeoutMs,
        cacheSeconds: config.cmsCacheSeconds,
      })
    : createEmbeddedSitemap({ contentDir: config.contentDir, database: getDatabase });
  return service;
}
