import type { TimeFormat } from '@worksphere/contracts';

/*
 * Dates and times the assistant writes, in the shell's one format (the web's
 * platform/dates "weekdayDateTime"): "Fri, Nov 27, 2026, 3:00 PM", in the user's zone and with
 * their 12/24-hour clock setting.
 */

export type InstantClock = { timeZone: string; timeFormat?: TimeFormat | undefined };

const LOCALE = 'en-US';
const HOUR_CYCLES = { auto: undefined, '12h': 'h12', '24h': 'h23' } as const;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor({ timeZone, timeFormat = 'auto' }: InstantClock, withTime: boolean) {
  const key = `${timeZone}|${timeFormat}|${withTime}`;
  let cached = formats.get(key);
  if (!cached) {
    const hourCycle = HOUR_CYCLES[timeFormat];
    cached = new Intl.DateTimeFormat(LOCALE, {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      ...(withTime
        ? { hour: 'numeric', minute: '2-digit', ...(hourCycle ? { hourCycle } : {}) }
        : {}),
      timeZone,
    });
    formats.set(key, cached);
  }
  return cached;
}

/** An instant as the user reads it; a zone alone (string) uses the locale's clock. */
export function formatInstant(
  at: Date | string,
  clock: InstantClock | string,
  withTime = true,
): string {
  const settings = typeof clock === 'string' ? { timeZone: clock } : clock;
  // Intl puts a narrow no-break space before AM/PM; answers are plain text.
  return formatFor(settings, withTime).format(new Date(at)).replace(/\s/g, ' ');
}
