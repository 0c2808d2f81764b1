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

const DAY_MS = 86_400_000;

/** The weekday of a YYYY-MM-DD day. */
function weekdayOf(day: string): PosWeekday {
  return POS_WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

/** The YYYY-MM-DD day `count` days after `day`. */
function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** The instant when the shop's wall clock shows `minutes` past midnight of `day`. */
export function shopInstant(timeZone: string, day: string, minutes: number): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  // The zone's offset at a guess, then once more at the answer (a change of offset between).
  let instant = wall;
  for (let i = 0; i < 2; i += 1) {
    const clock = shopClock(timeZone, new Date(instant));
    const shown = Date.parse(`${clock.day}T00:00:00Z`) + clock.minutes * 60_000;
    instant += wall - shown;
  }
  return new Date(instant);
}

const periodsOf = (hours: OpeningHours, weekday: PosWeekday) =>
  [...(hours[weekday] ?? [])].sort((a, b) => clockMinutes(a.open) - clockMinutes(b.open));

/** When the shop next opens after `now` (within a week), or null when it never does. */
export function nextOpening(
  hours: OpeningHours,
  timeZone: string,
  now: Date = new Date(),
): Date | null {
  const clock = shopClock(timeZone, now);
  for (let offset = 0; offset <= 7; offset += 1) {
    const day = addDays(clock.day, offset);
    for (const period of periodsOf(hours, weekdayOf(day))) {
      const open = clockMinutes(period.open);
      if (offset === 0 && open <= clock.minutes) continue;
      return shopInstant(timeZone, day, open);
    }
  }
  return null;
}

/** The slots of one day from `fromMinutes` on: every `slotMinutes` from each period's start. */
function slotsOfDay(
  hours: OpeningHours,
  timeZone: string,
  slotMinutes: number,
  day: string,
  fromMinutes: number,
): Date[] {
  const slots: Date[] = [];
  for (const period of periodsOf(hours, weekdayOf(day))) {
    const close = clockMinutes(period.close);
    for (
      let start = clockMinutes(period.open);
      start + slotMinutes <= close;
      start += slotMinutes
    ) {
      if (start >= fromMinutes) slots.push(shopInstant(timeZone, day, start));
    }
  }
  return slots;
}

/**
 * The pickup slots at `now`: today's still to come (a slot ends by its period's close), and
 * those of the next opening day after today, within a week.
 */
export function pickupSlotDays(
  hours: OpeningHours,
  timeZone: string,
  slotMinutes: number,
  now: Date = new Date(),
): { today: Date[]; next: Date[] } {
  const clock = shopClock(timeZone, now);
  const today = slotsOfDay(hours, timeZone, slotMinutes, clock.day, clock.minutes + 1);
  for (let offset = 1; offset <= 7; offset += 1) {
    const next = slotsOfDay(hours, timeZone, slotMinutes, addDays(clock.day, offset), 0);
    if (next.length > 0) return { today, next };
  }
  return { today, next: [] };
}

/**
 * The pickup slots offered at `now`, before leaving out full ones: today's still to come, or
 * when today has none left (closed for the day, or its last slot has begun) the next opening
 * day's.
 */
export function pickupSlots(
  hours: OpeningHours,
  timeZone: string,
  slotMinutes: number,
  now: Date = new Date(),
): Date[] {
  const { today, next } = pickupSlotDays(hours, timeZone, slotMinutes, now);
  return today.length > 0 ? today : next;
}
