import {
  AI_EXAMPLE_CHIPS,
  AI_TALK_MESSAGES,
  AI_TOOL_PROGRESS,
  aiTalkMessage,
  type AiUpdateEvent,
} from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../platform/app-deps.js';
import { ask, connectAi, finalOf } from '../../test/ai-helpers.js';
import { createRoom, createThread, sendChat } from '../../test/chat-helpers.js';
import { createContact } from '../../test/contacts-helpers.js';
import { addMember, registerOrganization } from '../../test/factories.js';
import { useLiveSockets } from '../../test/live-sockets.js';
import { createProduct } from '../../test/pos-helpers.js';
import { call, useTestApp } from '../../test/test-app.js';
import {
  createTaskReminderScheduler,
  TASK_REMINDER_BODY,
} from './reminders/task-reminder-scheduler.js';
import { remindersOfTask } from './reminders/task-reminders.repo.js';

// The built-in offline assistant, through the real run (POST /ai/agent, the /ai socket).
const testApp = useTestApp();
const live = useLiveSockets(testApp);

async function aiSocket(token: string) {
  return live.track(await connectAi(live.baseUrl, token));
}

type Signed = Awaited<ReturnType<typeof registerOrganization>>;

async function say(user: Signed, message: string) {
  const socket = await aiSocket(user.token);
  const updates: string[] = [];
  socket.on('aiUpdate', (event: AiUpdateEvent) => updates.push(event.update));
  const { outcome } = await ask(testApp.app, socket, user.token, message);
  return { final: finalOf(outcome), updates };
}

async function inboxOf(user: Signed, kind: string) {
  const response = await call(testApp.app, 'GET', `/inbox?kind=${kind}`, { token: user.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as Array<{ title: string; body: string; kind: string }>;
}

async function setClock(user: Signed, body: Record<string, unknown>) {
  const response = await call(testApp.app, 'PUT', '/user/me', { token: user.token, body });
  expect(response.statusCode, response.body).toBe(200);
}

describe('talking to the offline assistant', () => {
  it('greets, says what it can do, and answers the unknown in one sentence with three chips', async () => {
    const admin = await registerOrganization(testApp.app);
    const hello = await say(admin, 'good morning');
    expect(hello.final.chatMessage).toBe(
      aiTalkMessage(AI_TALK_MESSAGES.greeting, { salutation: 'Good morning' }),
    );
    expect(hello.final.suggestions).toEqual([...AI_EXAMPLE_CHIPS]);
    expect(hello.final.reasoning).toBeNull();

    const what = await say(admin, 'what can you do?');
    expect(what.final.chatMessage).toBe(AI_TALK_MESSAGES.capabilities);

    const unknown = await say(admin, 'sing me a song about spreadsheets');
    expect(unknown.final.chatMessage).toBe(AI_TALK_MESSAGES.notUnderstood);
    expect(unknown.final.chatMessage.split('\n')).toHaveLength(1);
    expect(unknown.final.suggestions).toHaveLength(3);
    // Every chip is itself understood.
    for (const chip of AI_EXAMPLE_CHIPS.filter((text) => !text.startsWith('remind'))) {
      const answer = await say(admin, chip);
      expect(answer.final.suggestions, chip).toBeUndefined();
    }
  });

  it('says what it is doing in plain words, never a tool name', async () => {
    const admin = await registerOrganization(testApp.app);
    const { updates } = await say(admin, 'my tasks due this week');
    expect(updates).toEqual([AI_TOOL_PROGRESS.find_tasks]);
    expect(updates.join(' ')).not.toMatch(/_/);
  });

  it('sets a reminder: a task due then, delivered to the Inbox of its owner only at that time', async () => {
    const admin = await registerOrganization(testApp.app);
    const colleague = await addMember(testApp.app, admin);
    await setClock(admin, { timeZone: 'America/New_York', timeFormat: '24h' });
    const { final } = await say(admin, 'remind me to call the bank tomorrow at 3pm');
    expect(final.chatMessage).toMatch(
      /^I will remind you to \*\*call the bank\*\* on \w{3}, \w{3} \d{1,2}, \d{4}, 15:00\.\n/,
    );
    expect(final.changes).toEqual([
      expect.objectContaining({ action: 'created', entity: 'task', title: 'call the bank' }),
    ]);
    const taskId = final.changes[0]!.id;
    const [reminder] = await remindersOfTask(testApp.db, admin.user.organizationId, taskId);
    expect(reminder).toMatchObject({ userId: admin.user.id, deliveredAt: null });
    const task = await call(testApp.app, 'GET', `/tasks/${taskId}`, { token: admin.token });
    expect(task.json().task).toMatchObject({
      dueDate: reminder!.remindAt.toISOString(),
      assignedUserIds: [admin.user.id],
    });

    const scheduler = createTaskReminderScheduler({
      db: testApp.db,
      logger: testApp.app.log,
      inbox: testApp.app.inbox,
    } as unknown as AppDeps);
    // Before its time nothing arrives; at its time once, however often it ticks.
    expect(await scheduler.tick(new Date(reminder!.remindAt.getTime() - 60_000))).toBe(0);
    expect(await inboxOf(admin, 'task_reminder')).toEqual([]);
    expect(await scheduler.tick(reminder!.remindAt)).toBe(1);
    expect(await scheduler.tick(new Date(reminder!.remindAt.getTime() + 60_000))).toBe(0);
    expect(await inboxOf(admin, 'task_reminder')).toEqual([
      expect.objectContaining({ title: 'call the bank', body: TASK_REMINDER_BODY }),
    ]);
    expect(await inboxOf(colleague, 'task_reminder')).toEqual([]);

    const noTime = await say(admin, 'remind me to call Sam');
    expect(noTime.final.chatMessage).toBe(AI_TALK_MESSAGES.remindNoTime);
    const typo = await say(admin, 'remnid me to stretch in 2 hours');
    expect(typo.final.chatMessage).toContain('I will remind you to **stretch**');
  });

  it('adds, moves and cancels an event; cancelling waits for the user', async () => {
    const admin = await registerOrganization(testApp.app);
    await setClock(admin, { timeZone: 'UTC', timeFormat: '24h' });
    const added = await say(admin, 'add dentist tomorrow at 9am');
    expect(added.final.chatMessage).toMatch(
      /^Added \*\*dentist\*\* to your calendar on .*09:00\.\n/,
    );

    const moved = await say(admin, 'move the dentist to 11am');
    expect(moved.final.chatMessage).toMatch(/^Moved \*\*dentist\*\* to .*11:00\.\n/);
    expect(moved.updates).toEqual([
      AI_TOOL_PROGRESS.find_calendar_events,
      AI_TOOL_PROGRESS.move_calendar_event,
    ]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const events = async () =>
      (
        await call(
          testApp.app,
          'GET',
          `/calendar/events?accountId=all&timeMin=${tomorrow}T00:00:00Z&timeMax=${tomorrow}T23:59:59Z`,
          { token: admin.token },
        )
      ).json().events as Array<{ summary: string; start: { dateTime: string } }>;
    expect((await events()).map((event) => [event.summary, event.start.dateTime])).toEqual([
      ['dentist', `${tomorrow}T11:00:00.000Z`],
    ]);

    const cancel = await say(admin, 'cancel my dentist appointment');
    expect(cancel.final.chatMessage).toContain('dentist');
    // Nothing is cancelled by the words alone: the event is still there.
    expect(await events()).toHaveLength(1);

    const nothing = await say(admin, 'move the yoga class to friday 5pm');
    expect(nothing.final.chatMessage).toBe(
      aiTalkMessage(AI_TALK_MESSAGES.nothingToMove, { query: 'yoga class' }),
    );
  });

  it('says who someone is from members and contacts, never another organisation’s', async () => {
    const admin = await registerOrganization(testApp.app);
    const colleague = await addMember(testApp.app, admin);
    await createContact(testApp.app, admin, {
      firstName: 'Quentin',
      lastName: 'Vendor',
      company: 'Beans Ltd',
      visibility: 'shared',
    });
    const other = await registerOrganization(testApp.app);
    await createContact(testApp.app, other, { firstName: 'Quentin', lastName: 'Secret' });

    const contact = await say(admin, 'who is Quentin?');
    expect(contact.final.chatMessage).toContain('**Quentin Vendor**, Beans Ltd');
    expect(contact.final.chatMessage).not.toContain('Secret');
    expect(contact.updates).toEqual([AI_TOOL_PROGRESS.find_people]);

    const member = await say(admin, `who is ${colleague.user.username}`);
    expect(member.final.chatMessage).toContain(`(@${colleague.user.username})`);
    const nobody = await say(other, `who is ${colleague.user.username}`);
    expect(nobody.final.chatMessage).toBe(
      aiTalkMessage(AI_TALK_MESSAGES.nobodyCalled, { name: colleague.user.username }),
    );
  });

  it('says what is new in chat for the caller only', async () => {
    const admin = await registerOrganization(testApp.app);
    const colleague = await addMember(testApp.app, admin);
    expect((await say(admin, "what's new in chat?")).final.chatMessage).toBe(
      AI_TALK_MESSAGES.chatNothingNew,
    );
    const room = await createRoom(testApp.app, admin, 'Kitchen');
    const thread = await createThread(testApp.app, admin, room.id, 'Deliveries');
    await sendChat(testApp.app, colleague, thread.id, 'The milk arrived');
    await sendChat(testApp.app, colleague, thread.id, 'And the beans');

    const news = await say(admin, 'anything new in chat');
    expect(news.final.chatMessage).toContain(
      aiTalkMessage(AI_TALK_MESSAGES.chatNew, { count: '2' }),
    );
    expect(news.final.chatMessage).toContain('**Kitchen** / Deliveries: 2 unread');
    // The sender has read their own messages.
    expect((await say(colleague, "what's new in chat")).final.chatMessage).toBe(
      AI_TALK_MESSAGES.chatNothingNew,
    );
  });

  it('says plainly that summaries need a model, naming what to set', async () => {
    const admin = await registerOrganization(testApp.app);
    const room = await createRoom(testApp.app, admin);
    const thread = await createThread(testApp.app, admin, room.id);
    await sendChat(testApp.app, admin, thread.id, 'Hello');
    const response = await call(testApp.app, 'POST', '/ai/assist', {
      token: admin.token,
      body: { source: 'chat_thread', id: thread.id, action: 'summary' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: AI_TALK_MESSAGES.needsModel,
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(AI_TALK_MESSAGES.needsModel).toContain('AI_BASE_URL');
  });

  it('tells how sales are today, and drafts orders with options named by "with"', async () => {
    const admin = await registerOrganization(testApp.app);
    const latte = await createProduct(testApp.app, admin, {
      name: 'Latte',
      price: 400,
      optionGroups: [
        {
          name: 'Milk',
          required: false,
          choices: [
            { name: 'Whole milk', priceDelta: 0 },
            { name: 'Oat milk', priceDelta: 50 },
          ],
        },
      ],
    });
    const sales = await say(admin, 'how are sales today?');
    expect(sales.final.chatMessage).toMatch(
      /^Today \(\d{4}-\d{2}-\d{2}\): 0 orders, .*0\.00 in net sales\.$/,
    );
    expect(sales.updates).toEqual([AI_TOOL_PROGRESS.sales_today]);

    const order = await say(admin, 'order a latte with oat milk');
    const oat = latte.optionGroups[0]!.choices[1]!;
    expect(order.final.uiUpdateData).toMatchObject({
      type: 'pos_add_order',
      payload: { lines: [{ productId: latte.id, quantity: 1, choiceIds: [oat.id] }] },
    });
    expect(order.final.chatMessage).toContain('1 × Latte (Oat milk)');
  });
});
