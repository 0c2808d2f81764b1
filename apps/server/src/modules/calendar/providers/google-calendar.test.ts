import { ACCOUNT_MESSAGES } from '@worksphere/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { createOutbound } from '../../../platform/net/outbound.js';
import { startFakeGoogle, type FakeGoogle } from '../../../test/fakes/fake-google.js';
import { memoryAccount } from '../../../test/fakes/provider-account.js';
import type { EventWrite } from './calendar-provider.js';
import { createConnectedProviders, type ConnectedProviders } from './connected-providers.js';

let google: FakeGoogle;
let providers: ConnectedProviders;

beforeAll(async () => {
  google = await startFakeGoogle();
  const config = loadConfig({ NODE_ENV: 'test', ...google.env() });
  providers = createConnectedProviders(
    { config, outbound: createOutbound() },
    { maxRetryWaitMs: 1_500 },
  );
});
afterAll(async () => {
  await providers.close();
  await google.close();
});
beforeEach(() => {
  google.events.clear();
  google.sent.length = 0;
  google.control.requests.length = 0;
});

function freshAccount() {
  const tokens = google.auth.issueTokens();
  return memoryAccount('gmail', {
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
  title: 'Planning',
  description: 'Quarterly',
  location: 'Room 1',
  category: 'Work',
  allDay: false,
  start: '2030-05-06T09:00:00.000Z',
  end: '2030-05-06T10:00:00.000Z',
  timeZone: 'Europe/Berlin',
  recurrence: null,
  ...overrides,
});

describe('Google Calendar v3 adapter', () => {
  it('follows nextPageToken and asks for single events ordered by start', async () => {
    for (let day = 1; day <= 5; day += 1) {
      google.addEvent({
        summary: `Day ${day}`,
        start: { dateTime: `2030-05-0${day}T08:00:00+02:00`, timeZone: 'Europe/Berlin' },
        end: { dateTime: `2030-05-0${day}T09:00:00+02:00`, timeZone: 'Europe/Berlin' },
      });
    }
    const { account } = freshAccount();
    const events = await providers.gmail.listEvents(account, may);
    expect(events.map((event) => event.summary)).toEqual([
      'Day 1',
      'Day 2',
      'Day 3',
      'Day 4',
      'Day 5',
    ]);
    expect(events[0]!.start).toEqual({
      dateTime: '2030-05-01T06:00:00.000Z',
      timeZone: 'Europe/Berlin',
    });
    const lists = google.control.requests.filter((request) => request.method === 'GET');
    expect(lists).toHaveLength(3);
    const first = new URL(lists[0]!.url, 'http://x').searchParams;
    expect(first.get('singleEvents')).toBe('true');
    expect(first.get('orderBy')).toBe('startTime');
    expect(first.get('timeMin')).toBe('2030-05-01T00:00:00.000Z');
    expect(new URL(lists[2]!.url, 'http://x').searchParams.get('pageToken')).toBe('4');
  });

  it('writes the category to a private extended property and reads it back', async () => {
    const { account } = freshAccount();
    const created = await providers.gmail.createEvent(account, write());
    expect(created.category).toBe('Work');
    const stored = google.events.get(created.id)!;
    expect(stored.extendedProperties).toEqual({ private: { category: 'Work' } });
    // Sent as the zone's wall clock with its offset, and the zone.
    expect(stored.start).toEqual({
      dateTime: '2030-05-06T11:00:00+02:00',
      timeZone: 'Europe/Berlin',
    });
    // Another client's event with the category as a top-level field is read too.
    google.addEvent({
      summary: 'Imported',
      category: 'Personal',
      start: { date: '2030-05-10' },
      end: { date: '2030-05-11' },
    });
    const events = await providers.gmail.listEvents(account, may);
    expect(events.map((event) => [event.summary, event.category, event.emailAccountId])).toEqual([
      ['Planning', 'Work', account.id],
      ['Imported', 'Personal', account.id],
    ]);
    expect(events[1]!.start).toEqual({ date: '2030-05-10' });

    const updated = await providers.gmail.updateEvent(
      account,
      created.id,
      write({
        title: 'Planning 2',
        category: 'Other',
        allDay: true,
        start: '2030-05-07',
        end: '2030-05-08',
      }),
      'series',
    );
    expect(updated).toMatchObject({
      summary: 'Planning 2',
      category: 'Other',
      start: { date: '2030-05-07' },
    });
    expect(google.events.get(created.id)!.start).toEqual({ date: '2030-05-07' });
    await providers.gmail.deleteEvent(account, created.id, 'series');
    expect(google.events.has(created.id)).toBe(false);
  });

  it('edits one occurrence of a series or the whole series', async () => {
    const { account } = freshAccount();
    const series = await providers.gmail.createEvent(
      account,
      write({
        title: 'Standup',
        recurrence: { frequency: 'weekly', interval: 1, byWeekday: [], count: 4 },
      }),
    );
    expect(google.events.get(series.id)!.recurrence).toEqual([
      'RRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=4',
    ]);
    const occurrences = await providers.gmail.listEvents(account, may);
    expect(occurrences).toHaveLength(4);
    expect(occurrences.every((event) => event.recurringEventId === series.id)).toBe(true);
    const second = occurrences[1]!;

    await providers.gmail.updateEvent(
      account,
      second.id,
      write({
        title: 'Moved standup',
        start: '2030-05-14T11:00:00.000Z',
        end: '2030-05-14T12:00:00.000Z',
      }),
      'occurrence',
    );
    await providers.gmail.deleteEvent(account, occurrences[2]!.id, 'occurrence');
    let listed = await providers.gmail.listEvents(account, may);
    expect(listed.map((event) => [event.summary, event.start.dateTime])).toEqual([
      ['Standup', '2030-05-06T09:00:00.000Z'],
      ['Moved standup', '2030-05-14T11:00:00.000Z'],
      ['Standup', '2030-05-27T09:00:00.000Z'],
    ]);

    // The whole series, from its last occurrence: one hour later, renamed.
    await providers.gmail.updateEvent(
      account,
      listed[2]!.id,
      write({
        title: 'Late standup',
        start: '2030-05-27T10:00:00.000Z',
        end: '2030-05-27T10:30:00.000Z',
      }),
      'series',
    );
    expect(google.events.get(series.id)!.start).toEqual({
      dateTime: '2030-05-06T12:00:00+02:00',
      timeZone: 'Europe/Berlin',
    });
    listed = await providers.gmail.listEvents(account, may);
    expect(listed.map((event) => [event.summary, event.start.dateTime])).toEqual([
      ['Late standup', '2030-05-06T10:00:00.000Z'],
      ['Late standup', '2030-05-13T10:00:00.000Z'],
      ['Late standup', '2030-05-20T10:00:00.000Z'],
      ['Late standup', '2030-05-27T10:00:00.000Z'],
    ]);
    await providers.gmail.deleteEvent(account, listed[0]!.id, 'series');
    expect(await providers.gmail.listEvents(account, may)).toEqual([]);
  });

  it('a weekly 09:00 Berlin series is sent in its zone and stays 09:00 after the DST change', async () => {
    const { account } = freshAccount();
    // Monday 25 March 2030, 09:00 CET; Berlin moves to CEST on Sunday 31 March.
    const series = await providers.gmail.createEvent(
      account,
      write({
        title: 'Weekly sync',
        start: '2030-03-25T08:00:00.000Z',
        end: '2030-03-25T09:00:00.000Z',
        recurrence: { frequency: 'weekly', interval: 1, byWeekday: [], count: 3 },
      }),
    );
    const sent = google.events.get(series.id)!;
    expect(sent.start).toEqual({
      dateTime: '2030-03-25T09:00:00+01:00',
      timeZone: 'Europe/Berlin',
    });
    expect(sent.end).toEqual({ dateTime: '2030-03-25T10:00:00+01:00', timeZone: 'Europe/Berlin' });
    const listed = await providers.gmail.listEvents(account, {
      timeMin: new Date('2030-03-20T00:00:00Z'),
      timeMax: new Date('2030-04-20T00:00:00Z'),
    });
    expect(listed.map((event) => event.start.dateTime)).toEqual([
      '2030-03-25T08:00:00.000Z',
      '2030-04-01T07:00:00.000Z',
      '2030-04-08T07:00:00.000Z',
    ]);
  });

  it('refreshes an expired token once on 401 and retries, saving the new token', async () => {
    google.addEvent({
      summary: 'Visible',
      start: { date: '2030-05-02' },
      end: { date: '2030-05-03' },
    });
    const { account, store } = freshAccount();
    const before = account.credentials;
    google.auth.expireAccessTokens();
    const events = await providers.gmail.listEvents(account, may);
    expect(events.map((event) => event.summary)).toEqual(['Visible']);
    expect(store.saved).toHaveLength(1);
    expect(store.saved[0]).toMatchObject({
      kind: 'oauth',
      refreshToken: before?.kind === 'oauth' ? before.refreshToken : '',
    });
    expect(store.saved[0]!.kind === 'oauth' && store.saved[0]!.accessToken).not.toBe(
      before?.kind === 'oauth' && before.accessToken,
    );
    const grants = google.auth.state.tokenRequests.map((form) => form.grant_type);
    expect(grants.at(-1)).toBe('refresh_token');
  });

  it('refreshes before the call when the token expires within a minute', async () => {
    const { account, store } = freshAccount();
    if (account.credentials?.kind === 'oauth') {
      account.credentials.expiresAt = new Date(Date.now() + 30_000).toISOString();
    }
    await providers.gmail.listEvents(account, may);
    expect(store.saved).toHaveLength(1);
    expect(google.control.requests).toHaveLength(1);
  });

  it('"this and following": trims the series with UNTIL and inserts the rest as a new series', async () => {
    const attendees = [
      { email: 'bea@example.com', displayName: 'Bea', responseStatus: 'accepted' },
    ];
    const reminders = { useDefault: false, overrides: [{ method: 'popup', minutes: 30 }] };
    const master = google.addEvent({
      summary: 'Sync',
      recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=5'],
      start: { dateTime: '2030-03-18T09:00:00+01:00', timeZone: 'Europe/Berlin' },
      end: { dateTime: '2030-03-18T09:30:00+01:00', timeZone: 'Europe/Berlin' },
      attendees,
      reminders,
    });
    const { account } = freshAccount();
    const spring = {
      timeMin: new Date('2030-03-10T00:00:00Z'),
      timeMax: new Date('2030-05-10T00:00:00Z'),
    };
    const listed = await providers.gmail.listEvents(account, spring);
    // The second one deleted: it still used up one of the five.
    await providers.gmail.deleteEvent(account, listed[1]!.id, 'occurrence');
    google.control.requests.length = 0;
    // From 1 April (Berlin on summer time), renamed, still 09:00.
    const created = await providers.gmail.updateEvent(
      account,
      listed[2]!.id,
      write({
        title: 'Sync v2',
        start: '2030-04-01T07:00:00.000Z',
        end: '2030-04-01T07:30:00.000Z',
      }),
      'following',
    );
    const requests = google.control.requests.map((request) => {
      const url = new URL(request.url, 'http://x');
      return [request.method, url.pathname.replace(/^.*\/events/, '/events'), url.search];
    });
    expect(requests).toEqual([
      ['GET', `/events/${listed[2]!.id}`, ''],
      ['GET', `/events/${master.id}`, ''],
      [
        'GET',
        `/events/${master.id}/instances`,
        '?timeMax=2030-04-01T07%3A00%3A00.000Z&showDeleted=true&maxResults=2500',
      ],
      ['PATCH', `/events/${master.id}`, ''],
      ['POST', '/events', ''],
    ]);
    expect(google.sent).toEqual([
      { recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20300401T065959Z'] },
      {
        summary: 'Sync v2',
        description: 'Quarterly',
        location: 'Room 1',
        start: { dateTime: '2030-04-01T09:00:00+02:00', timeZone: 'Europe/Berlin' },
        end: { dateTime: '2030-04-01T09:30:00+02:00', timeZone: 'Europe/Berlin' },
        extendedProperties: { private: { category: 'Work' } },
        // Attendees with their answers and the reminders go along.
        attendees,
        reminders,
        // Two of five used (one deleted): three more.
        recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=3'],
      },
    ]);
    expect(created).toMatchObject({ summary: 'Sync v2', recurringEventId: null });
    const after = await providers.gmail.listEvents(account, spring);
    expect(after.map((event) => [event.summary, event.start.dateTime])).toEqual([
      ['Sync', '2030-03-18T08:00:00.000Z'],
      ['Sync v2', '2030-04-01T07:00:00.000Z'],
      ['Sync v2', '2030-04-08T07:00:00.000Z'],
      ['Sync v2', '2030-04-15T07:00:00.000Z'],
    ]);

    // Deleting from the new series' second occurrence trims it; from the old one's first
    // deletes that series.
    google.sent.length = 0;
    await providers.gmail.deleteEvent(account, after[2]!.id, 'following');
    expect(google.sent).toEqual([
      { recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20300408T065959Z'] },
    ]);
    await providers.gmail.deleteEvent(account, after[0]!.id, 'following');
    expect(google.events.has(master.id)).toBe(false);
    expect(
      (await providers.gmail.listEvents(account, spring)).map((event) => event.summary),
    ).toEqual(['Sync v2']);
  });

  it('"this and following" on an all-day series ends it on the day before', async () => {
    const master = google.addEvent({
      summary: 'Holiday',
      recurrence: ['RRULE:FREQ=DAILY;UNTIL=20300510'],
      start: { date: '2030-05-06' },
      end: { date: '2030-05-07' },
    });
    const { account } = freshAccount();
    const listed = await providers.gmail.listEvents(account, may);
    expect(listed).toHaveLength(5);
    await providers.gmail.updateEvent(
      account,
      listed[2]!.id,
      write({ title: 'Away', allDay: true, start: '2030-05-08', end: '2030-05-09' }),
      'following',
    );
    expect(google.sent).toEqual([
      { recurrence: ['RRULE:FREQ=DAILY;UNTIL=20300507'] },
      expect.objectContaining({
        summary: 'Away',
        start: { date: '2030-05-08' },
        recurrence: ['RRULE:FREQ=DAILY;UNTIL=20300510'],
      }),
    ]);
    expect(google.events.get(master.id)!.recurrence).toEqual(['RRULE:FREQ=DAILY;UNTIL=20300507']);
    expect(
      (await providers.gmail.listEvents(account, may)).map((event) => [
        event.summary,
        event.start.date,
      ]),
    ).toEqual([
      ['Holiday', '2030-05-06'],
      ['Holiday', '2030-05-07'],
      ['Away', '2030-05-08'],
      ['Away', '2030-05-09'],
      ['Away', '2030-05-10'],
    ]);
  });

  it('marks the account reconnect-needed when the refresh is refused (invalid_grant)', async () => {
    const { account, store } = freshAccount();
    google.auth.expireAccessTokens();
    google.auth.revokeRefreshTokens();
    await expect(providers.gmail.listEvents(account, may)).rejects.toMatchObject({
      name: 'ProviderError',
      kind: 'auth',
      message: ACCOUNT_MESSAGES.reconnectNeeded,
    });
    expect(store.reconnectNeeded).toEqual([ACCOUNT_MESSAGES.reconnectNeeded]);
  });

  it('waits per Retry-After on 429 and retries; unavailable once retries run out', async () => {
    google.addEvent({
      summary: 'Busy',
      start: { date: '2030-05-02' },
      end: { date: '2030-05-03' },
    });
    const { account } = freshAccount();
    google.control.rateLimitNext = 1;
    const started = Date.now();
    const events = await providers.gmail.listEvents(account, may);
    expect(events).toHaveLength(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);

    google.control.rateLimitNext = 3;
    await expect(providers.gmail.listEvents(account, may)).rejects.toMatchObject({
      kind: 'unavailable',
    });
    google.control.rateLimitNext = 0;
  });

  it('answers unavailable when the provider cannot be reached', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      ...google.env(),
      GOOGLE_CALENDAR_BASE_URL: 'http://127.0.0.1:9/calendar/v3',
    });
    const offline = createConnectedProviders({ config, outbound: createOutbound() });
    const { account } = freshAccount();
    await expect(offline.gmail.listEvents(account, may)).rejects.toMatchObject({
      kind: 'unavailable',
    });
    await offline.close();
  });
});
