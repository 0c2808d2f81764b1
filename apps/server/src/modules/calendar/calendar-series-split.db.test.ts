import {
  CALENDAR_MESSAGES,
  listEventsResponseSchema,
  type AuthResponse,
  type CalendarEvent,
} from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';
import * as accountsRepo from '../accounts/accounts.repo.js';
import type { CalendarProvider } from './providers/calendar-provider.js';

// A connected calendar that cannot split series: "this and following" must be refused, not sent.
const untouched = () => Promise.reject(new Error('the provider must not be called'));
const connected: CalendarProvider = {
  listEvents: async () => [],
  createEvent: untouched,
  updateEvent: untouched,
  deleteEvent: untouched,
};
const testApp = useTestApp({}, { calendarProviders: { gmail: connected } });
const MAY_JUNE = 'timeMin=2024-05-01T00:00:00Z&timeMax=2024-07-01T00:00:00Z';

async function localAccountId(auth: AuthResponse) {
  const response = await call(testApp.app, 'GET', '/email/accounts/getAccounts', {
    token: auth.token,
  });
  return response
    .json()
    .accounts.find((account: { accountType: string }) => account.accountType === 'local')
    .id as string;
}

async function listEvents(auth: AuthResponse, accountId: string) {
  const response = await call(
    testApp.app,
    'GET',
    `/calendar/events?accountId=${accountId}&${MAY_JUNE}`,
    { token: auth.token },
  );
  expect(response.statusCode, response.body).toBe(200);
  return listEventsResponseSchema.parse(response.json()).events;
}

/** A weekly Monday 09:00 Berlin stand-up, six times from 6 May 2024. */
async function weeklySeries(auth: AuthResponse, accountId: string, count = 6) {
  const response = await call(testApp.app, 'POST', '/calendar/events', {
    token: auth.token,
    body: {
      accountId,
      title: 'Stand-up',
      description: '',
      start: '2024-05-06T09:00',
      end: '2024-05-06T09:30',
      category: 'Work',
      timeZone: 'Europe/Berlin',
      recurrence: { frequency: 'weekly', count },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json().event as CalendarEvent).recurringEventId!;
}

const put = (auth: AuthResponse, id: string, body: Record<string, unknown>) =>
  call(testApp.app, 'PUT', `/calendar/events/${id}`, { token: auth.token, body });

describe('this and following events', () => {
  it('splits the series: the old part keeps its edits before, the new one the rest', async () => {
    const admin = await registerOrganization(testApp.app);
    const accountId = await localAccountId(admin);
    const seriesId = await weeklySeries(admin, accountId);
    const id = (day: string) => `${seriesId}_${day}T070000Z`;
    const body = (title: string, day: string) => ({
      accountId,
      title,
      start: `${day}T09:00`,
      end: `${day}T09:30`,
      category: 'Work',
      timeZone: 'Europe/Berlin',
    });
    // Before the split: one occurrence renamed on each side, one deleted on each side.
    expect(
      (
        await put(admin, id('20240513'), {
          ...body('Early edit', '2024-05-13'),
          scope: 'occurrence',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await put(admin, id('20240603'), {
          ...body('Late edit', '2024-06-03'),
          scope: 'occurrence',
        })
      ).statusCode,
    ).toBe(200);
    for (const day of ['20240506', '20240610']) {
      const deleted = await call(
        testApp.app,
        'DELETE',
        `/calendar/events/${id(day)}?accountId=${accountId}&scope=occurrence`,
        { token: admin.token },
      );
      expect(deleted.statusCode).toBe(200);
    }

    // From 27 May on: renamed, same time.
    const split = await put(admin, id('20240527'), {
      ...body('Stand-up v2', '2024-05-27'),
      scope: 'following',
    });
    expect(split.statusCode, split.body).toBe(200);
    const newSeriesId = split.json().event.recurringEventId as string;
    expect(newSeriesId).not.toBe(seriesId);
    expect(split.json().event.id).toBe(`${newSeriesId}_20240527T070000Z`);

    const listed = await listEvents(admin, accountId);
    expect(listed.map((event) => [event.id, event.summary])).toEqual([
      [id('20240513'), 'Early edit'],
      [id('20240520'), 'Stand-up'],
      [`${newSeriesId}_20240527T070000Z`, 'Stand-up v2'],
      // The edit and the deletion after the split went with the new series.
      [`${newSeriesId}_20240603T070000Z`, 'Late edit'],
    ]);
    // The count was shared: 4 before the split, so the new series repeats 2 more times.
    expect(listed[0]!.recurrence!.count).toBeUndefined();
    expect(listed[0]!.recurrence!.until).toBe('2024-05-27T06:59:59.000Z');
    expect(listed[2]!.recurrence).toMatchObject({ frequency: 'weekly', count: 3 });
  });

  it('moving from one occurrence moves the ones after it; deleting from one ends the series', async () => {
    const admin = await registerOrganization(testApp.app);
    const accountId = await localAccountId(admin);
    const seriesId = await weeklySeries(admin, accountId, 4);
    const moved = await put(admin, `${seriesId}_20240520T070000Z`, {
      accountId,
      title: 'Stand-up',
      start: '2024-05-21T10:00',
      end: '2024-05-21T11:00',
      category: 'Work',
      timeZone: 'Europe/Berlin',
      scope: 'following',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const starts = (await listEvents(admin, accountId)).map((event) => event.start.dateTime);
    expect(starts).toEqual([
      '2024-05-06T07:00:00.000Z',
      '2024-05-13T07:00:00.000Z',
      '2024-05-21T08:00:00.000Z',
      '2024-05-28T08:00:00.000Z',
    ]);

    const newSeries = moved.json().event.recurringEventId as string;
    const cut = await call(
      testApp.app,
      'DELETE',
      `/calendar/events/${newSeries}_20240528T080000Z?accountId=${accountId}&scope=following`,
      { token: admin.token },
    );
    expect(cut.statusCode).toBe(200);
    const cutOld = await call(
      testApp.app,
      'DELETE',
      `/calendar/events/${seriesId}_20240513T070000Z?accountId=${accountId}&scope=following`,
      { token: admin.token },
    );
    expect(cutOld.statusCode).toBe(200);
    const left = await listEvents(admin, accountId);
    expect(left.map((event) => event.start.dateTime)).toEqual([
      '2024-05-06T07:00:00.000Z',
      '2024-05-21T08:00:00.000Z',
    ]);

    // From the first occurrence, "following" is the whole series.
    const all = await call(
      testApp.app,
      'DELETE',
      `/calendar/events/${seriesId}_20240506T070000Z?accountId=${accountId}&scope=following`,
      { token: admin.token },
    );
    expect(all.statusCode).toBe(200);
    expect((await listEvents(admin, accountId)).map((event) => event.id)).toEqual([
      `${newSeries}_20240521T080000Z`,
    ]);
  });

  it('an all-day series ends on the day before', async () => {
    const admin = await registerOrganization(testApp.app);
    const accountId = await localAccountId(admin);
    const created = await call(testApp.app, 'POST', '/calendar/events', {
      token: admin.token,
      body: {
        accountId,
        title: 'Holiday',
        start: '2024-05-06',
        end: '2024-05-06',
        allDay: true,
        category: 'Personal',
        recurrence: { frequency: 'daily', count: 5 },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const seriesId = created.json().event.recurringEventId as string;
    const split = await put(admin, `${seriesId}_20240508T000000Z`, {
      accountId,
      title: 'Holiday (away)',
      start: '2024-05-08',
      end: '2024-05-08',
      allDay: true,
      category: 'Personal',
      scope: 'following',
    });
    expect(split.statusCode, split.body).toBe(200);
    const listed = await listEvents(admin, accountId);
    expect(listed.map((event) => [event.start.date, event.summary])).toEqual([
      ['2024-05-06', 'Holiday'],
      ['2024-05-07', 'Holiday'],
      ['2024-05-08', 'Holiday (away)'],
      ['2024-05-09', 'Holiday (away)'],
      ['2024-05-10', 'Holiday (away)'],
    ]);
  });

  it('is refused by a calendar that cannot split, and names nothing in another organisation', async () => {
    const admin = await registerOrganization(testApp.app);
    const stranger = await registerOrganization(testApp.app);
    const accountId = await localAccountId(admin);
    const seriesId = await weeklySeries(admin, accountId);
    const google = await accountsRepo.insertAccount(testApp.db, {
      organizationId: admin.user.organizationId,
      ownerId: admin.user.id,
      accountType: 'gmail',
      emailAddress: 'ada@gmail.example',
    });
    const refused = await call(
      testApp.app,
      'DELETE',
      `/calendar/events/remote_1?accountId=${google.id}&scope=following`,
      { token: admin.token },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: CALENDAR_MESSAGES.followingUnsupported,
      code: 'VALIDATION_ERROR',
    });
    const badScope = await call(
      testApp.app,
      'DELETE',
      `/calendar/events/${seriesId}_20240513T070000Z?accountId=${accountId}&scope=later`,
      { token: admin.token },
    );
    expect(badScope.statusCode).toBe(400);

    const strangerAccount = await localAccountId(stranger);
    const viaOwn = await call(
      testApp.app,
      'DELETE',
      `/calendar/events/${seriesId}_20240513T070000Z?accountId=${strangerAccount}&scope=following`,
      { token: stranger.token },
    );
    expect(viaOwn.statusCode).toBe(404);
    const viaTheirs = await put(stranger, `${seriesId}_20240513T070000Z`, {
      accountId,
      title: 'Taken over',
      start: '2024-05-13T09:00',
      end: '2024-05-13T09:30',
      category: 'Work',
      scope: 'following',
    });
    expect(viaTheirs.statusCode).toBe(404);
    expect(await listEvents(admin, accountId)).toHaveLength(6);
  });
});
