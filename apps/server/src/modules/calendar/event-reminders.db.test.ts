import {
  listEventsResponseSchema,
  REMINDER_MESSAGES,
  type AuthResponse,
  type CalendarEvent,
  type InboxItem,
} from '@worksphere/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase, type DatabaseHandle } from '../../platform/db/database.js';
import { browserPushKeys, useFakePushService } from '../../test/fake-push-service.js';
import { addMember, registerOrganization } from '../../test/factories.js';
import { call, TEST_SECRETS_KEY, useTestApp } from '../../test/test-app.js';
import { calendarEventAttendees } from './event-attendees.table.js';
import { calendarReminderDeliveries } from './event-reminders.table.js';

/**
 * Reminders of built-in events. The scheduler is ticked at chosen instants (no waiting); a second
 * app on the same database stands for a second server process. Each test uses its own month of
 * 2031, later than the one before: a tick prunes deliveries of occurrences two days past.
 */
const pushService = useFakePushService();
const environment = () => ({ OUTBOUND_ALLOWED_HOSTS: pushService.hostPort });
const processA = useTestApp(environment);
let databaseB: DatabaseHandle;
let processB: FastifyInstance;

beforeAll(async () => {
  databaseB = openDatabase(processA.databaseUrl, 5);
  processB = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://worksphere.test',
      AUTH_RATE_LIMIT_MAX: '1000',
      SECRETS_KEY: TEST_SECRETS_KEY,
      ...environment(),
    }),
    { db: databaseB.db },
  );
  await processB.ready();
});
afterAll(async () => {
  await processB?.close();
  await databaseB?.close();
});

const app = () => processA.app;
const MINUTE = 60_000;
const at = (iso: string, minutes = 0) => new Date(Date.parse(iso) + minutes * MINUTE);

async function localAccountId(auth: AuthResponse) {
  const response = await call(app(), 'GET', '/email/accounts/getAccounts', { token: auth.token });
  return response
    .json()
    .accounts.find((account: { accountType: string }) => account.accountType === 'local')
    .id as string;
}

async function owner() {
  const auth = await registerOrganization(app());
  return { auth, accountId: await localAccountId(auth) };
}

async function createEvent(
  { auth, accountId }: { auth: AuthResponse; accountId: string },
  fields: Record<string, unknown>,
) {
  const response = await call(app(), 'POST', '/calendar/events', {
    token: auth.token,
    body: { accountId, title: 'Stand-up', category: 'Work', ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().event as CalendarEvent;
}

async function remindersOf(auth: AuthResponse): Promise<InboxItem[]> {
  const response = await call(app(), 'GET', '/inbox?kind=event_reminder', { token: auth.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}

async function listEvents(auth: AuthResponse, accountId: string, month: string) {
  const next = new Date(`${month}-01T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const response = await call(
    app(),
    'GET',
    `/calendar/events?accountId=${accountId}&timeMin=${month}-01T00:00:00Z&timeMax=${next.toISOString()}`,
    { token: auth.token },
  );
  expect(response.statusCode, response.body).toBe(200);
  return listEventsResponseSchema.parse(response.json()).events;
}

describe('reminders on events', () => {
  it('a new timed event reminds 10 minutes before, an all-day one not at all; both can be chosen', async () => {
    const user = await owner();
    const timed = await createEvent(user, {
      start: '2031-01-10T09:00:00Z',
      end: '2031-01-10T10:00:00Z',
    });
    expect(timed.reminders).toEqual([10]);
    const allDay = await createEvent(user, {
      start: '2031-01-11',
      end: '2031-01-11',
      allDay: true,
    });
    expect(allDay.reminders).toEqual([]);
    const chosen = await createEvent(user, {
      start: '2031-01-12T09:00:00Z',
      end: '2031-01-12T10:00:00Z',
      reminders: [1440, 0, 30],
    });
    expect(chosen.reminders).toEqual([0, 30, 1440]);

    const listed = await listEvents(user.auth, user.accountId, '2031-01');
    expect(listed.map((event) => [event.summary, event.reminders])).toEqual([
      ['Stand-up', [10]],
      ['Stand-up', []],
      ['Stand-up', [0, 30, 1440]],
    ]);

    // An update without reminders keeps them; with them, they are replaced.
    const base = { accountId: user.accountId, title: 'Moved', category: 'Work' };
    const kept = await call(app(), 'PUT', `/calendar/events/${chosen.id}`, {
      token: user.auth.token,
      body: { ...base, start: '2031-01-12T11:00:00Z', end: '2031-01-12T12:00:00Z' },
    });
    expect(kept.json().event.reminders).toEqual([0, 30, 1440]);
    const replaced = await call(app(), 'PUT', `/calendar/events/${chosen.id}`, {
      token: user.auth.token,
      body: {
        ...base,
        start: '2031-01-12T11:00:00Z',
        end: '2031-01-12T12:00:00Z',
        reminders: [],
      },
    });
    expect(replaced.json().event.reminders).toEqual([]);
  });

  it('refuses the same reminder twice, too many, and negative minutes with 400', async () => {
    const user = await owner();
    const cases: Array<[unknown, string | undefined]> = [
      [[10, 10], REMINDER_MESSAGES.duplicate],
      [[0, 5, 10, 15, 30, 60], REMINDER_MESSAGES.tooMany],
      [[-5], undefined],
      [['soon'], undefined],
    ];
    for (const [reminders, message] of cases) {
      const response = await call(app(), 'POST', '/calendar/events', {
        token: user.auth.token,
        body: {
          accountId: user.accountId,
          title: 'Bad',
          category: 'Work',
          start: '2031-01-20T09:00:00Z',
          end: '2031-01-20T10:00:00Z',
          reminders,
        },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      if (message) expect(response.json().error).toBe(message);
    }
  });
});

describe('the reminder scheduler', () => {
  it('delivers a due reminder once when two processes tick at the same time, with a push', async () => {
    const user = await owner();
    const endpoint = `${pushService.url}/reminders-once`;
    const subscribed = await call(app(), 'POST', '/notifications/subscribe', {
      token: user.auth.token,
      body: { endpoint, expirationTime: null, keys: browserPushKeys() },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const event = await createEvent(user, {
      title: 'Board meeting',
      start: '2031-02-10T09:00:00Z',
      end: '2031-02-10T10:00:00Z',
    });

    // Not yet due: nothing.
    const early = at('2031-02-10T08:49:00Z');
    expect(await app().reminders.tick(early)).toBe(0);
    const now = at('2031-02-10T08:50:05Z');
    const ticks = await Promise.all([
      app().reminders.tick(now),
      processB.reminders.tick(now),
      app().reminders.tick(now),
      processB.reminders.tick(now),
    ]);
    expect(ticks.reduce((sum, count) => sum + count, 0)).toBe(1);
    // Later ticks within the grace deliver nothing more.
    expect(await processB.reminders.tick(at('2031-02-10T08:52:00Z'))).toBe(0);

    const items = await remindersOf(user.auth);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'event_reminder',
      actor: null,
      title: 'Board meeting',
      body: 'Starts in 10 minutes',
      subject: { type: 'calendar_event', id: event.id, link: `/calendar?event=${event.id}` },
    });
    const deliveries = await processA.db
      .select()
      .from(calendarReminderDeliveries)
      .where(eq(calendarReminderDeliveries.eventId, event.id));
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ userId: user.auth.user.id, minutesBefore: 10 });
    // No window open: the reminder went out as a Web Push, once.
    const pushes = pushService.received.filter((push) => push.url === '/reminders-once');
    expect(pushes).toHaveLength(1);
  });

  it('a repeating event reminds for each occurrence, at its wall-clock time, not for deleted ones', async () => {
    const user = await owner();
    // Daily 09:00 in Berlin from Friday 28 March 2031: summer time starts on Sunday the 30th.
    const series = await createEvent(user, {
      title: 'Daily sync',
      start: '2031-03-28T09:00',
      end: '2031-03-28T09:15',
      timeZone: 'Europe/Berlin',
      recurrence: { frequency: 'daily' },
      reminders: [5],
    });
    const seriesId = series.recurringEventId!;
    // Delete the occurrence of the 29th.
    const deleted = await call(
      app(),
      'DELETE',
      `/calendar/events/${seriesId}_20310329T080000Z?accountId=${user.accountId}&scope=occurrence`,
      { token: user.auth.token },
    );
    expect(deleted.statusCode, deleted.body).toBe(200);

    // 28th, winter time: 09:00 Berlin is 08:00 UTC.
    expect(await app().reminders.tick(at('2031-03-28T07:55:00Z'))).toBe(1);
    // 29th: deleted.
    expect(await app().reminders.tick(at('2031-03-29T07:55:00Z'))).toBe(0);
    // 30th, summer time: 09:00 Berlin is 07:00 UTC.
    expect(await app().reminders.tick(at('2031-03-30T06:55:00Z'))).toBe(1);
    const items = await remindersOf(user.auth);
    expect(items.map((item) => item.subject.link)).toEqual([
      `/calendar?event=${seriesId}_20310330T070000Z`,
      `/calendar?event=${seriesId}_20310328T080000Z`,
    ]);
  });

  it('"this and following" keeps the reminders on both parts of a split series, once each', async () => {
    const user = await owner();
    const series = await createEvent(user, {
      title: 'Standup',
      start: '2031-04-01T09:00:00Z',
      end: '2031-04-01T09:15:00Z',
      recurrence: { frequency: 'daily' },
      reminders: [5],
    });
    const split = await call(
      app(),
      'PUT',
      `/calendar/events/${series.recurringEventId}_20310403T090000Z`,
      {
        token: user.auth.token,
        body: {
          accountId: user.accountId,
          title: 'Standup (new room)',
          category: 'Work',
          start: '2031-04-03T09:00:00Z',
          end: '2031-04-03T09:15:00Z',
          scope: 'following',
        },
      },
    );
    expect(split.statusCode, split.body).toBe(200);
    const later = split.json().event as CalendarEvent;
    expect(later.recurringEventId).not.toBe(series.recurringEventId);
    expect(later.reminders).toEqual([5]);

    expect(await app().reminders.tick(at('2031-04-02T08:55:00Z'))).toBe(1);
    expect(await app().reminders.tick(at('2031-04-03T08:55:00Z'))).toBe(1);
    expect((await remindersOf(user.auth)).map((item) => item.title)).toEqual([
      'Standup (new room)',
      'Standup',
    ]);
  });

  it('a moved event reminds at its new time, a deleted one not at all', async () => {
    const user = await owner();
    const moved = await createEvent(user, {
      title: 'Dentist',
      start: '2031-04-10T09:00:00Z',
      end: '2031-04-10T10:00:00Z',
    });
    const gone = await createEvent(user, {
      title: 'Cancelled lunch',
      start: '2031-04-10T12:00:00Z',
      end: '2031-04-10T13:00:00Z',
    });
    const update = await call(app(), 'PUT', `/calendar/events/${moved.id}`, {
      token: user.auth.token,
      body: {
        accountId: user.accountId,
        title: 'Dentist',
        category: 'Work',
        start: '2031-04-10T15:00:00Z',
        end: '2031-04-10T16:00:00Z',
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    const removed = await call(
      app(),
      'DELETE',
      `/calendar/events/${gone.id}?accountId=${user.accountId}`,
      { token: user.auth.token },
    );
    expect(removed.statusCode, removed.body).toBe(200);

    expect(await app().reminders.tick(at('2031-04-10T08:50:00Z'))).toBe(0);
    expect(await app().reminders.tick(at('2031-04-10T11:50:00Z'))).toBe(0);
    expect(await app().reminders.tick(at('2031-04-10T14:50:00Z'))).toBe(1);
    const items = await remindersOf(user.auth);
    expect(items.map((item) => [item.title, item.body])).toEqual([
      ['Dentist', 'Starts in 10 minutes'],
    ]);
  });

  it('a reminder chosen after its time still arrives before the event, and not hours late', async () => {
    const user = await owner();
    await createEvent(user, {
      title: 'Soon',
      start: '2031-05-10T09:00:00Z',
      end: '2031-05-10T10:00:00Z',
      reminders: [1440],
    });
    await createEvent(user, {
      title: 'Long past',
      start: '2031-05-10T06:00:00Z',
      end: '2031-05-10T07:00:00Z',
      reminders: [0],
    });
    expect(await app().reminders.tick(at('2031-05-10T08:40:00Z'))).toBe(1);
    const [item] = await remindersOf(user.auth);
    expect(item).toMatchObject({ title: 'Soon', body: 'Starts in 20 minutes' });
  });
  it('reminds the members who accepted the invitation, not those who have not answered', async () => {
    const user = await owner();
    const accepted = await addMember(app(), user.auth);
    const undecided = await addMember(app(), user.auth);
    const event = await createEvent(user, {
      title: 'Planning',
      start: '2031-05-20T09:00:00Z',
      end: '2031-05-20T10:00:00Z',
    });
    await processA.db.insert(calendarEventAttendees).values(
      [
        { member: accepted, status: 'accepted' as const },
        { member: undecided, status: 'needs-action' as const },
      ].map(({ member, status }) => ({
        organizationId: user.auth.user.organizationId,
        eventId: event.id,
        userId: member.user.id,
        email: member.user.email,
        status,
      })),
    );
    expect(await app().reminders.tick(at('2031-05-20T08:50:00Z'))).toBe(2);
    expect(await remindersOf(user.auth)).toHaveLength(1);
    expect(await remindersOf(accepted)).toHaveLength(1);
    expect(await remindersOf(undecided)).toEqual([]);
  });
});

describe('reminders of another organisation', () => {
  it('are neither seen nor changed, and remind only their own people', async () => {
    const user = await owner();
    const stranger = await owner();
    const event = await createEvent(user, {
      title: 'Private plans',
      start: '2031-06-10T09:00:00Z',
      end: '2031-06-10T10:00:00Z',
      reminders: [15],
    });
    const listed = await call(
      app(),
      'GET',
      `/calendar/events?accountId=${user.accountId}&timeMin=2031-06-01T00:00:00Z&timeMax=2031-07-01T00:00:00Z`,
      { token: stranger.auth.token },
    );
    expect(listed.statusCode).toBe(404);
    const ownList = await listEvents(stranger.auth, stranger.accountId, '2031-06');
    expect(ownList).toEqual([]);

    for (const accountId of [user.accountId, stranger.accountId]) {
      const changed = await call(app(), 'PUT', `/calendar/events/${event.id}`, {
        token: stranger.auth.token,
        body: {
          accountId,
          title: 'Hijacked',
          category: 'Work',
          start: '2031-06-10T09:00:00Z',
          end: '2031-06-10T10:00:00Z',
          reminders: [0, 5],
        },
      });
      expect(changed.statusCode, changed.body).toBe(404);
    }
    const [mine] = await listEvents(user.auth, user.accountId, '2031-06');
    expect(mine).toMatchObject({ summary: 'Private plans', reminders: [15] });

    expect(await app().reminders.tick(at('2031-06-10T08:45:00Z'))).toBe(1);
    expect(await remindersOf(stranger.auth)).toEqual([]);
    expect(await remindersOf(user.auth)).toHaveLength(1);
    const strangers = await processA.db
      .select()
      .from(calendarReminderDeliveries)
      .where(
        and(
          eq(calendarReminderDeliveries.eventId, event.id),
          eq(calendarReminderDeliveries.userId, stranger.auth.user.id),
        ),
      );
    expect(strangers).toEqual([]);
  });
});
