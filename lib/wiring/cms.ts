// Chooses the CMS by configuration alone: CMS_URL means the upstream CMS (with the process-wide cache the
// revalidation reaches), else the embedded store of the Redaktion, seeded from content/.
import { getConfig, type Config } from '@/lib/config';
import { createEmbeddedCms } from '@/lib/redaktion/embedded/embedded-cms';
import type { CmsService } from '@/lib/services/cms/cms-service';
import { processCmsCache } from '@/lib/cache/cms-answer-cache';
import { createHttpCms } from '@/lib/services/cms/http-cms';

export function createCmsService(config: Config): CmsService {
  if (!config.cmsUrl) {
    return createEmbeddedCms(config.contentDir, {
      // `next build` renders its static pages from content/ itself: a build never opens the database.
      database: process.env.NEXT_PHASE === 'phase-production-build' ? null : undefined,
      cache: processCmsCache('embedded'),
      cacheSeconds: config.cmsCacheSeconds,
    });
  }
  return createHttpCms({
    baseUrl: config.cmsUrl,
    timeoutMs: config.upstreamTimeoutMs,
    cacheSeconds: config.cmsCacheSeconds,
    cache: processCmsCache(config.cmsUrl),
  });
}

let service: CmsService | undefined;

export function getCmsService(): CmsService {
  service ??= createCmsService(getConfig());
  return service;
}
