// Chooses the weather by configuration alone: CMS_URL means GET /api/wetter there, else content/wetter.json.
import { getConfig, type Config } from '@/lib/config';
import { createEmbeddedWeather } from '@/lib/services/weather/embedded-weather';
import { createHttpWeather } from '@/lib/services/weather/http-weather';
import type { WeatherService } from '@/lib/services/weather/weather-service';

export function createWeatherService(config: Config): WeatherService {
  return config.cmsUrl
    ? createHttpWeather(config.cmsUrl, config.upstreamTimeoutMs)
    : createEmbeddedWeather(config.contentDir);
}

let service: WeatherService | undefined;

export function getWeatherService(): WeatherService {
  service ??= createWeatherService(getConfig());
  return service;
}
