export interface WeatherService {
  /** GET /api/wetter — the raw weather object; the renderer validates it. */
  getWeather(): Promise<unknown>;
}
