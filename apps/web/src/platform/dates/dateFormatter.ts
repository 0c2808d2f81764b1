/**
 * The one place dates and times become text (PRODUCT "Dates and numbers"): `Intl` with the
 * user's locale, time zone and 12/24-hour clock. Plain `Intl`, no date library, because the
 * module is on the first paint.
 */
import { formattingLocale } from '../i18n/locales';

/** 'auto' follows the locale; otherwise a 12-hour or 24-hour clock. */
export type TimeFormat = 'auto' | '12h' | '24h';

export type DatePreferences = {
  /** A BCP 47 locale; undefined: the browser's. */
  locale?: string | undefined;
  /** An IANA zone every date is shown in. */
  timeZone: string;
  timeFormat: TimeFormat;
};

/** An instant: a Date (TZDate too), epoch milliseconds or an ISO string. */
export type DateInput = Date | number | string;

const HOUR_CYCLES = { auto: undefined, '12h': 'h12', '24h': 'h23' } as const;

const DAY = { year: 'numeric', month: 'short', day: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: '2-digit' } as const;
const PATTERNS = {
  date: DAY,
  weekdayDate: { weekday: 'short', ...DAY },
  shortDate: { month: 'short', day: 'numeric' },
  time: TIME,
  dateTime: { ...DAY, ...TIME },
  weekdayDateTime: { weekday: 'short', ...DAY, ...TIME },
  dayHeading: { weekday: 'long', month: 'long', day: 'numeric' },
  dayHeadingWithYear: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  monthYear: { month: 'long', year: 'numeric' },
  monthName: { month: 'long' },
  weekdayShort: { weekday: 'short' },
  dayOfMonth: { day: 'numeric' },
  // Machine form, whatever the locale: en-CA writes yyyy-MM-dd.
  dayKey: { year: 'numeric', month: '2-digit', day: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type PatternName = keyof typeof PATTERNS;

const formatCache = new Map<string, Intl.DateTimeFormat>();

/** One Intl.DateTimeFormat per locale, zone, clock and pattern, built on first use. */
function intlFormat(preferences: DatePreferences, pattern: PatternName): Intl.DateTimeFormat {
  const locale = pattern === 'dayKey' ? 'en-CA' : preferences.locale;
  const key = `${locale ?? ''}|${preferences.timeZone}|${preferences.timeFormat}|${pattern}`;
  let cached = formatCache.get(key);
  if (!cached) {
    const hourCycle = HOUR_CYCLES[preferences.timeFormat];
    cached = new Intl.DateTimeFormat(locale, {
      ...PATTERNS[pattern],
      timeZone: preferences.timeZone,
      ...(hourCycle && 'hour' in PATTERNS[pattern] ? { hourCycle } : {}),
    });
    formatCache.set(key, cached);
  }
  return cached;
}

const relativeCache = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(locale: string | undefined): Intl.RelativeTimeFormat {
  const key = locale ?? '';
  let cached = relativeCache.get(key);
  if (!cached) {
    cached = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeCache.set(key, cached);
  }
  return cached;
}

/** The instant, or null when the input is not a date. */
export function toInstant(value: DateInput): Date | null {
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/** Every way the app shows a date, bound to one set of preferences. */
export type DateFormatter = ReturnType<typeof createDateFormatter>;

/** The formatting functions for these preferences; invalid input gives ''. */
export function createDateFormatter(preferences: DatePreferences) {
  const run = (pattern: PatternName, value: DateInput) => {
    const instant = toInstant(value);
    return instant ? intlFormat(preferences, pattern).format(instant) : '';
  };
  const dayKey = (value: DateInput) => run('dayKey', value);
  const isSameDay = (a: DateInput, b: DateInput) => dayKey(a) !== '' && dayKey(a) === dayKey(b);
  const yearOf = (value: DateInput) => dayKey(value).slice(0, 4);
  const dayNumber = (value: DateInput) => {
    const key = dayKey(value);
    return key ? Date.parse(`${key}T00:00:00Z`) / 86_400_000 : Number.NaN;
  };

  return {
    preferences,
    /** "Nov 27, 2026"; with the weekday "Fri, Nov 27, 2026". */
    formatDate: (value: DateInput, options: { withWeekday?: boolean } = {}) =>
      run(options.withWeekday ? 'weekdayDate' : 'date', value),
    /** "Nov 27": the day without the year. */
    formatShortDate: (value: DateInput) => run('shortDate', value),
    /** "3:00 PM" or "15:00", by the clock preference. */
    formatTime: (value: DateInput) => run('time', value),
    /** "Nov 27, 2026, 3:00 PM". */
    formatDateTime: (value: DateInput, options: { withWeekday?: boolean } = {}) =>
      run(options.withWeekday ? 'weekdayDateTime' : 'dateTime', value),
    /** "Friday, November 27", with the year when it is not this year's. */
    formatDayHeading: (value: DateInput, now: DateInput = Date.now()) =>
      run(yearOf(value) === yearOf(now) ? 'dayHeading' : 'dayHeadingWithYear', value),
    /** "November 2026". */
    formatMonthYear: (value: DateInput) => run('monthYear', value),
    /** "November" for a month index 0-11. */
    formatMonthName: (month: number) =>
      intlFormat({ ...preferences, timeZone: 'UTC' }, 'monthName').format(
        Date.UTC(2000, month, 15),
      ),
    /** "Fri". */
    formatWeekdayShort: (value: DateInput) => run('weekdayShort', value),
    /** "27". */
    formatDayOfMonth: (value: DateInput) => run('dayOfMonth', value),
    /** The clock time today, the date and time on other days. */
    formatTimeOrDateTime: (value: DateInput, now: DateInput = Date.now()) =>
      isSameDay(value, now) ? run('time', value) : run('dateTime', value),
    /** A list's date: the clock time today, "Nov 27" this year, "Nov 27, 2025" before. */
    formatListDate: (value: DateInput, now: DateInput = Date.now()) =>
      isSameDay(value, now)
        ? run('time', value)
        : yearOf(value) === yearOf(now)
          ? run('shortDate', value)
          : run('date', value),
    /** "now", "5 minutes ago", "in 2 hours", "yesterday"; the date from a week away on. */
    formatRelative: (value: DateInput, now: DateInput = Date.now()) => {
      const instant = toInstant(value);
      const reference = toInstant(now);
      if (!instant || !reference) return '';
      let amount = (instant.getTime() - reference.getTime()) / 1000;
      for (const [unit, size] of RELATIVE_STEPS) {
        if (Math.abs(amount) < size) {
          return relativeFormat(preferences.locale).format(
            unit === 'second' ? 0 : Math.trunc(amount),
            unit,
          );
        }
        amount /= size;
      }
      return run('date', instant);
    },
    /**
     * "Fri, Nov 27, 2026, 9:00 – 10:30 AM": the parts both ends share are written once. All-day
     * ranges take their last day (not the exclusive end) and show no clock.
     */
    formatRange: (start: DateInput, end: DateInput, options: { allDay?: boolean } = {}) => {
      const from = toInstant(start);
      const to = toInstant(end);
      if (!from || !to) return '';
      const format = intlFormat(preferences, options.allDay ? 'weekdayDate' : 'weekdayDateTime');
      return to.getTime() < from.getTime() ? format.format(from) : format.formatRange(from, to);
    },
    /** 'yyyy-MM-dd' of the day the instant falls on in the user's zone (a key, not for display). */
    dayKey,
    /** Whether both instants fall on the same day in the user's zone. */
    isSameDay,
    /** Calendar days from the first instant's day to the second's in the user's zone (DST-proof). */
    daysBetween: (from: DateInput, to: DateInput) => dayNumber(to) - dayNumber(from),
  };
}

/** The browser's own zone: the default when the profile has none. */
export function browserTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The interface's locale, the browser's zone and clock: what is shown before anyone signs in. */
export function browserDatePreferences(): DatePreferences {
  return { locale: formattingLocale, timeZone: browserTimeZone(), timeFormat: 'auto' };
}
