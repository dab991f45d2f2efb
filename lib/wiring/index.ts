// The services a page needs, each chosen by configuration in its own file of lib/wiring (an upstream URL means http,
// none the embedded implementation), like every other port of lib/services.
import type { Config } from '@/lib/config';
import type { CmsService } from '@/lib/services/cms/cms-service';
import { createCmsService, getCmsService } from '@/lib/wiring/cms';
import type { WeatherService } from '@/lib/services/weather/weather-service';
import { createWeatherService, getWeatherService } from '@/lib/wiring/weather';

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
