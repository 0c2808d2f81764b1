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
