import { fetchJson } from '@/lib/http/fetch-json';
import { SwrCache } from '@/lib/cache/swr-cache';
import type { WeatherService } from './weather-service';

export function createHttpWeather(baseUrl: string, timeoutMs: number, cache = new SwrCache(4)): WeatherService {
  // Weather changes slowly: ten minutes fresh, and an hour-old reading beats none.
  const swr = { freshMs: 600_000, staleMs: 3_000_000, errorMs: 3_600_000 };
  return {
    getWeather: () =>
      cache.get('wetter', async () => (await fetchJson(baseUrl, '/api/wetter', { timeoutMs })).body, swr),
  };
}
