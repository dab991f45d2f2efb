// The council service of this process: http against CMS_URL, else the embedded store.
import { getConfig, getSessionConfig } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import type { CouncilService } from './council-service';
import { createHttpCouncil } from './http-council';
import { createEmbeddedCouncil } from './embedded-council';

let service: CouncilService | undefined;

export function getCouncilService(): CouncilService {
  if (!service) {
    const config = getConfig();
    service = config.cmsUrl
      ? createHttpCouncil({ baseUrl: config.cmsUrl, timeoutMs: config.upstreamTimeoutMs })
      : createEmbeddedCouncil({
          database: getDatabase,
          contentDir: config.contentDir,
          sessionMaxAge: getSessionConfig().ratSessionMaxAge,
        });
  }
  return service;
}
