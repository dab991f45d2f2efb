// Chooses each service's implementation by configuration alone: an upstream URL means http.
import { getConfig, type Config } from '@/lib/config';
import type { CmsService } from './cms/cms-service';
import { processCmsCache } from '@/lib/cache/cms-answer-cache';
import { createHttpCms } from './cms/http-cms';
import type { WeatherService } from './weather/weather-service';
import { createHttpWeather } from './weather/http-weather';
import { createEmbeddedCms } from './embedded/embedded-cms';
import { createEmbeddedWeather } from './embedded/embedded-weather';

export interface Services {
  cms: CmsService;
  weather: WeatherService;
}

export function createServices(config: Config): Services {
  if (config.cmsUrl) {
    return {
      cms: createHttpCms({
        baseUrl: config.cmsUrl,
        timeoutMs: config.upstreamTimeoutMs,
        cacheSeconds: config.cmsCacheSeconds,
        cache: processCmsCache(config.cmsUrl),
      }),
      weather: createHttpWeather(config.cmsUrl, config.upstreamTimeoutMs),
    };
  }
  return {
    cms: createEmbeddedCms(config.contentDir, {
      // `next build` renders its static pages from content/ itself: a build never opens the database.
      database: process.env.NEXT_PHASE === 'phase-production-build' ? null : undefined,
      cache: processCmsCache('embedded'),
      cacheSeconds: config.cmsCacheSeconds,
    }),
    weather: createEmbeddedWeather(config.contentDir),
  };
}

let services: Services | undefined;

/** The process's services, made once from the environment. */
export function getServices(): Services {
  services ??= createServices(getConfig());
  return services;
}
