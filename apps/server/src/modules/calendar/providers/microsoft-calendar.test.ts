import { ACCOUNT_MESSAGES } from '@worksphere/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { createOutbound } from '../../../platform/net/outbound.js';
import { startFakeMicrosoft, type FakeMicrosoft } from '../../../test/fakes/fake-microsoft.js';
import { memoryAccount } from '../../../test/fakes/provider-account.js';
import type { EventWrite } from './calendar-provider.js';
import { createConnectedProviders, type ConnectedProviders } from './connected-providers.js';

let microsoft: FakeMicrosoft;
let providers: ConnectedProviders;

beforeAll(async () => {
  microsoft = await startFakeMicrosoft();
  const config = loadConfig({ NODE_ENV: 'test', ...microsoft.env() });
  providers = createConnectedProviders(
    { config, outbound: createOutbound() },
    { maxRetryWaitMs: 1_500 },
  );
});
afterAll(async () => {
  await providers.close();
  await microsoft.close();
});
beforeEach(() => {
  microsoft.events.clear();
  microsoft.sent.length = 0;
  microsoft.control.requests.length = 0;
});

function freshAccount() {
  const tokens = microsoft.auth.issueTokens();
  return memoryAccount('outlook', {
    kind: 'oauth',
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  });
}

const may = {
  timeMin: new Date('2030-05-01T00:00:00Z'),
  timeMax: new Date('2030-06-01T00:00:00Z'),
};
const write = (overrides: Partial<EventWrite> = {}): EventWrite => ({
  title: 'Review',
  description: 'Notes',
  location: 'Room 2',
  category: 'Work',
  allDay: false,
  start: '2030-05-06T09:00:00.000Z',
  end: '2030-05-06T10:00:00.000Z',
  timeZone: 'Europe/Paris',
  recurrence: null,
  ...overrides,
});
const utc = (dateTime: string) => ({ dateTime, timeZone: 'UTC' });

describe('Microsoft Graph adapter', () => {
  it('reads calendarView in UTC, following @odata.nextLink, in the contracts shape', async () => {
    microsoft.addEvent({
      subject: 'Offsite',
      body: { contentType: 'text', content: 'Bring laptops' },
      location: { displayName: 'Lyon' },
      start: utc('2030-05-02T07:30:00.0000000'),
      end: utc('2030-05-02T16:00:00.0000000'),
      categories: ['Work'],
    });
    microsoft.addEvent({
      subject: 'Holiday',
      isAllDay: true,
      start: utc('2030-05-08T00:00:00.0000000'),
      end: utc('2030-05-09T00:00:00.0000000'),
      isOrganizer: false,
    });
    microsoft.addEvent({
      subject: 'Weekly',
      rule: 'FREQ=WEEKLY;COUNT=3',
      start: utc('2030-05-03T12:00:00.0000000'),
      end: utc('2030-05-03T12:30:00.0000000'),
    });
    const { account } = freshAccount();
    const events = await providers.outlook.listEvents(account, may);
    expect(events.map((event) => event.summary)).toEqual([
      'Offsite',
      'Weekly',
      'Holiday',
      'Weekly',
      'Weekly',
    ]);
    expect(events[0]).toEqual({
      id: expect.any(String),
      summary: 'Offsite',
      description: 'Bring laptops',
      location: 'Lyon',
      category: 'Work',
      emailAccountId: account.id,
      start: { dateTime: '2030-05-02T07:30:00.000Z', timeZone: 'UTC' },
      end: { dateTime: '2030-05-02T16:00:00.000Z', timeZone: 'UTC' },
      recurringEventId: null,
      recurrence: null,
      readOnly: false,
    });
    expect(events[2]).toMatchObject({
      start: { date: '2030-05-08' },
      end: { date: '2030-05-09' },
      readOnly: true,
    });
    const weekly = events.filter((event) => event.summary === 'Weekly');
    expect(new Set(weekly.map((event) => event.recurringEventId)).size).toBe(1);
    expect(weekly[0]!.recurringEventId).not.toBeNull();
    const views = microsoft.control.requests;
    expect(views).toHaveLength(3);
    expect(views.every((request) => request.prefer.includes('outlook.timezone="UTC"'))).toBe(true);
    expect(new URL(views[0]!.url, 'http://x').searchParams.get('startDateTime')).toBe(
      '2030-05-01T00:00:00.000Z',
    );
    expect(views[2]!.url).toContain('%24skip=4');
  });

  it('creates, updates and deletes through /me/events with the category in categories', async () => {
    const { account } = freshAccount();
    const created = await providers.outlook.createEvent(account, write());
    expect(created).toMatchObject({
      summary: 'Review',
      category: 'Work',
      start: { dateTime: '2030-05-06T09:00:00.000Z' },
    });
    expect(microsoft.events.get(created.id)).toMatchObject({
      categories: ['Work'],
      body: { contentType: 'text', content: 'Notes' },
      start: { dateTime: '2030-05-06T09:00:00.0000000', timeZone: 'UTC' },
    });
    // Sent as the wall clock in the event's own zone (IANA name), not in UTC.
    expect(microsoft.sent[0]).toMatchObject({
      start: { dateTime: '2030-05-06T11:00:00', timeZone: 'Europe/Paris' },
      end: { dateTime: '2030-05-06T12:00:00', timeZone: 'Europe/Paris' },
    });
    const updated = await providers.outlook.updateEvent(
      account,
      created.id,
      write({ category: 'Personal', allDay: true, start: '2030-05-07', end: '2030-05-08' }),
      'series',
    );
    expect(updated).toMatchObject({ category: 'Personal', start: { date: '2030-05-07' } });
    const listed = await providers.outlook.listEvents(account, may);
    expect(listed.map((event) => [event.summary, event.category])).toEqual([
      ['Review', 'Personal'],
    ]);
    await providers.outlook.deleteEvent(account, created.id, 'series');
    expect(await providers.outlook.listEvents(account, may)).toEqual([]);
  });

  it('changes one occurrence or the series behind it', async () => {
    const { account } = freshAccount();
    const master = microsoft.addEvent({
      subject: 'Sync',
      rule: 'FREQ=WEEKLY;COUNT=3',
      start: utc('2030-05-06T09:00:00.0000000'),
      end: utc('2030-05-06T09:30:00.0000000'),
    });
    const occurrences = await providers.outlook.listEvents(account, may);
    await providers.outlook.updateEvent(
      account,
      occurrences[1]!.id,
      write({
        title: 'Moved sync',
        start: '2030-05-14T09:00:00.000Z',
        end: '2030-05-14T09:30:00.000Z',
      }),
      'occurrence',
    );
    await providers.outlook.deleteEvent(account, occurrences[2]!.id, 'occurrence');
    expect(
      (await providers.outlook.listEvents(account, may)).map((event) => [
        event.summary,
        event.start.dateTime,
      ]),
    ).toEqual([
      ['Sync', '2030-05-06T09:00:00.000Z'],
      ['Moved sync', '2030-05-14T09:00:00.000Z'],
    ]);
    await providers.outlook.updateEvent(
      account,
      occurrences[0]!.id,
      write({
        title: 'Later sync',
        start: '2030-05-06T10:00:00.000Z',
        end: '2030-05-06T10:30:00.000Z',
      }),
      'series',
    );
    expect(microsoft.events.get(master.id)).toMatchObject({
      subject: 'Later sync',
      start: { dateTime: '2030-05-06T10:00:00.0000000' },
    });
    const moved = await providers.outlook.listEvents(account, may);
    expect(moved[0]).toMatchObject({ summary: 'Later sync', recurringEventId: master.id });
    await providers.outlook.deleteEvent(account, moved[0]!.id, 'series');
    expect(microsoft.events.has(master.id)).toBe(false);
  });

  it('a weekly 09:00 Paris series is sent in its zone and stays 09:00 after the DST change', async () => {
    const { account } = freshAccount();
    // Monday 25 March 2030, 09:00 CET; Paris moves to CEST on Sunday 31 March.
    await providers.outlook.createEvent(
      account,
      write({
        title: 'Weekly sync',
        start: '2030-03-25T08:00:00.000Z',
        end: '2030-03-25T09:00:00.000Z',
        recurrence: { frequency: 'weekly', interval: 1, byWeekday: [], count: 3 },
      }),
    );
    expect(microsoft.sent[0]).toMatchObject({
      start: { dateTime: '2030-03-25T09:00:00', timeZone: 'Europe/Paris' },
      end: { dateTime: '2030-03-25T10:00:00', timeZone: 'Europe/Paris' },
      recurrence: {
        pattern: { type: 'weekly', interval: 1, daysOfWeek: ['monday'] },
        range: {
          type: 'numbered',
          startDate: '2030-03-25',
          numberOfOccurrences: 3,
          recurrenceTimeZone: 'Europe/Paris',
        },
      },
    });
    const listed = await providers.outlook.listEvents(account, {
      timeMin: new Date('2030-03-20T00:00:00Z'),
      timeMax: new Date('2030-04-20T00:00:00Z'),
    });
    expect(listed.map((event) => event.start.dateTime)).toEqual([
      '2030-03-25T08:00:00.000Z',
      '2030-04-01T07:00:00.000Z',
      '2030-04-08T07:00:00.000Z',
    ]);
  });

  it("a series starting just after midnight in its zone repeats on that zone's weekday", async () => {
    const { account } = freshAccount();
    // 00:30 on Tuesday 7 May in Paris is still Monday 6 May in UTC.
    await providers.outlook.createEvent(
      account,
      write({
        title: 'Night backup',
        start: '2030-05-06T22:30:00.000Z',
        end: '2030-05-06T23:00:00.000Z',
        recurrence: { frequency: 'weekly', interval: 1, byWeekday: [], until: '2030-06-30' },
      }),
    );
    expect(microsoft.sent[0]).toMatchObject({
      start: { dateTime: '2030-05-07T00:30:00', timeZone: 'Europe/Paris' },
      recurrence: {
        pattern: { daysOfWeek: ['tuesday'] },
        range: { type: 'endDate', startDate: '2030-05-07', endDate: '2030-06-30' },
      },
    });
  });

  it('reads times in the zone Graph answers in and reports the zone the event was written in', async () => {
    // Outlook's own weekly 09:00 in "W. Europe Standard Time" (Berlin) across the March change.
    microsoft.addEvent({
      subject: 'Outlook weekly',
      rule: 'FREQ=WEEKLY;COUNT=3',
      originalStartTimeZone: 'W. Europe Standard Time',
      originalEndTimeZone: 'W. Europe Standard Time',
      start: utc('2030-03-25T08:00:00.0000000'),
      end: utc('2030-03-25T08:30:00.0000000'),
    });
    const { account } = freshAccount();
    const events = await providers.outlook.listEvents(account, {
      timeMin: new Date('2030-03-20T00:00:00Z'),
      timeMax: new Date('2030-04-20T00:00:00Z'),
      timeZone: 'America/New_York',
    });
    // Asked in the viewer's zone, Graph answers New York wall clocks…
    const view = microsoft.control.requests.at(-1)!;
    expect(view.prefer).toContain('outlook.timezone="America/New_York"');
    // …read back as the right instants: 09:00 in Berlin before and after its change.
    expect(events.map((event) => event.start)).toEqual([
      { dateTime: '2030-03-25T08:00:00.000Z', timeZone: 'Europe/Berlin' },
      { dateTime: '2030-04-01T07:00:00.000Z', timeZone: 'Europe/Berlin' },
      { dateTime: '2030-04-08T07:00:00.000Z', timeZone: 'Europe/Berlin' },
    ]);
    expect(events[0]!.end).toEqual({
      dateTime: '2030-03-25T08:30:00.000Z',
      timeZone: 'Europe/Berlin',
    });
  });

  it('"this and following": ends the series the day before and creates the rest as a new series', async () => {
    const { account } = freshAccount();
    const recurrence = {
      pattern: { type: 'weekly', interval: 1, daysOfWeek: ['monday'], firstDayOfWeek: 'monday' },
      range: {
        type: 'numbered',
        startDate: '2030-03-18',
        numberOfOccurrences: 5,
        recurrenceTimeZone: 'Europe/Paris',
      },
    };
    const attendees = [
      {
        emailAddress: { address: 'bea@example.com', name: 'Bea' },
        type: 'required',
        status: { response: 'accepted', time: '2030-03-01T10:00:00Z' },
      },
    ];
    const master = microsoft.addEvent({
      subject: 'Sync',
      rule: 'FREQ=WEEKLY;COUNT=5',
      originalStartTimeZone: 'Europe/Paris',
      start: utc('2030-03-18T08:00:00.0000000'),
      end: utc('2030-03-18T08:30:00.0000000'),
      recurrence,
      attendees,
      isReminderOn: true,
      reminderMinutesBeforeStart: 30,
    });
    const spring = {
      timeMin: new Date('2030-03-10T00:00:00Z'),
      timeMax: new Date('2030-05-10T00:00:00Z'),
    };
    const before = await providers.outlook.listEvents(account, spring);
    expect(before).toHaveLength(5);
    microsoft.control.requests.length = 0;
    // From the third (1 April, after Paris moved to summer time), renamed, same 09:00.
    const created = await providers.outlook.updateEvent(
      account,
      before[2]!.id,
      write({
        title: 'Sync v2',
        start: '2030-04-01T07:00:00.000Z',
        end: '2030-04-01T07:30:00.000Z',
      }),
      'following',
    );
    expect(
      microsoft.control.requests.map((request) => [
        request.method,
        new URL(request.url, 'http://x').pathname.replace(
          /\/me\/events\/[^/]+$/,
          '/me/events/{id}',
        ),
      ]),
    ).toEqual([
      ['GET', '/v1.0/me/events/{id}'],
      ['GET', '/v1.0/me/events/{id}'],
      ['PATCH', '/v1.0/me/events/{id}'],
      ['POST', '/v1.0/me/events'],
    ]);
    expect(microsoft.sent).toEqual([
      {
        recurrence: {
          pattern: recurrence.pattern,
          range: {
            type: 'endDate',
            startDate: '2030-03-18',
            endDate: '2030-03-31',
            recurrenceTimeZone: 'Europe/Paris',
          },
        },
      },
      {
        subject: 'Sync v2',
        body: { contentType: 'text', content: 'Notes' },
        location: { displayName: 'Room 2' },
        categories: ['Work'],
        isAllDay: false,
        start: { dateTime: '2030-04-01T09:00:00', timeZone: 'Europe/Paris' },
        end: { dateTime: '2030-04-01T09:30:00', timeZone: 'Europe/Paris' },
        // The attendees (without their answers, which Graph sets) and the reminder go along.
        attendees: [
          { emailAddress: { address: 'bea@example.com', name: 'Bea' }, type: 'required' },
        ],
        isReminderOn: true,
        reminderMinutesBeforeStart: 30,
        // Two of five were used: the new series repeats three more times.
        recurrence: {
          pattern: recurrence.pattern,
          range: {
            type: 'numbered',
            startDate: '2030-04-01',
            numberOfOccurrences: 3,
            recurrenceTimeZone: 'Europe/Paris',
          },
        },
      },
    ]);
    expect(created).toMatchObject({ summary: 'Sync v2', recurringEventId: null });
    expect(created.id).not.toBe(master.id);
    const after = await providers.outlook.listEvents(account, spring);
    expect(after.map((event) => [event.summary, event.start.dateTime])).toEqual([
      ['Sync', '2030-03-18T08:00:00.000Z'],
      ['Sync', '2030-03-25T08:00:00.000Z'],
      ['Sync v2', '2030-04-01T07:00:00.000Z'],
      ['Sync v2', '2030-04-08T07:00:00.000Z'],
      ['Sync v2', '2030-04-15T07:00:00.000Z'],
    ]);

    // Deleting from the second occurrence of the new series ends it there; from the first of
    // the old one deletes it whole.
    microsoft.sent.length = 0;
    await providers.outlook.deleteEvent(account, after[3]!.id, 'following');
    expect(microsoft.sent).toEqual([
      {
        recurrence: {
          pattern: recurrence.pattern,
          range: {
            type: 'endDate',
            startDate: '2030-04-01',
            endDate: '2030-04-07',
            recurrenceTimeZone: 'Europe/Paris',
          },
        },
      },
    ]);
    await providers.outlook.deleteEvent(account, after[0]!.id, 'following');
    expect(microsoft.events.has(master.id)).toBe(false);
    expect(
      (await providers.outlook.listEvents(account, spring)).map((event) => event.summary),
    ).toEqual(['Sync v2']);
  });

  it('refreshes on 401 and retries once; invalid_grant marks the account', async () => {
    microsoft.addEvent({
      subject: 'Seen',
      start: utc('2030-05-02T07:30:00.0000000'),
      end: utc('2030-05-02T08:00:00.0000000'),
    });
    const { account, store } = freshAccount();
    microsoft.auth.expireAccessTokens();
    expect(await providers.outlook.listEvents(account, may)).toHaveLength(1);
    expect(store.saved).toHaveLength(1);
    expect(microsoft.auth.state.tokenRequests.at(-1)).toMatchObject({
      grant_type: 'refresh_token',
      client_id: 'microsoft-client',
    });

    microsoft.auth.expireAccessTokens();
    microsoft.auth.revokeRefreshTokens();
    await expect(providers.outlook.listEvents(account, may)).rejects.toMatchObject({
      kind: 'auth',
      message: ACCOUNT_MESSAGES.reconnectNeeded,
    });
    expect(store.reconnectNeeded).toEqual([ACCOUNT_MESSAGES.reconnectNeeded]);
  });

  it('backs off on 429 with Retry-After, then gives up as unavailable', async () => {
    const { account } = freshAccount();
    microsoft.control.rateLimitNext = 2;
    const started = Date.now();
    expect(await providers.outlook.listEvents(account, may)).toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    microsoft.control.rateLimitNext = 5;
    await expect(providers.outlook.listEvents(account, may)).rejects.toMatchObject({
      kind: 'unavailable',
    });
    microsoft.control.rateLimitNext = 0;
  });
});
