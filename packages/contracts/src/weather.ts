import { z } from 'zod';
import { text } from './validation.js';

/** The spec's fixed location (spec 3 §9); an organisation may set its own. */
export const DEFAULT_WEATHER_LOCATION = {
  latitude: 43.65,
  longitude: -79.38,
  timezone: 'America/New_York',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const daySchema = text().trim().regex(DAY, 'Use a date as YYYY-MM-DD.');

/** Longest range one GET /weather may ask for. */
export const MAX_WEATHER_DAYS = 31;

/** The texts of the weather calls. */
export const WEATHER_MESSAGES = {
  rangeTooLong: `Ask for at most ${MAX_WEATHER_DAYS} days of weather at a time.`,
  endBeforeStart: 'The end date must not be before the start date.',
  locationForbidden: 'Only an admin can change the weather location.',
} as const;

/** GET /weather?start&end: days as YYYY-MM-DD, at most 31 days apart. */
export const weatherQuerySchema = z.object({ start: daySchema, end: daySchema });

/** One day of the forecast (spec 3 §3), from Open-Meteo's daily arrays. */
export const weatherDaySchema = z.object({
  date: z.string(),
  weatherCode: z.number().int(),
  maxTemp: z.number(),
  minTemp: z.number(),
});
export type WeatherDay = z.infer<typeof weatherDaySchema>;

/** With no network the list is empty: the calendar shows no icons and no error. */
export const weatherResponseSchema = z.object({ days: z.array(weatherDaySchema) });
export type WeatherResponse = z.infer<typeof weatherResponseSchema>;

/** The organisation's weather location (Settings, admin): PUT /weather/location. */
export const weatherLocationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  timezone: text().trim().min(1).max(100),
});
export type WeatherLocation = z.infer<typeof weatherLocationSchema>;

/** Icon per weather code (spec 3 §9); anything else gets the default icon. */
export type WeatherIcon =
  | 'sun'
  | 'partly-cloudy'
  | 'cloud'
  | 'fog'
  | 'drizzle'
  | 'rain'
  | 'snow'
  | 'thunderstorm'
  | 'default';

export function weatherIconFor(code: number): WeatherIcon {
  if (code === 0 || code === 1) return 'sun';
  if (code === 2) return 'partly-cloudy';
  if (code === 3) return 'cloud';
  if (code === 45 || code === 48) return 'fog';
  if (code === 51 || code === 53 || code === 55) return 'drizzle';
  if (code === 61 || code === 63 || code === 65) return 'rain';
  if (code === 71 || code === 73 || code === 75) return 'snow';
  if (code === 95 || code === 96 || code === 99) return 'thunderstorm';
  return 'default';
}
