// The sitemap's page list by configuration: the CMS with CMS_URL, else content/seiten/.
import { getConfig } from '@/lib/config';
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
    : createEmbeddedSitemap(config.contentDir);
  return service;
}
