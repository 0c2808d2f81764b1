import { ACCOUNT_MESSAGES } from '@worksphere/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbound, type Outbound } from '../../../platform/net/outbound.js';
import { memoryAccount } from '../../../test/fakes/provider-account.js';
import { makeCalendar, startRadicale, type Radicale } from '../../../test/radicale.js';
import type { EventWrite } from './calendar-provider.js';
import { createCaldavCalendarProvider, discoverCaldavCalendar } from './caldav-calendar.js';

let radicale: Radicale;
let outbound: Outbound;
let calendarUrl: string;

beforeAll(async () => {
  radicale = await startRadicale({ ada: 'app-password', bob: 'bob-password' });
  calendarUrl = await makeCalendar(radicale, 'ada', 'app-password', 'work');
  outbound = createOutbound({ allowedHosts: [radicale.hostPort] });
});
afterAll(async () => {
  await outbound?.close();
  await radicale?.stop();
});

const may = {
  timeMin: new Date('2030-05-01T00:00:00Z'),
  timeMax: new Date('2030-06-01T00:00:00Z'),
};
const write = (overrides: Partial<EventWrite> = {}): EventWrite => ({
  title: 'Dentist',
  description: 'Check-up',
  location: 'High Street 1',
  category: 'Personal',
  allDay: false,
  start: '2030-05-06T09:00:00.000Z',
  end: '2030-05-06T10:00:00.000Z',
  timeZone: 'Europe/London',
  recurrence: null,
  ...overrides,
});

function account(password = 'app-password') {
  return memoryAccount(
    'caldav',
    { kind: 'password', username: 'ada', password },
    { serverUrl: radicale.url, calendarUrl },
  );
}

describe('CalDAV adapter against radicale', () => {
  it('discovers the calendar with the credentials, and says why it cannot', async () => {
    const found = await discoverCaldavCalendar(outbound, {
      serverUrl: radicale.url,
      username: 'ada',
      password: 'app-password',
    });
    expect(found).toMatchObject({ calendarUrl, calendarName: 'work' });
    await expect(
      discoverCaldavCalendar(outbound, {
        serverUrl: radicale.url,
        username: 'ada',
        password: 'nope',
      }),
    ).rejects.toThrow(ACCOUNT_MESSAGES.caldavLoginFailed);
    await expect(
      discoverCaldavCalendar(outbound, {
        serverUrl: radicale.url,
        username: 'bob',
        password: 'bob-password',
      }),
    ).rejects.toThrow(ACCOUNT_MESSAGES.caldavNoCalendar);
    await expect(
      discoverCaldavCalendar(outbound, {
        serverUrl: 'http://127.0.0.1:9/',
        username: 'ada',
        password: 'x',
      }),
    ).rejects.toThrow(/not a public internet address|Only https/);
    const unguarded = createOutbound({ allowedHosts: ['127.0.0.1:9'] });
    await expect(
      discoverCaldavCalendar(unguarded, {
        serverUrl: 'http://127.0.0.1:9/',
        username: 'a',
        password: 'b',
      }),
    ).rejects.toThrow(ACCOUNT_MESSAGES.caldavUnreachable);
    await unguarded.close();
  });

  it('creates, lists (weekly series expanded), updates with If-Match, deletes', async () => {
    const provider = createCaldavCalendarProvider({ outbound });
    const { account: ada } = account();
    const single = await provider.createEvent(ada, write());
    expect(single).toMatchObject({
      summary: 'Dentist',
      category: 'Personal',
      recurringEventId: null,
    });
    const weekly = await provider.createEvent(
      ada,
      write({
        title: 'Yoga',
        category: 'Other',
        start: '2030-05-01T17:00:00.000Z',
        end: '2030-05-01T18:00:00.000Z',
        recurrence: { frequency: 'weekly', interval: 1, byWeekday: [] },
      }),
    );
    await provider.createEvent(
      ada,
      write({ title: 'Holiday', allDay: true, start: '2030-05-20', end: '2030-05-21' }),
    );

    let events = await provider.listEvents(ada, may);
    const yoga = events.filter((event) => event.summary === 'Yoga');
    expect(yoga.map((event) => event.start.dateTime)).toEqual([
      '2030-05-01T17:00:00.000Z',
      '2030-05-08T17:00:00.000Z',
      '2030-05-15T17:00:00.000Z',
      '2030-05-22T17:00:00.000Z',
      '2030-05-29T17:00:00.000Z',
    ]);
    expect(yoga.every((event) => event.recurringEventId === weekly.id)).toBe(true);
    expect(events.find((event) => event.summary === 'Holiday')).toMatchObject({
      start: { date: '2030-05-20' },
      end: { date: '2030-05-21' },
    });
    expect(events.find((event) => event.id === single.id)).toMatchObject({
      description: 'Check-up',
      location: 'High Street 1',
      category: 'Personal',
    });

    // One occurrence moves; another is skipped; the rest of the series stays.
    await provider.updateEvent(
      ada,
      yoga[1]!.id,
      write({
        title: 'Yoga (late)',
        category: 'Other',
        start: '2030-05-08T19:00:00.000Z',
        end: '2030-05-08T20:00:00.000Z',
      }),
      'occurrence',
    );
    await provider.deleteEvent(ada, yoga[2]!.id, 'occurrence');
    await provider.updateEvent(
      ada,
      single.id,
      write({ title: 'Dentist (moved)', category: 'Work' }),
      'series',
    );
    events = await provider.listEvents(ada, may);
    expect(
      events
        .filter((event) => event.recurringEventId === weekly.id)
        .map((event) => [event.summary, event.start.dateTime]),
    ).toEqual([
      ['Yoga', '2030-05-01T17:00:00.000Z'],
      ['Yoga (late)', '2030-05-08T19:00:00.000Z'],
      ['Yoga', '2030-05-22T17:00:00.000Z'],
      ['Yoga', '2030-05-29T17:00:00.000Z'],
    ]);
    expect(events.find((event) => event.id === single.id)).toMatchObject({
      summary: 'Dentist (moved)',
      category: 'Work',
    });

    await provider.deleteEvent(ada, yoga[0]!.id, 'series');
    await provider.deleteEvent(ada, single.id, 'series');
    events = await provider.listEvents(ada, may);
    expect(events.map((event) => event.summary)).toEqual(['Holiday']);
  });

  it('marks the account reconnect-needed when the password is refused', async () => {
    const provider = createCaldavCalendarProvider({ outbound });
    const { account: ada, store } = account('changed');
    await expect(provider.listEvents(ada, may)).rejects.toMatchObject({ kind: 'auth' });
    expect(store.reconnectNeeded).toEqual([ACCOUNT_MESSAGES.reconnectNeeded]);
  });
});
