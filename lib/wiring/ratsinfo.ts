// The council service of this process: http against CMS_URL, else the embedded store.
import { getConfig, getSessionConfig } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import type { RatsinfoService } from '@/lib/services/ratsinfo/ratsinfo-service';
import { createHttpRatsinfo } from '@/lib/services/ratsinfo/http-ratsinfo';
import { createEmbeddedRatsinfo } from '@/lib/services/ratsinfo/embedded-ratsinfo';

let service: RatsinfoService | undefined;

export function getRatsinfoService(): RatsinfoService {
  if (!service) {
    const config = getConfig();
    service = config.cmsUrl
      ? createHttpRatsinfo({ baseUrl: config.cmsUrl, timeoutMs: config.upstreamTimeoutMs })
      : createEmbeddedRatsinfo({
          database: getDatabase,
          contentDir: config.contentDir,
          sessionMaxAge: getSessionConfig().ratsinfoSessionMaxAge,
        });
  }
  return service;
}
