import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ICAL from 'ical.js';

/** What a client reads from an iTIP message: the same shape from each parser. */
export type ItipReading = {
  method: string;
  events: Array<{
    uid: string;
    sequence: number;
    status: string;
    organizer: string;
    attendees: Array<{ email: string; partstat: string; rsvp: string }>;
    tzid: string;
    hasStamp: boolean;
  }>;
  timezones: string[];
};

const PYTHON = '/usr/bin/python3';
const SCRIPT = fileURLToPath(new URL('./read_itip.py', import.meta.url));
const run = promisify(execFile);
const address = (value: unknown) => String(value).toLowerCase().replace('mailto:', '');

/** ical.js (Thunderbird's parser). */
export function readWithIcalJs(text: string): ItipReading {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => ({
      uid: String(vevent.getFirstPropertyValue('uid')),
      sequence: Number(vevent.getFirstPropertyValue('sequence') ?? 0),
      status: String(vevent.getFirstPropertyValue('status') ?? ''),
      organizer: address(vevent.getFirstPropertyValue('organizer')),
      attendees: vevent.getAllProperties('attendee').map((attendee) => ({
        email: address(attendee.getFirstValue()),
        partstat: String(attendee.getParameter('partstat') ?? ''),
        rsvp: String(attendee.getParameter('rsvp') ?? ''),
      })),
      tzid: String(vevent.getFirstProperty('dtstart')?.getParameter('tzid') ?? ''),
      hasStamp: vevent.hasProperty('dtstamp'),
    })),
    timezones: calendar
      .getAllSubcomponents('vtimezone')
      .map((zone) => String(zone.getFirstPropertyValue('tzid'))),
  };
}

/** python icalendar and vobject, run by the system's Python. */
export async function readWithPython(
  text: string,
): Promise<{ icalendar: ItipReading; vobject: ItipReading }> {
  const child = run(PYTHON, [SCRIPT]);
  child.child.stdin!.end(text);
  const { stdout } = await child;
  return JSON.parse(stdout) as { icalendar: ItipReading; vobject: ItipReading };
}
