import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The one place where the fake's sky is grey: a journey sets this as its organisation's weather
 * location and sees rain, while every other location (the default included) is sunny.
 */
export const RAINY_SPOT = {
  latitude: 52.52,
  longitude: 13.41,
  timezone: 'Europe/Berlin',
  day: { weatherCode: 61, maxTemp: 12.4, minTemp: 3.1 },
} as const;

export const SUNNY_DAY = { weatherCode: 0, maxTemp: 21, minTemp: 9 } as const;

export type FakeOpenMeteo = {
  /** For WEATHER_BASE_URL. */
  baseUrl: string;
  /** `host:port`, for OUTBOUND_ALLOWED_HOSTS (the server refuses loopback otherwise). */
  host: string;
  stop: () => Promise<void>;
};

const DAY_MS = 86_400_000;

function daysOf(start: string | null, end: string | null): string[] {
  const from = Date.parse(`${start}T00:00:00Z`);
  const to = Date.parse(`${end}T00:00:00Z`);
  const days: string[] = [];
  for (let day = from; day <= to; day += DAY_MS)
    days.push(new Date(day).toISOString().slice(0, 10));
  return days;
}

function answer(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://fake');
  if (url.pathname !== '/v1/forecast') {
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: true, reason: 'Not Found' }));
    return;
  }
  const latitude = Number(url.searchParams.get('latitude'));
  const longitude = Number(url.searchParams.get('longitude'));
  const isRainy = latitude === RAINY_SPOT.latitude && longitude === RAINY_SPOT.longitude;
  const weather = isRainy ? RAINY_SPOT.day : SUNNY_DAY;
  const time = daysOf(url.searchParams.get('start_date'), url.searchParams.get('end_date'));
  // Open-Meteo's own shape: one array per daily variable, the units beside them.
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      latitude,
      longitude,
      generationtime_ms: 0.1,
      utc_offset_seconds: 0,
      timezone: url.searchParams.get('timezone'),
      daily_units: {
        time: 'iso8601',
        weather_code: 'wmo code',
        temperature_2m_max: '°C',
        temperature_2m_min: '°C',
      },
      daily: {
        time,
        weather_code: time.map(() => weather.weatherCode),
        temperature_2m_max: time.map(() => weather.maxTemp),
        temperature_2m_min: time.map(() => weather.minTemp),
      },
    }),
  );
}

/**
 * A local Open-Meteo for the browser run, answering the daily forecast in its real JSON: the
 * built server never reaches the real service, and a journey can see its location take effect.
 */
export async function startFakeOpenMeteo(): Promise<FakeOpenMeteo> {
  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: `http://${host}`,
    host,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
