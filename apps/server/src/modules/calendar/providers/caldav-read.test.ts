import { describe, expect, it } from 'vitest';
import { eventsOfObject } from './caldav-calendar.js';

/** A calendar object as another client writes it (CRLF lines). */
const ics = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Other client//EN', ...lines, 'END:VCALENDAR']
    .join('\r\n')
    .concat('\r\n');

const spring = {
  timeMin: new Date('2030-03-18T00:00:00Z'),
  timeMax: new Date('2030-04-15T00:00:00Z'),
};
const starts = (events: ReturnType<typeof eventsOfObject>) =>
  events.map((event) => event.start.dateTime ?? event.start.date);

describe('reading CalDAV objects written by other clients', () => {
  it("shows a floating time as the viewer's wall clock, not as UTC", () => {
    const data = ics(
      'BEGIN:VEVENT',
      'UID:floating-1',
      'DTSTAMP:20300101T000000Z',
      'DTSTART:20300320T090000',
      'DTEND:20300320T100000',
      'SUMMARY:Floating breakfast',
      'END:VEVENT',
    );
    const [berlin] = eventsOfObject(data, 'f1', spring, 'acc', 'Europe/Berlin');
    expect(berlin!.start).toEqual({
      dateTime: '2030-03-20T08:00:00.000Z',
      timeZone: 'Europe/Berlin',
    });
    expect(berlin!.end.dateTime).toBe('2030-03-20T09:00:00.000Z');
    const [newYork] = eventsOfObject(data, 'f1', spring, 'acc', 'America/New_York');
    expect(newYork!.start.dateTime).toBe('2030-03-20T13:00:00.000Z');
  });

  it('a floating weekly series keeps its wall clock across the DST change', () => {
    const data = ics(
      'BEGIN:VEVENT',
      'UID:floating-weekly',
      'DTSTAMP:20300101T000000Z',
      'DTSTART:20300325T090000',
      'DTEND:20300325T093000',
      'RRULE:FREQ=WEEKLY;COUNT=3',
      'SUMMARY:Standup',
      'END:VEVENT',
    );
    const events = eventsOfObject(data, 'fw', spring, 'acc', 'Europe/Berlin');
    // 09:00 CET, then 09:00 CEST after 31 March.
    expect(starts(events)).toEqual([
      '2030-03-25T08:00:00.000Z',
      '2030-04-01T07:00:00.000Z',
      '2030-04-08T07:00:00.000Z',
    ]);
    expect(new Set(events.map((event) => event.id)).size).toBe(3);
  });

  it('a TZID with no VTIMEZONE in the object is read in that IANA zone', () => {
    const data = ics(
      'BEGIN:VEVENT',
      'UID:no-vtimezone',
      'DTSTAMP:20300101T000000Z',
      'DTSTART;TZID=America/New_York:20300320T090000',
      'DTEND;TZID=America/New_York:20300320T100000',
      'SUMMARY:Stripped zone',
      'END:VEVENT',
    );
    const [event] = eventsOfObject(data, 'nv', spring, 'acc', 'Europe/Berlin');
    expect(event!.start.dateTime).toBe('2030-03-20T13:00:00.000Z');
  });

  it('leaves out a cancelled event, a cancelled occurrence and an excluded one', () => {
    const cancelled = ics(
      'BEGIN:VEVENT',
      'UID:cancelled-1',
      'DTSTAMP:20300101T000000Z',
      'DTSTART:20300320T090000Z',
      'DTEND:20300320T100000Z',
      'STATUS:CANCELLED',
      'SUMMARY:Called off',
      'END:VEVENT',
    );
    expect(eventsOfObject(cancelled, 'c1', spring, 'acc', 'UTC')).toEqual([]);

    const series = ics(
      'BEGIN:VEVENT',
      'UID:series-1',
      'DTSTAMP:20300101T000000Z',
      'DTSTART:20300318T090000Z',
      'DTEND:20300318T100000Z',
      'RRULE:FREQ=WEEKLY;COUNT=4',
      'EXDATE:20300401T090000Z',
      'SUMMARY:Review',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:series-1',
      'DTSTAMP:20300101T000000Z',
      'RECURRENCE-ID:20300325T090000Z',
      'DTSTART:20300325T090000Z',
      'DTEND:20300325T100000Z',
      'STATUS:CANCELLED',
      'SUMMARY:Review',
      'END:VEVENT',
    );
    const events = eventsOfObject(series, 's1', spring, 'acc', 'UTC');
    expect(starts(events)).toEqual(['2030-03-18T09:00:00.000Z', '2030-04-08T09:00:00.000Z']);

    const wholeSeriesCancelled = series.replace(
      'RRULE:FREQ=WEEKLY;COUNT=4',
      'RRULE:FREQ=WEEKLY;COUNT=4\r\nSTATUS:CANCELLED',
    );
    expect(eventsOfObject(wholeSeriesCancelled, 's1', spring, 'acc', 'UTC')).toEqual([]);
  });
});
