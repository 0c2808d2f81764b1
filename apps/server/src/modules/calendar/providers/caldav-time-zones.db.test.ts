import { listEventsResponseSchema, type AuthResponse } from '@worksphere/contracts';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOrganization } from '../../../test/factories.js';
import { makeCalendar, startRadicale, type Radicale } from '../../../test/radicale.js';
import { call, useTestApp } from '../../../test/test-app.js';
import { expandEverywhere } from '../ical/testing/expand-with-parsers.js';

let radicale: Radicale;
let calendarUrl: string;
beforeAll(async () => {
  radicale = await startRadicale({ ada: 'dav-pass' });
  calendarUrl = await makeCalendar(radicale, 'ada', 'dav-pass', 'home');
});
afterAll(async () => {
  await radicale?.stop();
});
const testApp = useTestApp(() => ({ OUTBOUND_ALLOWED_HOSTS: radicale.hostPort }));

const auth = { authorization: `Basic ${Buffer.from('ada:dav-pass').toString('base64')}` };

/** Every object of the calendar as Radicale stores it (a raw calendar-query REPORT). */
async function rawObjects(): Promise<Map<string, string>> {
  const response = await fetch(calendarUrl, {
    method: 'REPORT',
    headers: { ...auth, depth: '1', 'content-type': 'application/xml' },
    body: `<?xml version="1.0" encoding="utf-8"?>
<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:prop><D:getetag/><C:calendar-data/></D:prop>
  <C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT"/></C:comp-filter></C:filter>
</C:calendar-query>`,
  });
  expect(response.status).toBe(207);
  const xml = await response.text();
  const objects = new Map<string, string>();
  for (const match of xml.matchAll(
    /<D?:?href>([^<]+)<\/D?:?href>[\s\S]*?<C?:?calendar-data[^>]*>([\s\S]*?)<\/C?:?calendar-data>/gi,
  )) {
    const data = match[2]!
      .replaceAll('&#13;', '\r')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
    objects.set(match[1]!, data);
  }
  return objects;
}

/** The one stored object whose text contains `marker`. */
async function rawObject(marker: string): Promise<string> {
  const found = [...(await rawObjects()).values()].filter((data) => data.includes(marker));
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** The wall clock an instant shows in Berlin: "2030-03-25 09:00". */
const berlin = (instant: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Berlin',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(instant));

/** Unfolded content lines. */
const linesOf = (data: string) => data.replace(/\r\n[ \t]/g, '').split(/\r?\n/);

/** A line with a TZID and a UTC value: the invalid form other clients refuse. */
const TZID_WITH_UTC = /^[A-Z-]+;[^:]*TZID=[^:]*:[0-9T]+Z$/;

async function connect(admin: AuthResponse) {
  const connected = await call(testApp.app, 'POST', '/email/accounts/caldav', {
    token: admin.token,
    body: { serverUrl: radicale.url, username: 'ada', password: 'dav-pass' },
  });
  expect(connected.statusCode, connected.body).toBe(201);
  return connected.json().account.id as string;
}

async function listEvents(admin: AuthResponse, accountId: string, from: string, to: string) {
  const response = await call(
    testApp.app,
    'GET',
    `/calendar/events?accountId=${accountId}&timeMin=${from}&timeMax=${to}`,
    { token: admin.token },
  );
  expect(response.statusCode, response.body).toBe(200);
  return listEventsResponseSchema.parse(response.json()).events;
}

const SPRING = { from: new Date('2030-03-10T00:00:00Z'), to: new Date('2030-04-20T00:00:00Z') };

describe('CalDAV writes keep times right across DST (real Radicale)', () => {
  it('a weekly 09:00 Berlin series is written with TZID and VTIMEZONE and stays 09:00 after the change', async () => {
    const admin = await registerOrganization(testApp.app);
    const accountId = await connect(admin);
    const created = await call(testApp.app, 'POST', '/calendar/events', {
      token: admin.token,
      body: {
        accountId,
        title: 'Weekly planning',
        category: 'Work',
        start: '2030-03-18T08:00:00.000Z',
        end: '2030-03-18T09:00:00.000Z',
        timeZone: 'Europe/Berlin',
        recurrence: { frequency: 'weekly', interval: 1, byWeekday: [], count: 4 },
      },
    });
    expect(created.statusCode, created.body).toBe(201);

    const data = await rawObject('Weekly planning');
    const lines = linesOf(data);
    expect(lines).toContain('DTSTART;TZID=Europe/Berlin:20300318T090000');
    expect(lines).toContain('DTEND;TZID=Europe/Berlin:20300318T100000');
    expect(lines.filter((line) => line === 'BEGIN:VTIMEZONE')).toHaveLength(1);
    expect(lines).toContain('TZID:Europe/Berlin');
    expect(lines.filter((line) => TZID_WITH_UTC.test(line))).toEqual([]);

    // Expanded by ical.js (Thunderbird), python recurring_ical_events and vobject alike.
    const expanded = await expandEverywhere(data, SPRING);
    const starts = expanded.icalJs.map((occurrence) => occurrence.start);
    expect(starts).toEqual([
      '2030-03-18T08:00:00Z',
      '2030-03-25T08:00:00Z',
      '2030-04-01T07:00:00Z',
      '2030-04-08T07:00:00Z',
    ]);
    expect(starts.map(berlin)).toEqual([
      '2030-03-18 09:00',
      '2030-03-25 09:00',
      '2030-04-01 09:00',
      '2030-04-08 09:00',
    ]);
    expect(expanded.recurringIcalEvents).toEqual(expanded.icalJs);
    expect(expanded.vobject).toEqual(expanded.icalJs);

    // And the product shows the same.
    const listed = await listEvents(
      admin,
      accountId,
      SPRING.from.toISOString(),
      SPRING.to.toISOString(),
    );
    expect(listed.map((event) => berlin(event.start.dateTime!))).toEqual([
      '2030-03-18 09:00',
      '2030-03-25 09:00',
      '2030-04-01 09:00',
      '2030-04-08 09:00',
    ]);
  });

  it("editing another client's series keeps its zone, its VTIMEZONE, EXDATE and edited occurrences", async () => {
    const admin = await registerOrganization(testApp.app);
    const accountId = await connect(admin);
    // As Thunderbird writes a weekly Monday 09:00 Berlin meeting: its own VTIMEZONE, one
    // occurrence moved to 11:00 (RECURRENCE-ID), one skipped (EXDATE).
    const uid = 'thunderbird-3f1c9a2e@example.org';
    const thunderbird = [
      'BEGIN:VCALENDAR',
      'PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN',
      'VERSION:2.0',
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Berlin',
      'X-TZINFO:Europe/Berlin[2024a]',
      'BEGIN:DAYLIGHT',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'TZNAME:CEST',
      'DTSTART:19700329T020000',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'TZNAME:CET',
      'DTSTART:19701025T030000',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'CREATED:20300101T100000Z',
      'LAST-MODIFIED:20300101T100000Z',
      'DTSTAMP:20300101T100000Z',
      `UID:${uid}`,
      'SUMMARY:Team meeting',
      'RRULE:FREQ=WEEKLY;COUNT=6',
      'EXDATE;TZID=Europe/Berlin:20300401T090000',
      'DTSTART;TZID=Europe/Berlin:20300318T090000',
      'DTEND;TZID=Europe/Berlin:20300318T100000',
      'SEQUENCE:2',
      'X-MOZ-GENERATION:3',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'CREATED:20300101T100000Z',
      'LAST-MODIFIED:20300101T100000Z',
      'DTSTAMP:20300101T100000Z',
      `UID:${uid}`,
      'SUMMARY:Team meeting (late)',
      'RECURRENCE-ID;TZID=Europe/Berlin:20300325T090000',
      'DTSTART;TZID=Europe/Berlin:20300325T110000',
      'DTEND;TZID=Europe/Berlin:20300325T120000',
      'SEQUENCE:2',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const put = await fetch(`${calendarUrl}${uid}.ics`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'text/calendar; charset=utf-8', 'if-none-match': '*' },
      body: thunderbird,
    });
    expect(put.status).toBe(201);

    const window = ['2030-03-10T00:00:00.000Z', '2030-05-01T00:00:00.000Z'] as const;
    // The calendar also holds the first test's series: only this one's events count.
    const team = async () =>
      (await listEvents(admin, accountId, ...window)).filter((event) =>
        event.summary.startsWith('Team'),
      );
    const before = await team();
    expect(before.map((event) => [event.summary, berlin(event.start.dateTime!)])).toEqual([
      ['Team meeting', '2030-03-18 09:00'],
      ['Team meeting (late)', '2030-03-25 11:00'],
      ['Team meeting', '2030-04-08 09:00'],
      ['Team meeting', '2030-04-15 09:00'],
      ['Team meeting', '2030-04-22 09:00'],
    ]);

    // The title of the whole series, from its first occurrence.
    const renamed = await call(testApp.app, 'PUT', `/calendar/events/${before[0]!.id}`, {
      token: admin.token,
      body: {
        accountId,
        title: 'Team sync',
        category: 'Work',
        start: before[0]!.start.dateTime,
        end: before[0]!.end.dateTime,
        timeZone: 'America/New_York',
        scope: 'series',
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // One occurrence after the DST change moves to 14:00 Berlin (12:00 UTC).
    const moved = await call(testApp.app, 'PUT', `/calendar/events/${before[3]!.id}`, {
      token: admin.token,
      body: {
        accountId,
        title: 'Team sync (afternoon)',
        category: 'Work',
        start: '2030-04-15T12:00:00.000Z',
        end: '2030-04-15T13:00:00.000Z',
        timeZone: 'America/New_York',
        scope: 'occurrence',
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const data = await rawObject(uid);
    const lines = linesOf(data);
    expect(lines.filter((line) => TZID_WITH_UTC.test(line))).toEqual([]);
    // The series keeps Thunderbird's zone and VTIMEZONE (no second one), and its wall clock.
    expect(lines.filter((line) => line === 'BEGIN:VTIMEZONE')).toHaveLength(1);
    expect(lines).toContain('X-TZINFO:Europe/Berlin[2024a]');
    expect(lines).toContain('DTSTART;TZID=Europe/Berlin:20300318T090000');
    expect(lines).toContain('EXDATE;TZID=Europe/Berlin:20300401T090000');
    expect(lines).toContain('X-MOZ-GENERATION:3');
    // Both edited occurrences, each named in the series' own form.
    expect(lines).toContain('RECURRENCE-ID;TZID=Europe/Berlin:20300325T090000');
    expect(lines).toContain('RECURRENCE-ID;TZID=Europe/Berlin:20300415T090000');
    expect(lines).toContain('DTSTART;TZID=Europe/Berlin:20300415T140000');

    // ical.js parses it and finds the overrides; the three parsers agree with each other.
    const parsed = new ICAL.Component(ICAL.parse(data) as unknown[]);
    expect(parsed.getAllSubcomponents('vevent')).toHaveLength(3);
    const expanded = await expandEverywhere(data, {
      from: new Date(window[0]),
      to: new Date(window[1]),
    });
    expect(
      expanded.icalJs.map((occurrence) => [occurrence.summary, berlin(occurrence.start)]),
    ).toEqual([
      ['Team sync', '2030-03-18 09:00'],
      ['Team meeting (late)', '2030-03-25 11:00'],
      ['Team sync', '2030-04-08 09:00'],
      ['Team sync (afternoon)', '2030-04-15 14:00'],
      ['Team sync', '2030-04-22 09:00'],
    ]);
    expect(expanded.recurringIcalEvents).toEqual(expanded.icalJs);
    expect(expanded.vobject).toEqual(expanded.icalJs);

    const after = await team();
    expect(after.map((event) => [event.summary, berlin(event.start.dateTime!)])).toEqual([
      ['Team sync', '2030-03-18 09:00'],
      ['Team meeting (late)', '2030-03-25 11:00'],
      ['Team sync', '2030-04-08 09:00'],
      ['Team sync (afternoon)', '2030-04-15 14:00'],
      ['Team sync', '2030-04-22 09:00'],
    ]);

    // Deleting one more occurrence adds an EXDATE in the series' form.
    const removed = await call(
      testApp.app,
      'DELETE',
      `/calendar/events/${after[4]!.id}?accountId=${accountId}&scope=occurrence`,
      { token: admin.token },
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const afterDelete = linesOf(await rawObject(uid));
    expect(afterDelete).toContain('EXDATE;TZID=Europe/Berlin:20300422T090000');
    expect(afterDelete.filter((line) => TZID_WITH_UTC.test(line))).toEqual([]);

    // The whole series an hour later: its edited and skipped occurrences move with it.
    const later = await call(testApp.app, 'PUT', `/calendar/events/${after[2]!.id}`, {
      token: admin.token,
      body: {
        accountId,
        title: 'Team sync',
        category: 'Work',
        start: '2030-04-08T08:00:00.000Z',
        end: '2030-04-08T09:00:00.000Z',
        timeZone: 'Europe/Berlin',
        scope: 'series',
      },
    });
    expect(later.statusCode, later.body).toBe(200);
    const afterMove = linesOf(await rawObject(uid));
    expect(afterMove).toContain('DTSTART;TZID=Europe/Berlin:20300318T100000');
    expect(afterMove).toContain('RECURRENCE-ID;TZID=Europe/Berlin:20300325T100000');
    expect(afterMove).toContain('RECURRENCE-ID;TZID=Europe/Berlin:20300415T100000');
    expect(afterMove).toContain('EXDATE;TZID=Europe/Berlin:20300401T100000');
    expect(afterMove).toContain('EXDATE;TZID=Europe/Berlin:20300422T100000');
    expect((await team()).map((event) => [event.summary, berlin(event.start.dateTime!)])).toEqual([
      ['Team sync', '2030-03-18 10:00'],
      ['Team meeting (late)', '2030-03-25 11:00'],
      ['Team sync', '2030-04-08 10:00'],
      ['Team sync (afternoon)', '2030-04-15 14:00'],
    ]);
  });

  it("shows another client's floating time at the viewer's wall clock and hides cancelled occurrences", async () => {
    const admin = await registerOrganization(testApp.app);
    const profile = await call(testApp.app, 'PUT', '/user/me', {
      token: admin.token,
      body: { timeZone: 'America/New_York' },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const accountId = await connect(admin);
    const uid = 'floating-breakfast@example.org';
    const put = await fetch(`${calendarUrl}${uid}.ics`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'text/calendar; charset=utf-8' },
      body: [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Other client//EN',
        'BEGIN:VEVENT',
        `UID:${uid}`,
        'DTSTAMP:20300101T000000Z',
        'DTSTART:20300610T083000',
        'DTEND:20300610T093000',
        'RRULE:FREQ=DAILY;COUNT=3',
        'SUMMARY:Breakfast',
        'END:VEVENT',
        'BEGIN:VEVENT',
        `UID:${uid}`,
        'DTSTAMP:20300101T000000Z',
        'RECURRENCE-ID:20300611T083000',
        'DTSTART:20300611T083000',
        'DTEND:20300611T093000',
        'STATUS:CANCELLED',
        'SUMMARY:Breakfast',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    });
    expect(put.status).toBe(201);
    const listed = (
      await listEvents(admin, accountId, '2030-06-09T00:00:00.000Z', '2030-06-15T00:00:00.000Z')
    ).filter((event) => event.summary === 'Breakfast');
    // 08:30 in New York (EDT, UTC-4), not 08:30 UTC; the cancelled 11 June is not shown.
    expect(listed.map((event) => event.start)).toEqual([
      { dateTime: '2030-06-10T12:30:00.000Z', timeZone: 'America/New_York' },
      { dateTime: '2030-06-12T12:30:00.000Z', timeZone: 'America/New_York' },
    ]);

    // Repeating it until the 13th keeps it floating, UNTIL included (RFC 5545 wants them alike).
    const edited = await call(testApp.app, 'PUT', `/calendar/events/${listed[0]!.id}`, {
      token: admin.token,
      body: {
        accountId,
        title: 'Breakfast',
        category: 'Personal',
        start: listed[0]!.start.dateTime,
        end: listed[0]!.end.dateTime,
        timeZone: 'America/New_York',
        recurrence: {
          frequency: 'daily',
          interval: 1,
          byWeekday: [],
          until: '2030-06-13T12:30:00.000Z',
        },
        scope: 'series',
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const lines = linesOf(await rawObject(uid));
    expect(lines).toContain('DTSTART:20300610T083000');
    expect(lines).toContain('RRULE:FREQ=DAILY;UNTIL=20300613T083000');
    expect(lines).toContain('RECURRENCE-ID:20300611T083000');
    const repeated = (
      await listEvents(admin, accountId, '2030-06-09T00:00:00.000Z', '2030-06-20T00:00:00.000Z')
    ).filter((event) => event.summary === 'Breakfast');
    expect(repeated.map((event) => event.start.dateTime)).toEqual([
      '2030-06-10T12:30:00.000Z',
      '2030-06-12T12:30:00.000Z',
      '2030-06-13T12:30:00.000Z',
    ]);
  });
});

describe('"This and following" on a CalDAV series (real Radicale)', () => {
  it("splits another client's series into two objects, each with its own edits, and the second with the first's attendees and alarm", async () => {
    const admin = await registerOrganization(testApp.app);
    const accountId = await connect(admin);
    const uid = 'standup-split-7d2e@example.org';
    const tz = 'TZID=Europe/Berlin';
    const series = [
      'BEGIN:VCALENDAR',
      'PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN',
      'VERSION:2.0',
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Berlin',
      'X-TZINFO:Europe/Berlin[2024a]',
      'BEGIN:DAYLIGHT',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'TZNAME:CEST',
      'DTSTART:19700329T020000',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'TZNAME:CET',
      'DTSTART:19701025T030000',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'DTSTAMP:20300101T100000Z',
      `UID:${uid}`,
      'SUMMARY:Standup',
      'ORGANIZER;CN=Ada:mailto:ada@example.org',
      'ATTENDEE;CN=Bea;PARTSTAT=ACCEPTED:mailto:bea@example.org',
      'RRULE:FREQ=WEEKLY;COUNT=6',
      `EXDATE;${tz}:20300415T090000`,
      `DTSTART;${tz}:20300318T090000`,
      `DTEND;${tz}:20300318T093000`,
      'SEQUENCE:1',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Standup',
      'TRIGGER:-PT15M',
      'END:VALARM',
      'END:VEVENT',
      // One edited occurrence before the split, one after.
      ...['20300325', '20300422'].flatMap((day) => [
        'BEGIN:VEVENT',
        'DTSTAMP:20300101T100000Z',
        `UID:${uid}`,
        `SUMMARY:Standup (${day === '20300325' ? 'late' : 'moved'})`,
        `RECURRENCE-ID;${tz}:${day}T090000`,
        `DTSTART;${tz}:${day}T110000`,
        `DTEND;${tz}:${day}T113000`,
        'SEQUENCE:1',
        'END:VEVENT',
      ]),
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const put = await fetch(`${calendarUrl}${uid}.ics`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'text/calendar; charset=utf-8', 'if-none-match': '*' },
      body: series,
    });
    expect(put.status).toBe(201);

    const window = ['2030-03-10T00:00:00.000Z', '2030-05-10T00:00:00.000Z'] as const;
    const standups = async () =>
      (await listEvents(admin, accountId, ...window))
        .filter((event) => event.summary.startsWith('Standup'))
        .map((event) => [event.summary, berlin(event.start.dateTime!)]);
    const before = (await listEvents(admin, accountId, ...window)).filter((event) =>
      event.summary.startsWith('Standup'),
    );
    expect(before.map((event) => berlin(event.start.dateTime!))).toEqual([
      '2030-03-18 09:00',
      '2030-03-25 11:00',
      '2030-04-01 09:00',
      '2030-04-08 09:00',
      '2030-04-22 11:00',
    ]);

    // From 8 April (summer time), renamed, still 09:00 Berlin.
    const split = await call(testApp.app, 'PUT', `/calendar/events/${before[3]!.id}`, {
      token: admin.token,
      body: {
        accountId,
        title: 'Standup v2',
        category: 'Work',
        start: '2030-04-08T07:00:00.000Z',
        end: '2030-04-08T07:30:00.000Z',
        timeZone: 'Europe/Berlin',
        scope: 'following',
      },
    });
    expect(split.statusCode, split.body).toBe(200);

    // The old object ends a second before the split, in UTC beside its TZID, with what was before.
    const old = await rawObject(uid);
    const oldLines = linesOf(old);
    expect(oldLines).toContain('RRULE:FREQ=WEEKLY;UNTIL=20300408T065959Z');
    expect(oldLines).toContain(`DTSTART;${tz}:20300318T090000`);
    expect(oldLines).toContain(`RECURRENCE-ID;${tz}:20300325T090000`);
    expect(oldLines.filter((line) => /^EXDATE|20300422/.test(line))).toEqual([]);

    // The new object: its own UID, the rest of the count, the edits after the split, and the
    // series' attendees, organiser, alarm and zone.
    const next = await rawObject('Standup v2');
    const nextLines = linesOf(next);
    const uids = nextLines.filter((line) => line.startsWith('UID:'));
    expect(uids).toHaveLength(2);
    expect(new Set(uids).size).toBe(1);
    expect(uids[0]).not.toBe(`UID:${uid}`);
    expect(nextLines).toContain(`DTSTART;${tz}:20300408T090000`);
    expect(nextLines).toContain('RRULE:FREQ=WEEKLY;COUNT=3');
    expect(nextLines).toContain(`EXDATE;${tz}:20300415T090000`);
    expect(nextLines).toContain(`RECURRENCE-ID;${tz}:20300422T090000`);
    expect(nextLines).toContain('ATTENDEE;CN=Bea;PARTSTAT=ACCEPTED:mailto:bea@example.org');
    expect(nextLines).toContain('ORGANIZER;CN=Ada:mailto:ada@example.org');
    expect(nextLines).toContain('TRIGGER:-PT15M');
    expect(nextLines).toContain('X-TZINFO:Europe/Berlin[2024a]');
    expect(nextLines.filter((line) => line === 'BEGIN:VTIMEZONE')).toHaveLength(1);
    expect(nextLines.filter((line) => line === 'SEQUENCE:0')).toHaveLength(2);
    expect(nextLines.filter((line) => line.startsWith('RECURRENCE-ID'))).toHaveLength(1);
    for (const lines of [oldLines, nextLines]) {
      expect(lines.filter((line) => TZID_WITH_UTC.test(line))).toEqual([]);
    }

    // Thunderbird's parser, python's recurring_ical_events and vobject read both alike.
    const range = { from: new Date(window[0]), to: new Date(window[1]) };
    const readBack = async (data: string) => {
      const expanded = await expandEverywhere(data, range);
      expect(expanded.recurringIcalEvents).toEqual(expanded.icalJs);
      expect(expanded.vobject).toEqual(expanded.icalJs);
      return expanded.icalJs.map((occurrence) => [occurrence.summary, berlin(occurrence.start)]);
    };
    expect(await readBack(old)).toEqual([
      ['Standup', '2030-03-18 09:00'],
      ['Standup (late)', '2030-03-25 11:00'],
      ['Standup', '2030-04-01 09:00'],
    ]);
    expect(await readBack(next)).toEqual([
      ['Standup v2', '2030-04-08 09:00'],
      ['Standup (moved)', '2030-04-22 11:00'],
    ]);
    expect(await standups()).toEqual([
      ['Standup', '2030-03-18 09:00'],
      ['Standup (late)', '2030-03-25 11:00'],
      ['Standup', '2030-04-01 09:00'],
      ['Standup v2', '2030-04-08 09:00'],
      ['Standup (moved)', '2030-04-22 11:00'],
    ]);

    // Deleting from the new series' last occurrence ends it there and drops that edit.
    const listed = (await listEvents(admin, accountId, ...window)).filter((event) =>
      event.summary.startsWith('Standup'),
    );
    const cut = await call(
      testApp.app,
      'DELETE',
      `/calendar/events/${listed[4]!.id}?accountId=${accountId}&scope=following`,
      { token: admin.token },
    );
    expect(cut.statusCode, cut.body).toBe(200);
    const cutLines = linesOf(await rawObject('Standup v2'));
    expect(cutLines).toContain('RRULE:FREQ=WEEKLY;UNTIL=20300422T065959Z');
    expect(cutLines.filter((line) => line.startsWith('RECURRENCE-ID'))).toEqual([]);
    expect((await standups()).map(([summary]) => summary)).toEqual([
      'Standup',
      'Standup (late)',
      'Standup',
      'Standup v2',
    ]);
  });
});
