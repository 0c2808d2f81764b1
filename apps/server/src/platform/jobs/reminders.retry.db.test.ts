import type { AuthResponse, CalendarEvent, InboxItem } from '@worksphere/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTaskReminderScheduler } from '../../modules/ai/reminders/task-reminder-scheduler.js';
import { insertReminder } from '../../modules/ai/reminders/task-reminders.repo.js';
import { taskReminders } from '../../modules/ai/reminders/task-reminders.table.js';
import { calendarReminderDeliveries } from '../../modules/calendar/event-reminders.table.js';
import { createReminderScheduler } from '../../modules/calendar/reminder-scheduler.js';
import type { AppDeps } from '../app-deps.js';
import { browserPushKeys, useFakePushService } from '../../test/fake-push-service.js';
import { createTask, registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';
import { DEFAULT_CLAIM_LEASE_MS, type ClaimLease } from './claim-lease.js';

/**
 * A reminder delivered twice, as a retry would: process A claims it and stalls before
 * delivering (held at the scheduler's after-claim hook), its lease runs out (set in the
 * database, not waited for), process B takes it back and delivers, then A resumes. The person
 * gets one Inbox item and one push. The two "processes" are two schedulers on one database.
 */
const pushService = useFakePushService();
const testApp = useTestApp(() => ({ OUTBOUND_ALLOWED_HOSTS: pushService.hostPort }));
const app = () => testApp.app;
const deps = () =>
  ({ db: testApp.db, logger: app().log, inbox: app().inbox }) as unknown as AppDeps;

/** A lease whose claims wait at the hook until the test lets them go on. */
function stalledLease() {
  let claimed!: () => void;
  let resume!: () => void;
  const whenClaimed = new Promise<void>((resolve) => (claimed = resolve));
  const resumed = new Promise<void>((resolve) => (resume = resolve));
  const lease: ClaimLease = {
    leaseMs: DEFAULT_CLAIM_LEASE_MS,
    afterClaim: async () => {
      claimed();
      await resumed;
    },
  };
  return { lease, whenClaimed, resume };
}

async function subscribedUser(pushPath: string) {
  const auth = await registerOrganization(app());
  const subscribed = await call(app(), 'POST', '/notifications/subscribe', {
    token: auth.token,
    body: {
      endpoint: `${pushService.url}${pushPath}`,
      expirationTime: null,
      keys: browserPushKeys(),
    },
  });
  expect(subscribed.statusCode, subscribed.body).toBe(201);
  return auth;
}

async function inboxOf(auth: AuthResponse, kind: string): Promise<InboxItem[]> {
  const response = await call(app(), 'GET', `/inbox?kind=${kind}`, { token: auth.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}

const pushesTo = (pushPath: string) => pushService.received.filter((push) => push.url === pushPath);

async function createEvent(auth: AuthResponse, start: string, end: string) {
  const accounts = await call(app(), 'GET', '/email/accounts/getAccounts', { token: auth.token });
  const accountId = accounts
    .json()
    .accounts.find((account: { accountType: string }) => account.accountType === 'local').id;
  const response = await call(app(), 'POST', '/calendar/events', {
    token: auth.token,
    body: { accountId, title: 'Retried', category: 'Work', start, end, reminders: [10] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().event as CalendarEvent;
}

describe('an event reminder delivered twice', () => {
  it('whose claim ran out while the first process stalled: one Inbox item, one push', async () => {
    const user = await subscribedUser('/retry-event');
    const event = await createEvent(user, '2032-03-10T09:00:00Z', '2032-03-10T10:00:00Z');
    const now = new Date('2032-03-10T08:50:10Z');
    const stalled = stalledLease();
    const processA = createReminderScheduler(deps(), () => now, stalled.lease);
    const processB = createReminderScheduler(deps(), () => now);

    const tickA = processA.tick(now);
    await stalled.whenClaimed;
    // While A's lease holds, B leaves the reminder alone.
    expect(await processB.tick(now)).toBe(0);
    await testApp.db
      .update(calendarReminderDeliveries)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(calendarReminderDeliveries.eventId, event.id));
    expect(await processB.tick(now)).toBe(1);
    stalled.resume();
    expect(await tickA).toBe(0);
    // Both ticking again (a later retry) adds nothing.
    expect(await Promise.all([processA.tick(now), processB.tick(now)])).toEqual([0, 0]);

    expect(await inboxOf(user, 'event_reminder')).toHaveLength(1);
    expect(pushesTo('/retry-event')).toHaveLength(1);
    const [delivery] = await testApp.db
      .select()
      .from(calendarReminderDeliveries)
      .where(eq(calendarReminderDeliveries.eventId, event.id));
    expect(delivery).toMatchObject({ userId: user.user.id, claimedUntil: null });
    expect(delivery!.deliveredAt).toBeInstanceOf(Date);
  });
});

describe('a task reminder delivered twice', () => {
  it('whose claim ran out while the first process stalled: one Inbox item, one push', async () => {
    const user = await subscribedUser('/retry-task');
    const task = await createTask(app(), user, { title: 'Call the bank' });
    const remindAt = new Date('2032-04-02T15:00:00Z');
    const reminder = await insertReminder(testApp.db, {
      organizationId: user.user.organizationId,
      taskId: task.id,
      userId: user.user.id,
      remindAt,
    });
    const stalled = stalledLease();
    const processA = createTaskReminderScheduler(deps(), () => remindAt, stalled.lease);
    const processB = createTaskReminderScheduler(deps(), () => remindAt);

    const tickA = processA.tick(remindAt);
    await stalled.whenClaimed;
    expect(await processB.tick(remindAt)).toBe(0);
    await testApp.db
      .update(taskReminders)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(taskReminders.id, reminder.id));
    expect(await processB.tick(remindAt)).toBe(1);
    stalled.resume();
    expect(await tickA).toBe(0);
    expect(await Promise.all([processA.tick(remindAt), processB.tick(remindAt)])).toEqual([0, 0]);

    expect(await inboxOf(user, 'task_reminder')).toEqual([
      expect.objectContaining({
        title: 'Call the bank',
        subject: expect.objectContaining({ id: task.id }),
      }),
    ]);
    expect(pushesTo('/retry-task')).toHaveLength(1);
    const [row] = await testApp.db
      .select()
      .from(taskReminders)
      .where(eq(taskReminders.id, reminder.id));
    expect(row).toMatchObject({ deliveredAt: remindAt, claimedUntil: null });
  });
});

describe('the Inbox asked twice for the same reminder', () => {
  it('past any claim (both settle it as theirs): one item and one push, the second asks none', async () => {
    const user = await subscribedUser('/retry-inbox');
    const notice = {
      organizationId: user.user.organizationId,
      kind: 'task_reminder' as const,
      actorId: null,
      subject: { type: 'task', id: 'retried', link: '/tasks' },
      title: 'Twice',
      dedupeKey: 'task_reminder:retried',
    };
    const settle = async () => [user.user.id];
    const first = await app().inbox.notifyOnce(notice, settle);
    const second = await app().inbox.notifyOnce(notice, settle);
    expect([first.length, second.length]).toEqual([1, 0]);
    expect(await inboxOf(user, 'task_reminder')).toHaveLength(1);
    expect(pushesTo('/retry-inbox')).toHaveLength(1);
  });
});
