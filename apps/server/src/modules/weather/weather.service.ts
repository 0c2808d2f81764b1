import { LRUCache } from 'lru-cache';
import {
  DEFAULT_WEATHER_LOCATION,
  INPUT_MESSAGES,
  isTimeZone,
  MAX_WEATHER_DAYS,
  parseInstant,
  WEATHER_MESSAGES,
  type WeatherDay,
  type WeatherLocation,
} from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import type { SessionContext } from '../../platform/auth/session-context.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { fetchDailyWeather } from './open-meteo.js';
import * as repo from './weather.repo.js';
import { recordSettingsChanged } from '../audit/audit.record.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A forecast is kept a few hours; a failed fetch is not retried for a minute. */
const CACHE_TTL_MS = 3 * 60 * 60 * 1000;
const FAILURE_TTL_MS = 60 * 1000;
const CACHE_DAYS = 20_000;
/** With no network the calendar must not wait: an empty forecast within 2 s. */
export const WEATHER_TIMEOUT_MS = 2_000;

const invalid = (message: string) => new AppError('VALIDATION_ERROR', message);

function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (
    let time = Date.parse(`${start}T00:00:00Z`);
    time <= Date.parse(`${end}T00:00:00Z`);
    time += DAY_MS
  ) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * GET /weather through the server: Open-Meteo's daily forecast for the organisation's location,
 * cached per location and day. Any failure answers no days (the calendar shows no icons).
 */
export function createWeatherService({ db, config, logger, outbound }: AppDeps) {
  const cache = new LRUCache<string, WeatherDay | false>({ max: CACHE_DAYS, ttl: CACHE_TTL_MS });
  const locationKey = (location: WeatherLocation) =>
    `${location.latitude},${location.longitude},${location.timezone}`;

  async function locationOf(organizationId: string): Promise<WeatherLocation> {
    const row = await repo.findLocation(db, organizationId);
    return row
      ? { latitude: row.latitude, longitude: row.longitude, timezone: row.timezone }
      : { ...DEFAULT_WEATHER_LOCATION };
  }

  async function getWeather(session: SessionContext, query: { start: string; end: string }) {
    if (!parseInstant(query.start) || !parseInstant(query.end)) {
      throw invalid(INPUT_MESSAGES.invalidDate);
    }
    if (query.end < query.start) throw invalid(WEATHER_MESSAGES.endBeforeStart);
    const dates = daysBetween(query.start, query.end);
    if (dates.length > MAX_WEATHER_DAYS) throw invalid(WEATHER_MESSAGES.rangeTooLong);

    const location = await locationOf(session.organizationId);
    const prefix = locationKey(location);
    const missing = dates.filter((date) => !cache.has(`${prefix}:${date}`));
    if (missing.length && !cache.has(`${prefix}:failed`)) {
      try {
        const days = await fetchDailyWeather(
          outbound,
          config.weatherBaseUrl,
          location,
          { start: missing[0]!, end: missing[missing.length - 1]! },
          WEATHER_TIMEOUT_MS,
        );
        const answered = new Map(days.map((day) => [day.date, day]));
        for (const date of daysBetween(missing[0]!, missing[missing.length - 1]!)) {
          cache.set(`${prefix}:${date}`, answered.get(date) ?? false);
        }
      } catch (error) {
        cache.set(`${prefix}:failed`, false, { ttl: FAILURE_TTL_MS });
        // The host only: a commercial Open-Meteo URL may carry an API key.
        logger.warn(
          { host: new URL(config.weatherBaseUrl).host, err: (error as Error).message },
          'weather unavailable',
        );
      }
    }
    const days = dates
      .map((date) => cache.get(`${prefix}:${date}`))
      .filter((day): day is WeatherDay => Boolean(day));
    return { days };
  }

  async function getLocation(session: SessionContext): Promise<WeatherLocation> {
    return locationOf(session.organizationId);
  }

  /** PUT /weather/location (admin). */
  async function setLocation(session: SessionContext, location: WeatherLocation) {
    if (session.role !== 'ADMIN') throw forbidden(WEATHER_MESSAGES.locationForbidden);
    if (!isTimeZone(location.timezone)) throw invalid(INPUT_MESSAGES.invalidTimeZone);
    await repo.upsertLocation(db, session.organizationId, location);
    await recordSettingsChanged(db, session, 'weather_location', Object.keys(location));
    return location;
  }

  return { getWeather, getLocation, setLocation };
}
