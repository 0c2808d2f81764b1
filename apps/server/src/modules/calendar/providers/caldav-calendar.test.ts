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

  it('"this and following": a moved split moves the later edits with it, a new rule drops them', async () => {
    const provider = createCaldavCalendarProvider({ outbound });
    const { account: ada } = account();
    const june = {
      timeMin: new Date('2030-06-01T00:00:00Z'),
      timeMax: new Date('2030-07-01T00:00:00Z'),
    };
    // Mondays 10:00 London (summer time), four times from 3 June.
    const series = await provider.createEvent(
      ada,
      write({
        title: 'Review',
        start: '2030-06-03T09:00:00.000Z',
        end: '2030-06-03T10:00:00.000Z',
        recurrence: { frequency: 'weekly', interval: 1, byWeekday: [], count: 4 },
      }),
    );
    const mine = async () =>
      (await provider.listEvents(ada, june))
        .filter((event) => /^(Review|Daily)/.test(event.summary))
        .map((event) => [event.summary, event.start.dateTime])
        // The provider answers object by object; the service sorts.
        .sort((a, b) => a[1]!.localeCompare(b[1]!));
    const listed = (await provider.listEvents(ada, june)).filter(
      (event) => event.recurringEventId === series.id,
    );
    expect(listed).toHaveLength(4);
    await provider.updateEvent(
      ada,
      listed[3]!.id,
      write({
        title: 'Review (late)',
        start: '2030-06-24T13:00:00.000Z',
        end: '2030-06-24T14:00:00.000Z',
      }),
      'occurrence',
    );
    // From the second on, an hour later: the edited fourth still names its (moved) occurrence.
    await provider.updateEvent(
      ada,
      listed[1]!.id,
      write({
        title: 'Review v2',
        start: '2030-06-10T10:00:00.000Z',
        end: '2030-06-10T11:00:00.000Z',
      }),
      'following',
    );
    expect(await mine()).toEqual([
      ['Review', '2030-06-03T09:00:00.000Z'],
      ['Review v2', '2030-06-10T10:00:00.000Z'],
      ['Review v2', '2030-06-17T10:00:00.000Z'],
      ['Review (late)', '2030-06-24T13:00:00.000Z'],
    ]);
    // From the new series' second on, with a daily rule: the old edit names nothing in it.
    const second = (await provider.listEvents(ada, june)).find(
      (event) =>
        event.summary === 'Review v2' && event.start.dateTime === '2030-06-17T10:00:00.000Z',
    )!;
    await provider.updateEvent(
      ada,
      second.id,
      write({
        title: 'Daily',
        start: '2030-06-17T10:00:00.000Z',
        end: '2030-06-17T11:00:00.000Z',
        recurrence: { frequency: 'daily', interval: 1, byWeekday: [], count: 2 },
      }),
      'following',
    );
    expect(await mine()).toEqual([
      ['Review', '2030-06-03T09:00:00.000Z'],
      ['Review v2', '2030-06-10T10:00:00.000Z'],
      ['Daily', '2030-06-17T10:00:00.000Z'],
      ['Daily', '2030-06-18T10:00:00.000Z'],
    ]);
  });

  it('marks the account reconnect-needed when the password is refused', async () => {
    const provider = createCaldavCalendarProvider({ outbound });
    const { account: ada, store } = account('changed');
    await expect(provider.listEvents(ada, may)).rejects.toMatchObject({ kind: 'auth' });
    expect(store.reconnectNeeded).toEqual([ACCOUNT_MESSAGES.reconnectNeeded]);
  });
});
