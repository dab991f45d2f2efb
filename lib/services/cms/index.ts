// Chooses the CMS by configuration alone: CMS_URL means the upstream CMS (with the process-wide cache the
// revalidation webhook reaches), else the demo municipality from content/.
import { getConfig, type Config } from '@/lib/config';
import { createEmbeddedCms } from '@/lib/services/embedded/embedded-cms';
import type { CmsService } from './cms-service';
import { createHttpCms, processCmsCache } from './http-cms';

export function createCmsService(config: Config): CmsService {
  if (!config.cmsUrl) return createEmbeddedCms(config.contentDir);
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
