import {
  CALENDAR_MESSAGES,
  listEventsResponseSchema,
  type AuthResponse,
  type CalendarEvent,
} from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { addMember, registerOrganization, setPermissions } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';
import * as accountsRepo from '../accounts/accounts.repo.js';
import { ProviderError, type CalendarProvider } from './providers/calendar-provider.js';

/** A connected provider that answers one fixed event, and one that is down. */
const remoteEvent = (accountId: string): CalendarEvent => ({
  id: 'remote-1',
  summary: 'From Google',
  description: '',
  location: '',
  category: null,
  emailAccountId: accountId,
  start: { dateTime: '2024-05-10T08:00:00.000Z' },
  end: { dateTime: '2024-05-10T09:00:00.000Z' },
  recurringEventId: null,
  recurrence: null,
  readOnly: true,
});
const unsupported = () => Promise.reject(new Error('not in this fake'));
const workingProvider: CalendarProvider = {
  listEvents: async (account) => [remoteEvent(account.id)],
  createEvent: unsupported,
  updateEvent: unsupported,
  deleteEvent: unsupported,
};
const DOWN_MESSAGE = 'CalDAV server answered 503.';
const downProvider: CalendarProvider = {
  listEvents: async () => {
    throw new ProviderError(DOWN_MESSAGE, 'unavailable', 'secret-free detail');
  },
  createEvent: unsupported,
  updateEvent: unsupported,
  deleteEvent: unsupported,
};

const testApp = useTestApp(
  {},
  { calendarProviders: { gmail: workingProvider, caldav: downProvider } },
);
const MAY = 'timeMin=2024-05-01T00:00:00Z&timeMax=2024-06-01T00:00:00Z';

async function localAccountId(auth: AuthResponse) {
  const response = await call(testApp.app, 'GET', '/email/accounts/getAccounts', {
    token: auth.token,
  });
  return response
    .json()
    .accounts.find((account: { accountType: string }) => account.accountType === 'local')
    .id as string;
}

async function listEvents(auth: AuthResponse, accountId: string, range = MAY) {
  const response = await call(
    testApp.app,
    'GET',
    `/calendar/events?accountId=${accountId}&${range}`,
    {
      token: auth.token,
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return listEventsResponseSchema.parse(response.json());
}

async function createEvent(auth: AuthResponse, body: Record<string, unknown>) {
  const response = await call(testApp.app, 'POST', '/calendar/events', { token: auth.token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().event as CalendarEvent;
}

const base = (accountId: string) => ({
  accountId,
  title: 'Planning',
  description: 'Quarterly',
  start: '2024-05-06T09:00:00Z',
  end: '2024-05-06T10:00:00Z',
  category: 'Work',
});

describe('calendar events on the built-in calendar', () => {
  it('creates, lists, updates and deletes an event', async () => {
    const admin = await registerOrganization(testApp.app);
    const accountId = await localAccountId(admin);
    const created = await createEvent(admin, { ...base(accountId), location: 'Room 1' });
    expect(created).toMatchObject({
      summary: 'Planning',
      description: 'Quarterly',
      location: 'Room 1',
      category: 'Work',
      extendedProperties: { private: { category: 'Work' } },
      emailAccountId: accountId,
      start: { dateTime: '2024-05-06T09:00:00.000Z', timeZone: 'UTC' },
      end: { dateTime: '2024-05-06T10:00:00.000Z' },
      recurringEventId: null,
      recurrence: null,
      readOnly: false,
    });
    expect((await listEvents(admin, accountId)).events).toEqual([created]);
    expect(
      (
        await listEvents(
          admin,
          accountId,
          'timeMin=2024-06-01T00:00:00Z&timeMax=2024-07-01T00:00:00Z',
        )
      ).events,
    ).toEqual([]);

    const updated = await call(testApp.app, 'PUT', `/calendar/events/${created.id}`, {
      token: admin.token,
      body: {
        ...base(accountId),
        title: 'Moved',
        start: '2024-05-07T09:00',
        end: '2024-05-07T11:00',
        timeZone: 'Europe/Berlin',
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().event).toMatchObject({
      id: created.id,
      summary: 'Moved',
      start: { dateTime: '2024-05-07T07:00:00.000Z', timeZone: 'Europe/Berlin' },
      end: { dateTime: '2024-05-07T09:00:00.000Z' },
    });

    const removed = await call(
      testApp.app,
      'DELETE',
      `/calendar/events/${created.id}?accountId=${accountId}`,
      {
        token: admin.token,
      },
    );
    expect(removed.statusCode).toBe(200);
    expect((await listEvents(admin, accountId)).events).toEqual([]);
    const again = await call(
      testApp.app,
      'DELETE',
      `/calendar/events/${created.id}?accountId=${accountId}`,
      {
        token: admin.token,
      },
    );
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(CALENDAR_MESSAGES.eventNotFound);
  });

  it('stores an empty title as "No Title", all-day events as dates, the user’s zone by default', async () => {
    const admin = await registerOrganization(testApp.app);
    const accountId = await localAccountId(admin);
    const untitled = await createEvent(admin, { ...base(accountId), title: '   ' });
    expect(untitled.summary).toBe(CALENDAR_MESSAGES.noTitle);
    const allDay = await createEvent(admin, {
      ...base(accountId),
      allDay: true,
      start: '2024-05-20',
      end: '2024-05-20',
    });
    expect(allDay.start).toEqual({ date: '2024-05-20' });
    expect(allDay.end).toEqual({ date: '2024-05-21' });

    const profile = await call(testApp.app, 'PUT', '/user/me', {
      token: admin.token,
      body: {
        username: admin.user.username,
        email: admin.user.email,
        firstName: 'Ada',
        lastName: 'Admin',
        timeZone: 'America/New_York',
      },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const zoned = await createEvent(admin, {
      ...base(accountId),
      start: '2024-05-08T09:00',
      end: '2024-05-08T09:30',
    });
    expect(zoned.start).toEqual({
      dateTime: '2024-05-08T13:00:00.000Z',
      timeZone: 'America/New_York',
    });
  });

  it('refuses bad writes with the spec’s messages', async () => {
    const admin = await registerOrganization(testApp.app);
    const accountId = await localAccountId(admin);
    const post = (body: Record<string, unknown>) =>
      call(testApp.app, 'POST', '/calendar/events', { token: admin.token, body });
    for (const account of [undefined, '', 'all', ' all ']) {
      const response = await post({ ...base(accountId), accountId: account });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: CALENDAR_MESSAGES.selectAccount,
        code: 'VALIDATION_ERROR',
      });
    }
    const backwards = await post({
      ...base(accountId),
      start: '2024-05-06T10:00:00Z',
      end: '2024-05-06T09:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toBe(CALENDAR_MESSAGES.endBeforeStart);
    const backwardsDays = await post({
      ...base(accountId),
      allDay: true,
      start: '2024-05-06',
      end: '2024-05-05',
    });
    expect(backwardsDays.json().error).toBe(CALENDAR_MESSAGES.endBeforeStart);
    // Far years are refused before any provider sees them (they once overflowed into a 503).
    for (const far of [
      { allDay: true, start: '9999-12-30', end: '9999-12-31' },
      { start: '1850-01-01T09:00:00Z', end: '1850-01-01T10:00:00Z' },
      { recurrence: { frequency: 'daily', until: '9999-01-01' } },
    ]) {
      const response = await post({ ...base(accountId), ...far });
      expect(response.statusCode, JSON.stringify(far)).toBe(400);
      expect(response.json()).toEqual({
        error: CALENDAR_MESSAGES.dateOutOfRange,
        code: 'VALIDATION_ERROR',
      });
    }
    const farRange = await call(
      testApp.app,
      'GET',
      `/calendar/events?accountId=all&timeMin=9999-12-01T00:00:00Z&timeMax=9999-12-31T00:00:00Z`,
      { token: admin.token },
    );
    expect(farRange.json()).toEqual({
      error: CALENDAR_MESSAGES.dateOutOfRange,
      code: 'VALIDATION_ERROR',
    });
    expect((await post({ ...base(accountId), start: 'soon' })).statusCode).toBe(400);
    expect((await post({ ...base(accountId), timeZone: 'Mars/Base' })).statusCode).toBe(400);
    const noCategory = await post({ ...base(accountId), category: '' });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().error).toContain(CALENDAR_MESSAGES.categoryRequired);
    const missingAccountDelete = await call(testApp.app, 'DELETE', `/calendar/events/x`, {
      token: admin.token,
    });
    expect(missingAccountDelete.json().error).toBe(CALENDAR_MESSAGES.selectAccount);
    const tooLong = await call(
      testApp.app,
      'GET',
      `/calendar/events?accountId=all&timeMin=2024-01-01T00:00:00Z&timeMax=2025-06-01T00:00:00Z`,
      { token: admin.token },
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe(CALENDAR_MESSAGES.rangeTooLong);
    const noRange = await call(testApp.app, 'GET', `/calendar/events?accountId=all`, {
      token: admin.token,
    });
    expect(noRange.statusCode).toBe(400);
  });

  it('checks calendar:edit on every write', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    await setPermissions(testApp.app, admin, member, []);
    const accountId = await localAccountId(admin);
    const event = await createEvent(admin, base(accountId));
    const refusals = [
      call(testApp.app, 'POST', '/calendar/events', { token: member.token, body: base(accountId) }),
      call(testApp.app, 'POST', '/calendar/events', { token: member.token, body: {} }),
      call(testApp.app, 'PUT', `/calendar/events/${event.id}`, {
        token: member.token,
        body: base(accountId),
      }),
      call(testApp.app, 'DELETE', `/calendar/events/${event.id}?accountId=${accountId}`, {
        token: member.token,
      }),
    ];
    for (const response of await Promise.all(refusals)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: CALENDAR_MESSAGES.editForbidden,
        code: 'FORBIDDEN',
      });
    }
    // Reading needs no permission.
    expect((await listEvents(member, accountId)).events).toHaveLength(1);
    await setPermissions(testApp.app, admin, member, ['calendar:edit']);
    await createEvent(member, base(accountId));
  });

  it('another organisation’s accounts and events are not found', async () => {
    const admin = await registerOrganization(testApp.app);
    const stranger = await registerOrganization(testApp.app);
    const accountId = await localAccountId(admin);
    const strangerAccount = await localAccountId(stranger);
    const event = await createEvent(admin, base(accountId));
    const answers = [
      await call(testApp.app, 'GET', `/calendar/events?accountId=${accountId}&${MAY}`, {
        token: stranger.token,
      }),
      await call(testApp.app, 'POST', '/calendar/events', {
        token: stranger.token,
        body: base(accountId),
      }),
      await call(testApp.app, 'PUT', `/calendar/events/${event.id}`, {
        token: stranger.token,
        body: base(accountId),
      }),
      await call(testApp.app, 'DELETE', `/calendar/events/${event.id}?accountId=${accountId}`, {
        token: stranger.token,
      }),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(CALENDAR_MESSAGES.accountNotFound);
    }
    // Through the stranger's own account the admin's event id still names nothing.
    const viaOwn = await call(testApp.app, 'PUT', `/calendar/events/${event.id}`, {
      token: stranger.token,
      body: base(strangerAccount),
    });
    expect(viaOwn.statusCode).toBe(404);
    expect(viaOwn.json().error).toBe(CALENDAR_MESSAGES.eventNotFound);
    const junk = await call(
      testApp.app,
      'DELETE',
      `/calendar/events/not-an-id?accountId=${accountId}`,
      { token: admin.token },
    );
    expect(junk.statusCode).toBe(404);
    expect((await listEvents(admin, accountId)).events).toHaveLength(1);
  });
});

describe('recurring events', () => {
  it('a weekly series on chosen days: edit and delete one occurrence, then the series', async () => {
    const admin = await registerOrganization(testApp.app);
    const accountId = await localAccountId(admin);
    const series = await createEvent(admin, {
      ...base(accountId),
      title: 'Stand-up',
      start: '2024-05-06T09:00',
      end: '2024-05-06T09:15',
      timeZone: 'Europe/Berlin',
      recurrence: { frequency: 'weekly', byWeekday: ['MO', 'WE'], count: 6 },
    });
    const seriesId = series.recurringEventId!;
    expect(series.id).toBe(`${seriesId}_20240506T070000Z`);
    const listed = (await listEvents(admin, accountId)).events;
    expect(listed.map((event) => event.id)).toEqual(
      ['20240506', '20240508', '20240513', '20240515', '20240520', '20240522'].map(
        (day) => `${seriesId}_${day}T070000Z`,
      ),
    );
    expect(listed.every((event) => event.recurringEventId === seriesId)).toBe(true);
    expect(listed[0]!.recurrence).toMatchObject({ frequency: 'weekly', count: 6 });

    const second = listed[1]!;
    const edited = await call(testApp.app, 'PUT', `/calendar/events/${second.id}`, {
      token: admin.token,
      body: {
        ...base(accountId),
        title: 'Stand-up (late)',
        start: '2024-05-08T11:00',
        end: '2024-05-08T11:15',
        timeZone: 'Europe/Berlin',
        scope: 'occurrence',
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const third = listed[2]!;
    const deleted = await call(
      testApp.app,
      'DELETE',
      `/calendar/events/${third.id}?accountId=${accountId}&scope=occurrence`,
      { token: admin.token },
    );
    expect(deleted.statusCode).toBe(200);

    const after = (await listEvents(admin, accountId)).events;
    expect(after).toHaveLength(5);
    expect(after.map((event) => event.id)).not.toContain(third.id);
    expect(after[1]).toMatchObject({
      id: second.id,
      summary: 'Stand-up (late)',
      start: { dateTime: '2024-05-08T09:00:00.000Z' },
    });
    const deletedTwice = await call(
      testApp.app,
      'DELETE',
      `/calendar/events/${third.id}?accountId=${accountId}&scope=occurrence`,
      { token: admin.token },
    );
    expect(deletedTwice.statusCode).toBe(404);
    const notAnOccurrence = await call(
      testApp.app,
      'DELETE',
      `/calendar/events/${seriesId}_20240507T070000Z?accountId=${accountId}&scope=occurrence`,
      { token: admin.token },
    );
    expect(notAnOccurrence.statusCode).toBe(404);

    // The whole series from one occurrence: renamed, the rule kept.
    const renamed = await call(testApp.app, 'PUT', `/calendar/events/${listed[0]!.id}`, {
      token: admin.token,
      body: {
        ...base(accountId),
        title: 'Daily sync',
        start: '2024-05-06T09:00',
        end: '2024-05-06T09:15',
        timeZone: 'Europe/Berlin',
        scope: 'series',
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const renamedList = (await listEvents(admin, accountId)).events;
    expect(renamedList).toHaveLength(5);
    expect(renamedList.filter((event) => event.summary === 'Daily sync')).toHaveLength(4);

    const gone = await call(
      testApp.app,
      'DELETE',
      `/calendar/events/${listed[0]!.id}?accountId=${accountId}&scope=series`,
      { token: admin.token },
    );
    expect(gone.statusCode).toBe(200);
    expect((await listEvents(admin, accountId)).events).toEqual([]);
  });

  it('daily until a date, monthly and yearly series, listed in range', async () => {
    const admin = await registerOrganization(testApp.app);
    const accountId = await localAccountId(admin);
    await createEvent(admin, {
      ...base(accountId),
      title: 'Daily',
      start: '2024-05-28T08:00:00Z',
      end: '2024-05-28T08:30:00Z',
      recurrence: { frequency: 'daily', until: '2024-06-02T23:59:59Z' },
    });
    await createEvent(admin, {
      ...base(accountId),
      title: 'Rent',
      allDay: true,
      start: '2024-01-31',
      end: '2024-02-01',
      recurrence: { frequency: 'monthly' },
    });
    await createEvent(admin, {
      ...base(accountId),
      title: 'Birthday',
      allDay: true,
      start: '2020-05-15',
      end: '2020-05-16',
      recurrence: { frequency: 'yearly' },
    });
    const may = (await listEvents(admin, accountId)).events;
    expect(may.filter((event) => event.summary === 'Daily')).toHaveLength(4);
    expect(may.find((event) => event.summary === 'Rent')?.start).toEqual({ date: '2024-05-31' });
    expect(may.find((event) => event.summary === 'Birthday')?.start).toEqual({
      date: '2024-05-15',
    });
    const june = (
      await listEvents(
        admin,
        accountId,
        'timeMin=2024-06-01T00:00:00Z&timeMax=2024-07-01T00:00:00Z',
      )
    ).events;
    expect(june.filter((event) => event.summary === 'Daily')).toHaveLength(2);
    // June has no 31st: RFC 5545 skips the month.
    expect(
      june.filter((event) => event.summary === 'Rent' && event.start.date?.startsWith('2024-06')),
    ).toEqual([]);
  });
});

describe('all connected accounts', () => {
  it('merges every usable calendar; a failing provider becomes a failure, the others still show', async () => {
    const admin = await registerOrganization(testApp.app);
    const accountId = await localAccountId(admin);
    const local = await createEvent(admin, base(accountId));
    const google = await accountsRepo.insertAccount(testApp.db, {
      organizationId: admin.user.organizationId,
      ownerId: admin.user.id,
      accountType: 'gmail',
      emailAddress: 'ada@gmail.example',
    });
    const dav = await accountsRepo.insertAccount(testApp.db, {
      organizationId: admin.user.organizationId,
      ownerId: admin.user.id,
      accountType: 'caldav',
      emailAddress: 'ada@dav.example',
    });
    await accountsRepo.insertAccount(testApp.db, {
      organizationId: admin.user.organizationId,
      ownerId: admin.user.id,
      accountType: 'imap',
      emailAddress: 'ada@mail.example',
    });
    const merged = await listEvents(admin, 'all');
    expect(merged.events.map((event) => event.id)).toEqual([local.id, 'remote-1']);
    expect(merged.failures).toEqual([{ accountId: dav.id, error: DOWN_MESSAGE }]);
    const withoutAccount = await listEvents(admin, '');
    expect(withoutAccount.events).toHaveLength(2);
    expect((await listEvents(admin, google.id)).events).toEqual([remoteEvent(google.id)]);

    const down = await call(testApp.app, 'GET', `/calendar/events?accountId=${dav.id}&${MAY}`, {
      token: admin.token,
    });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ error: DOWN_MESSAGE, code: 'SERVICE_UNAVAILABLE' });

    // A member does not see the admin's personal accounts.
    const member = await addMember(testApp.app, admin);
    const seen = await listEvents(member, 'all');
    expect(seen.events.map((event) => event.id)).toEqual([local.id]);
    expect(seen.failures).toEqual([]);
    const notTheirs = await call(
      testApp.app,
      'GET',
      `/calendar/events?accountId=${google.id}&${MAY}`,
      { token: member.token },
    );
    expect(notTheirs.statusCode).toBe(404);
  });
});
