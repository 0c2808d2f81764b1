import {
  ACCOUNT_MESSAGES,
  listEventsResponseSchema,
  type AuthResponse,
} from '@worksphere/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOrganization } from '../../../test/factories.js';
import { startFakeGoogle, type FakeGoogle } from '../../../test/fakes/fake-google.js';
import { startFakeMicrosoft, type FakeMicrosoft } from '../../../test/fakes/fake-microsoft.js';
import { connectOAuthAccount } from '../../../test/fakes/oauth-sign-in.js';
import { makeCalendar, startRadicale, type Radicale } from '../../../test/radicale.js';
import { call, useTestApp } from '../../../test/test-app.js';

let google: FakeGoogle;
let microsoft: FakeMicrosoft;
let radicale: Radicale;
beforeAll(async () => {
  google = await startFakeGoogle();
  microsoft = await startFakeMicrosoft();
  radicale = await startRadicale({ ada: 'dav-pass' });
  await makeCalendar(radicale, 'ada', 'dav-pass', 'home');
});
afterAll(async () => {
  await google?.close();
  await microsoft?.close();
  await radicale?.stop();
});
const testApp = useTestApp(() => ({
  ...google.env(),
  ...microsoft.env(),
  OUTBOUND_ALLOWED_HOSTS: radicale.hostPort,
}));

const MAY = 'timeMin=2030-05-01T00:00:00.000Z&timeMax=2030-06-01T00:00:00.000Z';

async function listEvents(auth: AuthResponse, accountId: string) {
  const response = await call(
    testApp.app,
    'GET',
    `/calendar/events?accountId=${accountId}&${MAY}`,
    {
      token: auth.token,
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return listEventsResponseSchema.parse(response.json());
}

const eventBody = (accountId: string, overrides: Record<string, unknown> = {}) => ({
  accountId,
  title: 'Budget review',
  description: 'Q3',
  location: 'Room 4',
  start: '2030-05-14T09:00:00.000Z',
  end: '2030-05-14T10:00:00.000Z',
  category: 'Work',
  timeZone: 'Europe/Berlin',
  ...overrides,
});

describe('connected calendars through /calendar/events', () => {
  it('Google: pages followed, category round trip, refresh on 401, reconnect on invalid_grant', async () => {
    const admin = await registerOrganization(testApp.app);
    google.auth.state.identity = { id: 'g-events', email: 'cal@gmail.test', name: 'Cal' };
    const accountId = await connectOAuthAccount(testApp.app, admin, 'gmail');
    for (let day = 1; day <= 5; day += 1) {
      google.addEvent({
        summary: `Google ${day}`,
        start: { dateTime: `2030-05-0${day}T08:00:00Z` },
        end: { dateTime: `2030-05-0${day}T09:00:00Z` },
        extendedProperties: { private: { category: 'Personal' } },
      });
    }
    google.control.requests.length = 0;
    const listed = await listEvents(admin, accountId);
    expect(listed.failures).toEqual([]);
    expect(listed.events.map((event) => [event.summary, event.category])).toEqual(
      [1, 2, 3, 4, 5].map((day) => [`Google ${day}`, 'Personal']),
    );
    expect(google.control.requests.filter((r) => r.method === 'GET')).toHaveLength(3);

    const created = await call(testApp.app, 'POST', '/calendar/events', {
      token: admin.token,
      body: eventBody(accountId),
    });
    expect(created.statusCode, created.body).toBe(201);
    const event = created.json().event;
    expect(event).toMatchObject({ category: 'Work', emailAccountId: accountId });
    expect(google.events.get(event.id)!.extendedProperties).toEqual({
      private: { category: 'Work' },
    });
    const updated = await call(testApp.app, 'PUT', `/calendar/events/${event.id}`, {
      token: admin.token,
      body: eventBody(accountId, { category: 'Other', title: 'Budget review (moved)' }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(google.events.get(event.id)).toMatchObject({
      summary: 'Budget review (moved)',
      extendedProperties: { private: { category: 'Other' } },
    });

    google.auth.expireAccessTokens();
    const afterExpiry = await listEvents(admin, accountId);
    expect(afterExpiry.events.find((e) => e.id === event.id)).toMatchObject({ category: 'Other' });
    expect(google.auth.state.tokenRequests.at(-1)!.grant_type).toBe('refresh_token');

    const removed = await call(
      testApp.app,
      'DELETE',
      `/calendar/events/${event.id}?accountId=${accountId}`,
      { token: admin.token },
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(google.events.has(event.id)).toBe(false);

    // The user revoked access at Google: the merged list still shows the built-in calendar.
    google.auth.expireAccessTokens();
    google.auth.revokeRefreshTokens();
    const merged = await listEvents(admin, 'all');
    expect(merged.failures).toEqual([{ accountId, error: ACCOUNT_MESSAGES.reconnectNeeded }]);
    const accounts = await call(testApp.app, 'GET', '/email/accounts/getAccounts', {
      token: admin.token,
    });
    expect(accounts.json().accounts.find((a: { id: string }) => a.id === accountId)).toMatchObject({
      status: 'reconnect_needed',
      statusMessage: ACCOUNT_MESSAGES.reconnectNeeded,
    });
  });

  it('Microsoft: nextLink pages and a 429 waited out, merged with the built-in calendar', async () => {
    const admin = await registerOrganization(testApp.app);
    const accountId = await connectOAuthAccount(testApp.app, admin, 'outlook');
    for (let day = 1; day <= 3; day += 1) {
      microsoft.addEvent({
        subject: `Outlook ${day}`,
        start: { dateTime: `2030-05-0${day}T10:00:00.0000000`, timeZone: 'UTC' },
        end: { dateTime: `2030-05-0${day}T11:00:00.0000000`, timeZone: 'UTC' },
        categories: ['Work'],
      });
    }
    const local = await call(testApp.app, 'GET', '/email/accounts/getAccounts', {
      token: admin.token,
    });
    const localId = local
      .json()
      .accounts.find((a: { accountType: string }) => a.accountType === 'local').id;
    const built = await call(testApp.app, 'POST', '/calendar/events', {
      token: admin.token,
      body: eventBody(localId, {
        title: 'Local one',
        start: '2030-05-02T12:00:00.000Z',
        end: '2030-05-02T13:00:00.000Z',
      }),
    });
    expect(built.statusCode, built.body).toBe(201);

    microsoft.control.rateLimitNext = 1;
    const merged = await listEvents(admin, 'all');
    expect(merged.failures).toEqual([]);
    expect(merged.events.map((event) => event.summary)).toEqual([
      'Outlook 1',
      'Outlook 2',
      'Local one',
      'Outlook 3',
    ]);
    expect(merged.events[0]).toMatchObject({ category: 'Work', emailAccountId: accountId });

    const created = await call(testApp.app, 'POST', '/calendar/events', {
      token: admin.token,
      body: eventBody(accountId, { category: 'Personal' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(microsoft.events.get(created.json().event.id)!.categories).toEqual(['Personal']);
  });

  it('CalDAV: connect, then create and list through the API', async () => {
    const admin = await registerOrganization(testApp.app);
    const connected = await call(testApp.app, 'POST', '/email/accounts/caldav', {
      token: admin.token,
      body: { serverUrl: radicale.url, username: 'ada', password: 'dav-pass' },
    });
    expect(connected.statusCode, connected.body).toBe(201);
    const accountId = connected.json().account.id;
    const created = await call(testApp.app, 'POST', '/calendar/events', {
      token: admin.token,
      body: eventBody(accountId, {
        title: 'Choir',
        category: 'Personal',
        recurrence: { frequency: 'weekly', interval: 1, byWeekday: [], count: 3 },
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const listed = await listEvents(admin, accountId);
    expect(
      listed.events.map((event) => [event.summary, event.start.dateTime, event.category]),
    ).toEqual([
      ['Choir', '2030-05-14T09:00:00.000Z', 'Personal'],
      ['Choir', '2030-05-21T09:00:00.000Z', 'Personal'],
      ['Choir', '2030-05-28T09:00:00.000Z', 'Personal'],
    ]);
  });
});
