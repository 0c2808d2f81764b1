import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ICAL from 'ical.js';

/**
 * Expands iCalendar text in the clients our feed and invitations are read by: ical.js
 * (Thunderbird's parser), python icalendar with recurring_ical_events, and vobject. Each
 * occurrence is reduced to the same plain form so the three lists can be compared as they are.
 */
export type Occurrence = {
  uid: string;
  summary: string;
  /** All-day: YYYY-MM-DD; timed: the UTC instant as YYYY-MM-DDTHH:mm:ssZ. */
  start: string;
  end: string;
};

export type Window = { from: Date; to: Date };

const PYTHON = '/usr/bin/python3';
const SCRIPT = fileURLToPath(new URL('./expand_ics.py', import.meta.url));
const run = promisify(execFile);

const utcText = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** ical.js's value: a date as itself; a time converted through the VTIMEZONE it names. */
function icalTimeText(time: ICAL.Time): string {
  if (time.isDate) return time.toString().slice(0, 10);
  if (time.zone === ICAL.Timezone.localTimezone) {
    throw new Error(`floating time ${time.toString()}`);
  }
  return utcText(time.toJSDate());
}

const byStart = (a: Occurrence, b: Occurrence) =>
  a.start.localeCompare(b.start) ||
  a.uid.localeCompare(b.uid) ||
  a.summary.localeCompare(b.summary);

/** Instants of a value for the window test; dates count from midnight UTC, as in Python. */
const instantOf = (text: string) => new Date(text.length === 10 ? `${text}T00:00:00Z` : text);
const inWindow = (item: Occurrence, { from, to }: Window) =>
  instantOf(item.start) < to && instantOf(item.end) > from;

/**
 * ical.js as a calendar app uses it: the calendar's VTIMEZONEs registered, each series with its
 * edited occurrences as exceptions, expanded with its iterator.
 */
export function expandWithIcalJs(text: string, window: Window): Occurrence[] {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  const vevents = calendar.getAllSubcomponents('vevent');
  const found: Occurrence[] = [];
  for (const master of vevents.filter((vevent) => !vevent.hasProperty('recurrence-id'))) {
    const uid = master.getFirstPropertyValue('uid');
    const event = new ICAL.Event(master, {
      exceptions: vevents.filter(
        (vevent) =>
          vevent.hasProperty('recurrence-id') && vevent.getFirstPropertyValue('uid') === uid,
      ),
    });
    const add = (item: ICAL.Event, start: ICAL.Time, end: ICAL.Time) => {
      const occurrence = {
        uid: String(uid),
        summary: item.summary ?? '',
        start: icalTimeText(start),
        end: icalTimeText(end),
      };
      if (inWindow(occurrence, window)) found.push(occurrence);
    };
    if (!event.isRecurring()) {
      add(event, event.startDate, event.endDate);
      continue;
    }
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      // Past the window's end by more than a day (dates are placed at midnight UTC): done.
      if (next.toJSDate().getTime() > window.to.getTime() + 2 * 86_400_000) break;
      add(details.item, details.startDate, details.endDate);
    }
  }
  return found.sort(byStart);
}

/** python icalendar + recurring_ical_events, and vobject, run by the system's Python. */
export async function expandWithPython(
  text: string,
  window: Window,
): Promise<{ recurringIcalEvents: Occurrence[]; vobject: Occurrence[] }> {
  const child = run(PYTHON, [SCRIPT, utcText(window.from), utcText(window.to)], {
    maxBuffer: 20 * 1024 * 1024,
  });
  child.child.stdin!.end(text);
  const { stdout } = await child;
  const parsed = JSON.parse(stdout) as {
    recurring_ical_events: Occurrence[];
    vobject: Occurrence[];
  };
  return {
    recurringIcalEvents: parsed.recurring_ical_events.sort(byStart),
    vobject: parsed.vobject.sort(byStart),
  };
}

/** The three parsers' lists, which a test expects to be equal to each other and to its own. */
export async function expandEverywhere(text: string, window: Window) {
  const python = await expandWithPython(text, window);
  return { icalJs: expandWithIcalJs(text, window), ...python };
}
