// The intranet service of this process: http against CMS_URL, else the embedded store.
import { getConfig, getSessionConfig } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import type { IntranetService } from '@/lib/services/intranet/intranet-service';
import { createHttpIntranet } from '@/lib/services/intranet/http-intranet';
import { createEmbeddedIntranet } from '@/lib/redaktion/embedded/embedded-intranet';

let service: IntranetService | undefined;

export function getIntranetService(): IntranetService {
  if (!service) {
    const config = getConfig();
    service = config.cmsUrl
      ? createHttpIntranet({ baseUrl: config.cmsUrl, timeoutMs: config.upstreamTimeoutMs })
      : createEmbeddedIntranet({
          database: getDatabase,
          contentDir: config.contentDir,
          sessionMaxAge: getSessionConfig().intranetSessionMaxAge,
        });
  }
  return service;
}
