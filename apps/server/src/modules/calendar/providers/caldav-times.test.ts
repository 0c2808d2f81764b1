import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  addMissingTimezones,
  formOf,
  setTime,
  shiftOccurrenceIds,
  timeProperty,
} from './caldav-times.js';

/** An object as Outlook exports it to a CalDAV server: a Windows zone name with its VTIMEZONE. */
const OUTLOOK = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:Microsoft Exchange Server 2010',
  'BEGIN:VTIMEZONE',
  'TZID:W. Europe Standard Time',
  'BEGIN:STANDARD',
  'DTSTART:16010101T030000',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:16010101T020000',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
  'BEGIN:VEVENT',
  'UID:outlook-1',
  'DTSTAMP:20300101T000000Z',
  'DTSTART;TZID=W. Europe Standard Time:20300318T090000',
  'DTEND;TZID=W. Europe Standard Time:20300318T100000',
  'RRULE:FREQ=WEEKLY;COUNT=6',
  'SUMMARY:Outlook weekly',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

const parse = (text: string) => new ICAL.Component(ICAL.parse(text) as unknown[]);
const line = (property: ICAL.Property) => property.toICALString();

describe('CalDAV time forms', () => {
  it("writes a Windows-named series' times through its own VTIMEZONE, never as UTC", () => {
    const vcalendar = parse(OUTLOOK);
    const master = vcalendar.getFirstSubcomponent('vevent')!;
    const form = formOf(vcalendar, master, 'America/New_York');
    expect(form).toEqual({ kind: 'zoned', tzid: 'W. Europe Standard Time' });
    // 07:00 UTC on 15 April is 09:00 summer time in Western Europe.
    expect(line(timeProperty('dtstart', '2030-04-15T07:00:00.000Z', form, vcalendar))).toBe(
      'DTSTART;TZID=W. Europe Standard Time:20300415T090000',
    );
    expect(line(timeProperty('exdate', '2030-03-25T08:00:00.000Z', form, vcalendar))).toBe(
      'EXDATE;TZID=W. Europe Standard Time:20300325T090000',
    );
    // Its zone is defined already: nothing is added.
    addMissingTimezones(vcalendar);
    expect(vcalendar.getAllSubcomponents('vtimezone')).toHaveLength(1);
  });

  it("an undefined, unknown TZID gives way to the writer's zone, which gets its VTIMEZONE", () => {
    const vcalendar = parse(
      OUTLOOK.replaceAll('TZID=W. Europe Standard Time', 'TZID=Somewhere Else'),
    );
    const master = vcalendar.getFirstSubcomponent('vevent')!;
    const form = formOf(vcalendar, master, 'Europe/Berlin');
    expect(form).toEqual({ kind: 'zoned', tzid: 'Europe/Berlin' });
    setTime(master, 'dtstart', '2030-03-18T08:00:00.000Z', form, vcalendar);
    setTime(master, 'dtend', '2030-03-18T09:00:00.000Z', form, vcalendar);
    addMissingTimezones(vcalendar, new Date('2030-01-01T00:00:00Z'));
    const text = vcalendar.toString();
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20300318T090000');
    const zones = vcalendar.getAllSubcomponents('vtimezone');
    expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual([
      'W. Europe Standard Time',
      'Europe/Berlin',
    ]);
    // VTIMEZONEs come before the events.
    expect(text.lastIndexOf('END:VTIMEZONE')).toBeLessThan(text.indexOf('BEGIN:VEVENT'));
  });

  it('keeps all-day, UTC and floating series in their form', () => {
    const event = (start: string) =>
      parse(
        [
          'BEGIN:VCALENDAR',
          'VERSION:2.0',
          'BEGIN:VEVENT',
          'UID:x',
          start,
          'END:VEVENT',
          'END:VCALENDAR',
        ].join('\r\n'),
      );
    const forms = [
      'DTSTART;VALUE=DATE:20300318',
      'DTSTART:20300318T090000Z',
      'DTSTART:20300318T090000',
    ].map((start) => {
      const vcalendar = event(start);
      return formOf(vcalendar, vcalendar.getFirstSubcomponent('vevent')!, 'Asia/Tokyo');
    });
    expect(forms).toEqual([
      { kind: 'date' },
      { kind: 'utc' },
      { kind: 'floating', wallZone: 'Asia/Tokyo' },
    ]);
    const vcalendar = event('DTSTART:20300318T090000');
    expect(line(timeProperty('exdate', '2030-03-25T00:00:00.000Z', forms[2]!, vcalendar))).toBe(
      'EXDATE:20300325T090000',
    );
    expect(line(timeProperty('exdate', '2030-03-25T09:00:00', forms[2]!, vcalendar))).toBe(
      'EXDATE:20300325T090000',
    );
    expect(line(timeProperty('exdate', '2030-03-25', forms[0]!, vcalendar))).toBe(
      'EXDATE;VALUE=DATE:20300325',
    );
  });

  it('moves RECURRENCE-ID and EXDATE (dates by whole days) with the series', () => {
    const vcalendar = parse(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'UID:d',
        'DTSTART;VALUE=DATE:20300318',
        'RRULE:FREQ=WEEKLY;COUNT=4',
        'EXDATE;VALUE=DATE:20300325,20300401',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:d',
        'RECURRENCE-ID;VALUE=DATE:20300408',
        'DTSTART;VALUE=DATE:20300409',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
    );
    shiftOccurrenceIds(vcalendar, 2 * 86_400_000);
    const text = vcalendar.toString();
    expect(text).toContain('EXDATE;VALUE=DATE:20300327,20300403');
    expect(text).toContain('RECURRENCE-ID;VALUE=DATE:20300410');
    // The edited occurrence's own time is its own.
    expect(text).toContain('DTSTART;VALUE=DATE:20300409');
  });
});
