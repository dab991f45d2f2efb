// The sitemap's page list by configuration: the CMS with CMS_URL, else the published pages of the embedded store.
import { getConfig } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import { createEmbeddedSitemap } from './embedded-sitemap';
import { createHttpSitemap } from './http-sitemap';
import type { SitemapService } from './sitemap-service';

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
