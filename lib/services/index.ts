// The services a page needs, each chosen by configuration in its own folder's index.ts (an upstream URL
// means http), like every other service of lib/services.
import type { Config } from '@/lib/config';
import type { CmsService } from './cms/cms-service';
import { createCmsService, getCmsService } from './cms';
import type { WeatherService } from './weather/weather-service';
import { createWeatherService, getWeatherService } from './weather';

export interface Services {
  cms: CmsService;
  weather: WeatherService;
}

export function createServices(config: Config): Services {
  return { cms: createCmsService(config), weather: createWeatherService(config) };
}

/** The process's services, made once from the environment. */
export function getServices(): Services {
  return { cms: getCmsService(), weather: getWeatherService() };
}
