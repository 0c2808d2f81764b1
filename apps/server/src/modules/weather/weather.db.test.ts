import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DEFAULT_WEATHER_LOCATION,
  WEATHER_MESSAGES,
  weatherResponseSchema,
} from '@worksphere/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, registerOrganization } from '../../test/factories.js';
import { call, createTestApp, useTestApp } from '../../test/test-app.js';

/** A local Open-Meteo answering in its real JSON; `stall` makes it never answer. */
const requests: URL[] = [];
let stall = false;
const fake: Server = createServer((request: IncomingMessage, response) => {
  const url = new URL(request.url ?? '/', 'http://fake');
  requests.push(url);
  if (stall) return;
  if (url.pathname !== '/v1/forecast') {
    response.writeHead(404).end();
    return;
  }
  if (url.searchParams.get('latitude') === '0') {
    response.writeHead(400, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: true, reason: 'Latitude must be in range' }));
    return;
  }
  const start = Date.parse(`${url.searchParams.get('start_date')}T00:00:00Z`);
  const end = Date.parse(`${url.searchParams.get('end_date')}T00:00:00Z`);
  const time: string[] = [];
  for (let day = start; day <= end; day += 86_400_000)
    time.push(new Date(day).toISOString().slice(0, 10));
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      latitude: Number(url.searchParams.get('latitude')),
      longitude: Number(url.searchParams.get('longitude')),
      timezone: url.searchParams.get('timezone'),
      daily_units: {
        time: 'iso8601',
        weather_code: 'wmo code',
        temperature_2m_max: '°C',
        temperature_2m_min: '°C',
      },
      daily: {
        time,
        weather_code: time.map((_, index) => (index === 2 ? null : [0, 61, 3][index % 3])),
        temperature_2m_max: time.map((_, index) => 20 + index),
        temperature_2m_min: time.map((_, index) => 10 + index / 2),
      },
    }),
  );
});
let fakeHost = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeHost = `127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(async () => {
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

const testApp = useTestApp(() => ({
  WEATHER_BASE_URL: `http://${fakeHost}`,
  OUTBOUND_ALLOWED_HOSTS: fakeHost,
}));

describe('weather', () => {
  it('answers Open-Meteo’s days for the default location, cached per day', async () => {
    const admin = await registerOrganization(testApp.app);
    requests.length = 0;
    const response = await call(testApp.app, 'GET', '/weather?start=2024-05-01&end=2024-05-04', {
      token: admin.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(weatherResponseSchema.parse(response.json()).days).toEqual([
      { date: '2024-05-01', weatherCode: 0, maxTemp: 20, minTemp: 10 },
      { date: '2024-05-02', weatherCode: 61, maxTemp: 21, minTemp: 10.5 },
      // 2024-05-03 has a null code: left out.
      { date: '2024-05-04', weatherCode: 0, maxTemp: 23, minTemp: 11.5 },
    ]);
    expect(requests).toHaveLength(1);
    const asked = requests[0]!.searchParams;
    expect(Object.fromEntries(asked)).toEqual({
      latitude: String(DEFAULT_WEATHER_LOCATION.latitude),
      longitude: String(DEFAULT_WEATHER_LOCATION.longitude),
      daily: 'weather_code,temperature_2m_max,temperature_2m_min',
      timezone: DEFAULT_WEATHER_LOCATION.timezone,
      start_date: '2024-05-01',
      end_date: '2024-05-04',
    });
    // Cached: a second organisation at the same place asks nothing new; a wider range asks only the rest.
    const other = await registerOrganization(testApp.app);
    await call(testApp.app, 'GET', '/weather?start=2024-05-02&end=2024-05-03', {
      token: other.token,
    });
    expect(requests).toHaveLength(1);
    const wider = await call(testApp.app, 'GET', '/weather?start=2024-05-03&end=2024-05-06', {
      token: admin.token,
    });
    expect(wider.json().days.map((day: { date: string }) => day.date)).toEqual([
      '2024-05-04',
      '2024-05-05',
      '2024-05-06',
    ]);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.searchParams.get('start_date')).toBe('2024-05-05');
  });

  it('refuses bad ranges', async () => {
    const admin = await registerOrganization(testApp.app);
    const get = (query: string) =>
      call(testApp.app, 'GET', `/weather?${query}`, { token: admin.token });
    expect((await get('start=2024-05-01')).statusCode).toBe(400);
    expect((await get('start=2024-02-30&end=2024-03-01')).statusCode).toBe(400);
    const backwards = await get('start=2024-05-02&end=2024-05-01');
    expect(backwards.json().error).toBe(WEATHER_MESSAGES.endBeforeStart);
    const long = await get('start=2024-01-01&end=2024-03-01');
    expect(long.json().error).toBe(WEATHER_MESSAGES.rangeTooLong);
    expect(
      (await call(testApp.app, 'GET', '/weather?start=2024-05-01&end=2024-05-02')).statusCode,
    ).toBe(401);
  });

  it('the location: admin only, per organisation, validated', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const stranger = await registerOrganization(testApp.app);
    const berlin = { latitude: 52.52, longitude: 13.41, timezone: 'Europe/Berlin' };
    const refused = await call(testApp.app, 'PUT', '/weather/location', {
      token: member.token,
      body: berlin,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(WEATHER_MESSAGES.locationForbidden);
    const badZone = await call(testApp.app, 'PUT', '/weather/location', {
      token: admin.token,
      body: { ...berlin, timezone: 'Nowhere/Here' },
    });
    expect(badZone.statusCode).toBe(400);
    const badLatitude = await call(testApp.app, 'PUT', '/weather/location', {
      token: admin.token,
      body: { ...berlin, latitude: 91 },
    });
    expect(badLatitude.statusCode).toBe(400);
    const saved = await call(testApp.app, 'PUT', '/weather/location', {
      token: admin.token,
      body: berlin,
    });
    expect(saved.json()).toEqual({ location: berlin });
    expect(
      (await call(testApp.app, 'GET', '/weather/location', { token: member.token })).json(),
    ).toEqual({ location: berlin });
    expect(
      (await call(testApp.app, 'GET', '/weather/location', { token: stranger.token })).json(),
    ).toEqual({ location: DEFAULT_WEATHER_LOCATION });

    requests.length = 0;
    await call(testApp.app, 'GET', '/weather?start=2024-06-01&end=2024-06-01', {
      token: member.token,
    });
    expect(requests[0]!.searchParams.get('latitude')).toBe('52.52');
    expect(requests[0]!.searchParams.get('timezone')).toBe('Europe/Berlin');
  });

  it('a provider error answers no days', async () => {
    const admin = await registerOrganization(testApp.app);
    await call(testApp.app, 'PUT', '/weather/location', {
      token: admin.token,
      body: { latitude: 0, longitude: 0, timezone: 'UTC' },
    });
    const response = await call(testApp.app, 'GET', '/weather?start=2024-05-01&end=2024-05-02', {
      token: admin.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ days: [] });
  });

  it('with no network (nothing listening, or no answer) it answers no days within 2 s', async () => {
    const unreachable = await createTestApp({
      WEATHER_BASE_URL: 'http://127.0.0.1:9',
      OUTBOUND_ALLOWED_HOSTS: '127.0.0.1:9',
    });
    try {
      const admin = await registerOrganization(unreachable.app);
      const response = await call(
        unreachable.app,
        'GET',
        '/weather?start=2024-05-01&end=2024-05-02',
        { token: admin.token },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ days: [] });
    } finally {
      await unreachable.close();
    }
    // A network that swallows the request: the fake accepts and never answers.
    stall = true;
    try {
      const admin = await registerOrganization(testApp.app);
      await call(testApp.app, 'PUT', '/weather/location', {
        token: admin.token,
        body: { latitude: 1, longitude: 1, timezone: 'UTC' },
      });
      const started = Date.now();
      const response = await call(testApp.app, 'GET', '/weather?start=2024-05-01&end=2024-05-02', {
        token: admin.token,
      });
      expect(Date.now() - started).toBeLessThan(2_500);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ days: [] });
    } finally {
      stall = false;
    }
  });
});
