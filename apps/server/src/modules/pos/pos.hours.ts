import {
  clockMinutes,
  POS_WEEKDAYS,
  type OpeningHours,
  type PosWeekday,
} from '@worksphere/contracts';

export type ShopClock = {
  /** The business day, YYYY-MM-DD, in the shop's time zone. */
  day: string;
  weekday: PosWeekday;
  /** Minutes since local midnight. */
  minutes: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The shop's wall clock at `now`: its day, weekday and minute of the day. */
export function shopClock(timeZone: string, now: Date = new Date()): ShopClock {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const weekday = parts.weekday!.toLowerCase().slice(0, 3) as PosWeekday;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: POS_WEEKDAYS.includes(weekday) ? weekday : 'mon',
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** Is the shop open at `now`? Periods include their opening minute and exclude their closing one. */
export function isOpenAt(hours: OpeningHours, timeZone: string, now: Date = new Date()): boolean {
  const clock = shopClock(timeZone, now);
  return (hours[clock.weekday] ?? []).some(
    (period) =>
      clock.minutes >= clockMinutes(period.open) && clock.minutes < clockMinutes(period.close),
  );
}
