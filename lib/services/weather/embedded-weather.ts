import type { WeatherService } from '@/lib/services/weather/weather-service';
import { readContentJson } from '@/lib/content/content-files';

export function createEmbeddedWeather(contentDir: string): WeatherService {
  return { getWeather: () => readContentJson(contentDir, ['wetter']).then((w) => w ?? null) };
}
