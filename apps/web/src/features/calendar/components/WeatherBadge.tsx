import { weatherIconFor, type WeatherDay, type WeatherIcon } from '@worksphere/contracts';
import clsx from 'clsx';
import {
  Cloud,
  CloudDrizzle,
  CloudFog,
  CloudLightning,
  CloudRain,
  CloudSnow,
  CloudSun,
  Sun,
  Thermometer,
  type LucideIcon,
} from 'lucide-react';
import { calendarMessages } from '../calendar.messages';

const icons: Record<WeatherIcon, LucideIcon> = {
  sun: Sun,
  'partly-cloudy': CloudSun,
  cloud: Cloud,
  fog: CloudFog,
  drizzle: CloudDrizzle,
  rain: CloudRain,
  snow: CloudSnow,
  thunderstorm: CloudLightning,
  default: Thermometer,
};

/** A day's weather: the icon of its code (spec 3 §9) with the high and the low. */
export function WeatherBadge({ day, className }: { day: WeatherDay; className?: string }) {
  const kind = weatherIconFor(day.weatherCode);
  const Icon = icons[kind];
  const label = calendarMessages.weather(
    calendarMessages.weatherSummary[kind],
    day.maxTemp,
    day.minTemp,
  );
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-weather-icon={kind}
      className={clsx('inline-flex items-center gap-1 text-[11px] text-zinc-500', className)}
    >
      <Icon aria-hidden className="size-3.5 shrink-0 text-amber-500" />
      <span aria-hidden className="tabular-nums">
        {Math.round(day.maxTemp)}°<span className="text-zinc-400">/{Math.round(day.minTemp)}°</span>
      </span>
    </span>
  );
}
