import os from 'node:os';
import type { AuthResponse, CalendarEvent } from '@worksphere/contracts';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReminder } from '../../modules/ai/reminders/task-reminders.repo.js';
import { taskReminders } from '../../modules/ai/reminders/task-reminders.table.js';
import { calendarEventAttendees } from '../../modules/calendar/event-attendees.table.js';
import { calendarReminderDeliveries } from '../../modules/calendar/event-reminders.table.js';
import { inboxItems } from '../../modules/inbox/inbox.table.js';
import { addMember, createTask, registerOrganization } from '../../test/factories.js';
import { spawnServer, waitUntilListening, type SpawnedServer } from '../../test/spawn-server.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Kill a process mid-pass, every reminder arrives exactly once: event and task reminders are
 * due on one database; server process A (`src/main.ts`, with Redis) delivers two of each, then
 * its next claims are held (the REMINDER_HOLD_AFTER_CLAIMS hook, announced in its log) and it
 * is killed with SIGKILL there, between claim and delivery. Process B takes the claims back
 * once their short lease is over. Read from the database: one Inbox item per reminder and
 * recipient, none missing, none twice.
 */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const EVENTS = 6;
const TASKS = 6;
const DELIVERED_BEFORE_HOLD = 2;
let database: TestApp;
const servers: SpawnedServer[] = [];

/** Both processes alike; the job queues' Redis prefix is named after the test's own database. */
const environment = () => ({
  NODE_ENV: 'test',
  DATABASE_URL: database.databaseUrl,
  REDIS_URL,
  AUTH_RATE_LIMIT_MAX: '1000',
  DATA_DIR: os.tmpdir(),
  CALENDAR_REMINDER_INTERVAL_MS: '100',
  REMINDER_LEASE_MS: '1000',
});

beforeAll(async () => {
  database = await createTestApp();
});

afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
  await database.close();
});

/** Wait for a condition the processes bring about; the test's assertions come after. */
async function until(
  what: string,
  server: SpawnedServer,
  condition: () => Promise<boolean> | boolean,
) {
  const deadline = Date.now() + 60_000;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}; its log:\n${server.output().slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Events starting in 30 minutes with a 40-minute reminder, due now and until they start (however
 * slowly the processes start), each with two attendees.
 */
async function seedEvents(admin: AuthResponse, attendees: AuthResponse[]) {
  const app = database.app;
  const accounts = await call(app, 'GET', '/email/accounts/getAccounts', { token: admin.token });
  const accountId = accounts
    .json()
    .accounts.find((account: { accountType: string }) => account.accountType === 'local').id;
  const start = new Date(Date.now() + 30 * 60_000);
  const end = new Date(start.getTime() + 30 * 60_000);
  const events: CalendarEvent[] = [];
  for (let index = 0; index < EVENTS; index += 1) {
    const response = await call(app, 'POST', '/calendar/events', {
      token: admin.token,
      body: {
        accountId,
        title: `Meeting ${index}`,
        category: 'Work',
        start: start.toISOString(),
        end: end.toISOString(),
        reminders: [40],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    events.push(response.json().event);
  }
  await database.db.insert(calendarEventAttendees).values(
    events.flatMap((event) =>
      attendees.map((member) => ({
        organizationId: admin.user.organizationId,
        eventId: event.id,
        userId: member.user.id,
        email: member.user.email,
        status: 'accepted' as const,
      })),
    ),
  );
  const people = [admin, ...attendees].map((person) => person.user.id);
  return events.flatMap((event) => people.map((userId) => `${userId} ${event.id}`));
}

/** Task reminders due a second ago, for each of the people in turn. */
async function seedTaskReminders(people: AuthResponse[]) {
  const expected: string[] = [];
  for (let index = 0; index < TASKS; index += 1) {
    const person = people[index % people.length]!;
    const task = await createTask(database.app, person, { title: `Follow up ${index}` });
    await insertReminder(database.db, {
      organizationId: person.user.organizationId,
      taskId: task.id,
      userId: person.user.id,
      remindAt: new Date(Date.now() - 1000),
    });
    expected.push(`${person.user.id} ${task.id}`);
  }
  return expected;
}

/** Inbox items of a kind, as "recipient subject" with how many of each. */
async function itemsOf(kind: string) {
  const rows = await database.db
    .select({ recipientId: inboxItems.recipientId, subjectId: inboxItems.subjectId, n: count() })
    .from(inboxItems)
    .where(eq(inboxItems.kind, kind))
    .groupBy(inboxItems.recipientId, inboxItems.subjectId);
  return new Map(rows.map((row) => [`${row.recipientId} ${row.subjectId}`, row.n]));
}

async function deliveryStates() {
  const [events] = await database.db
    .select({ delivered: count(calendarReminderDeliveries.deliveredAt), rows: count() })
    .from(calendarReminderDeliveries);
  const [tasks] = await database.db
    .select({ delivered: count(taskReminders.deliveredAt), rows: count() })
    .from(taskReminders);
  const [claimedTasks] = await database.db
    .select({ n: count() })
    .from(taskReminders)
    .where(and(isNull(taskReminders.deliveredAt), isNotNull(taskReminders.claimedBy)));
  return {
    eventDeliveries: {
      delivered: events!.delivered,
      claimedOnly: events!.rows - events!.delivered,
    },
    taskReminders: { delivered: tasks!.delivered, claimedOnly: claimedTasks!.n, rows: tasks!.rows },
  };
}

describe('reminders across a killed server process', () => {
  it('are each delivered exactly once to every recipient', async () => {
    const admin = await registerOrganization(database.app);
    const attendees = [await addMember(database.app, admin), await addMember(database.app, admin)];
    const expectedEvents = await seedEvents(admin, attendees);
    const expectedTasks = await seedTaskReminders([admin, ...attendees]);

    const processA = await spawnServer({
      ...environment(),
      REMINDER_HOLD_AFTER_CLAIMS: String(DELIVERED_BEFORE_HOLD),
    });
    servers.push(processA);
    await waitUntilListening(processA, 170_000);
    // Both passes announce the claim they hold: the process is between claim and delivery.
    await until(
      'process A to hold an event and a task reminder',
      processA,
      () =>
        processA.output().includes('"what":"event reminder"') &&
        processA.output().includes('"what":"task reminder"'),
    );
    expect(await deliveryStates()).toEqual({
      // Two events delivered to their three people; the third claimed for them, not delivered.
      eventDeliveries: { delivered: DELIVERED_BEFORE_HOLD * 3, claimedOnly: 3 },
      // All six claimed at once, two delivered.
      taskReminders: {
        delivered: DELIVERED_BEFORE_HOLD,
        claimedOnly: TASKS - DELIVERED_BEFORE_HOLD,
        rows: TASKS,
      },
    });
    processA.child.kill('SIGKILL');
    await processA.exited;

    const processB = await spawnServer(environment());
    servers.push(processB);
    await waitUntilListening(processB, 170_000);
    await until('process B to deliver the rest', processB, async () => {
      const states = await deliveryStates();
      return (
        states.eventDeliveries.delivered === expectedEvents.length &&
        states.taskReminders.delivered === TASKS
      );
    });

    const eventItems = await itemsOf('event_reminder');
    expect([...eventItems.keys()].sort()).toEqual([...expectedEvents].sort());
    expect([...eventItems.values()].every((n) => n === 1)).toBe(true);
    const taskItems = await itemsOf('task_reminder');
    expect([...taskItems.keys()].sort()).toEqual([...expectedTasks].sort());
    expect([...taskItems.values()].every((n) => n === 1)).toBe(true);
  }, 400_000);
});
