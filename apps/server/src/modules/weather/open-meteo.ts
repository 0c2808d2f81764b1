import type { WeatherDay, WeatherLocation } from '@worksphere/contracts';
import type { Outbound } from '../../platform/net/outbound.js';

/** Open-Meteo's daily forecast as it answers it (`daily` holds one array per variable). */
type OpenMeteoAnswer = {
  daily?: {
    time?: unknown[];
    weather_code?: unknown[];
    temperature_2m_max?: unknown[];
    temperature_2m_min?: unknown[];
  };
};

export class WeatherUnavailableError extends Error {
  override name = 'WeatherUnavailableError';
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The days Open-Meteo forecasts for [start, end] at the location. A day whose values are missing
 * (null in the arrays) is left out. Throws WeatherUnavailableError on any failure.
 */
export async function fetchDailyWeather(
  outbound: Outbound,
  baseUrl: string,
  location: WeatherLocation,
  range: { start: string; end: string },
  timeoutMs: number,
): Promise<WeatherDay[]> {
  const url = new URL(`${baseUrl}/v1/forecast`);
  url.searchParams.set('latitude', String(location.latitude));
  url.searchParams.set('longitude', String(location.longitude));
  url.searchParams.set('daily', 'weather_code,temperature_2m_max,temperature_2m_min');
  url.searchParams.set('timezone', location.timezone);
  url.searchParams.set('start_date', range.start);
  url.searchParams.set('end_date', range.end);
  let answer: OpenMeteoAnswer;
  try {
    const response = await outbound.fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new WeatherUnavailableError(`answered ${response.status}`);
    }
    answer = (await response.json()) as OpenMeteoAnswer;
  } catch (error) {
    if (error instanceof WeatherUnavailableError) throw error;
    const cause = (error as { cause?: Error }).cause;
    throw new WeatherUnavailableError(cause?.message ?? (error as Error).message);
  }
  const daily = answer?.daily;
  if (!daily || !Array.isArray(daily.time)) throw new WeatherUnavailableError('no daily data');
  const days: WeatherDay[] = [];
  daily.time.forEach((date, index) => {
    const code = daily.weather_code?.[index];
    const maxTemp = daily.temperature_2m_max?.[index];
    const minTemp = daily.temperature_2m_min?.[index];
    if (typeof date === 'string' && isNumber(code) && isNumber(maxTemp) && isNumber(minTemp)) {
      days.push({ date, weatherCode: Math.round(code), maxTemp, minTemp });
    }
  });
  return days;
}
