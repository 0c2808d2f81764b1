import type { TestProject } from 'vitest/node';
import { startFakeOpenMeteo } from './fakeOpenMeteo';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * One server for the whole browser run; every test registers its own organisations. Its weather
 * comes from a local Open-Meteo, never from the internet.
 */
export default async function setup(project: TestProject) {
  const weather = await startFakeOpenMeteo();
  const server = await startServer({
    WEATHER_BASE_URL: weather.baseUrl,
    OUTBOUND_ALLOWED_HOSTS: weather.host,
    // Reminders due are found within a second, so the reminder journey waits no longer.
    CALENDAR_REMINDER_INTERVAL_MS: '1000',
    // A colleague's call unanswered for 12 s is missed, so the missed-call journey waits no longer.
    COLLEAGUE_CALL_RING_MS: '12000',
    // Two journeys run at once, both from 127.0.0.1: the per-address limits must not count one
    // journey's orders, uploads or calls against the other's.
    POS_ORDER_RATE_LIMIT_MAX: '500',
    UPLOAD_RATE_LIMIT_MAX: '500',
    CALLS_RATE_LIMIT_MAX: '500',
    AI_RATE_LIMIT_MAX: '500',
  }).catch(async (error: unknown) => {
    await weather.stop();
    throw error;
  });
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    await weather.stop();
  };
}
