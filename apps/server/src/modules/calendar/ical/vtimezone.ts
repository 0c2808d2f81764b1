import { toWall } from '../time-zones.js';
import { formatFloating } from './ical-values.js';

/**
 * VTIMEZONE components made from the runtime's own IANA data (Intl), so they match the offsets
 * the server expands with: every real transition of the years a calendar covers, and after
 * them the zone's current yearly rule (when it has a regular one) for series that never end.
 */

/**
 * Offsets are sampled weekly, then each change is found to the second: no zone changes its
 * offset twice within a week, and Intl is slow enough for daily samples to cost 0.2 s a zone.
 */
const SAMPLE_MS = 7 * 24 * 60 * 60 * 1000;

type Transition = {
  /** The instant the new offset starts. */
  at: number;
  /** Offsets from UTC in seconds. */
  from: number;
  to: number;
};

/** Seconds east of UTC in the zone at the instant. */
const offsetAt = (instant: number, zone: string) =>
  Math.round((toWall(new Date(instant), zone).getTime() - instant) / 1000);

/** Every change of offset in [from, to), found week by week and then to the second. */
function transitionsOf(zone: string, from: number, to: number): Transition[] {
  const found: Transition[] = [];
  let before = from;
  let offset = offsetAt(from, zone);
  for (let next = from + SAMPLE_MS; before < to; next += SAMPLE_MS) {
    const nextOffset = offsetAt(next, zone);
    if (nextOffset !== offset) {
      let low = before;
      let high = next;
      while (high - low > 1000) {
        const middle = Math.floor((low + high) / 2000) * 1000;
        if (offsetAt(middle, zone) === offset) low = middle;
        else high = middle;
      }
      found.push({ at: high, from: offset, to: nextOffset });
      offset = nextOffset;
    }
    before = next;
  }
  return found.filter((transition) => transition.at < to);
}

/** +0100, -0330, or +003412 for offsets with seconds. */
function formatOffset(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+';
  const absolute = Math.abs(seconds);
  const pad = (value: number) => String(value).padStart(2, '0');
  const text = `${pad(Math.floor(absolute / 3600))}${pad(Math.floor((absolute % 3600) / 60))}`;
  return `${sign}${text}${absolute % 60 ? pad(absolute % 60) : ''}`;
}

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

/** The local onset (in the offset before the change) as a floating Date. */
const onsetOf = (transition: Transition) => new Date(transition.at + transition.from * 1000);

/** The yearly rule a transition follows: BYMONTH and BYDAY (nth or last weekday of the month). */
function ruleOf(transition: Transition) {
  const onset = onsetOf(transition);
  const day = onset.getUTCDate();
  const daysInMonth = new Date(
    Date.UTC(onset.getUTCFullYear(), onset.getUTCMonth() + 1, 0),
  ).getUTCDate();
  return {
    month: onset.getUTCMonth() + 1,
    weekday: WEEKDAYS[onset.getUTCDay()]!,
    nth: Math.ceil(day / 7),
    last: day + 7 > daysInMonth,
    time: onset.toISOString().slice(11, 19),
    from: transition.from,
    to: transition.to,
  };
}

/**
 * The RRULE each of the final year's transitions repeats by, when the last three years all
 * followed the same rules; otherwise none (the zone is irregular, and only the real transitions
 * are written).
 */
function yearlyRules(transitions: Transition[], lastYear: number): Map<Transition, string> {
  const rules = new Map<Transition, string>();
  const inYear = (year: number) =>
    transitions.filter((transition) => onsetOf(transition).getUTCFullYear() === year);
  const years = [lastYear - 2, lastYear - 1, lastYear].map(inYear);
  const final = years[2]!;
  if (!final.length || years.some((year) => year.length !== final.length)) return rules;
  for (const [index, transition] of final.entries()) {
    const rule = ruleOf(transition);
    const earlier = years.slice(0, 2).map((year) => ruleOf(year[index]!));
    const same = (other: ReturnType<typeof ruleOf>, byLast: boolean) =>
      other.month === rule.month &&
      other.weekday === rule.weekday &&
      other.time === rule.time &&
      other.from === rule.from &&
      other.to === rule.to &&
      (byLast ? other.last : other.nth === rule.nth);
    const byLast = rule.last && earlier.every((other) => same(other, true));
    const byNth = earlier.every((other) => same(other, false));
    if (!byLast && !byNth) return new Map();
    const byDay = `${byLast ? -1 : rule.nth}${rule.weekday}`;
    rules.set(transition, `FREQ=YEARLY;BYMONTH=${rule.month};BYDAY=${byDay}`);
  }
  return rules;
}

/** One STANDARD or DAYLIGHT sub-component. */
function observance(onset: Date, from: number, to: number, rrule?: string): string[] {
  const kind = to > from ? 'DAYLIGHT' : 'STANDARD';
  return [
    `BEGIN:${kind}`,
    `DTSTART:${formatFloating(onset)}`,
    ...(rrule ? [`RRULE:${rrule}`] : []),
    `TZOFFSETFROM:${formatOffset(from)}`,
    `TZOFFSETTO:${formatOffset(to)}`,
    `END:${kind}`,
  ];
}

/**
 * The VTIMEZONE of an IANA zone for the years [fromYear, toYear] (unfolded lines): the offset in
 * force when fromYear begins, each transition up to the end of toYear, and the final year's
 * transitions repeating yearly from then on when the zone follows a regular rule.
 */
export function vtimezoneLines(zone: string, fromYear: number, toYear: number): string[] {
  const key = `${zone}|${fromYear}|${toYear}`;
  let lines = made.get(key);
  if (!lines) {
    lines = makeVtimezone(zone, fromYear, toYear);
    // Feeds are fetched again every few minutes for the same zones and years.
    if (made.size >= MAX_KEPT) made.delete(made.keys().next().value!);
    made.set(key, lines);
  }
  return [...lines];
}

const made = new Map<string, string[]>();
const MAX_KEPT = 500;

function makeVtimezone(zone: string, fromYear: number, toYear: number): string[] {
  const from = Date.UTC(fromYear, 0, 1);
  const to = Date.UTC(toYear + 1, 0, 1);
  const transitions = transitionsOf(zone, from, to);
  const rules = yearlyRules(transitions, toYear);
  const initial = offsetAt(from, zone);
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    `X-LIC-LOCATION:${zone}`,
    ...observance(new Date(from + initial * 1000), initial, initial),
  ];
  for (const transition of transitions) {
    lines.push(
      ...observance(onsetOf(transition), transition.from, transition.to, rules.get(transition)),
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
