import {
  AI_ACTION_MESSAGES,
  AI_EMAIL_MESSAGES,
  AI_EXAMPLE_CHIPS,
  AI_MESSAGES,
  AI_TALK_MESSAGES,
} from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { ask, connectAi, finalOf, newSessionId } from '../../test/ai-helpers.js';
import {
  addMember,
  createTask,
  registerOrganization,
  setPermissions,
} from '../../test/factories.js';
import { addNumber } from '../../test/calls-helpers.js';
import { createProduct } from '../../test/pos-helpers.js';
import { call, useTestApp } from '../../test/test-app.js';
import { useLiveSockets } from '../../test/live-sockets.js';

// The default provider: the built-in offline assistant (no AI_BASE_URL).
const testApp = useTestApp();
const live = useLiveSockets(testApp);

async function aiSocket(token: string) {
  return live.track(await connectAi(live.baseUrl, token));
}

describe('POST /ai/agent', () => {
  it('answers 202 at once and refuses bad input with {error, code}', async () => {
    const admin = await registerOrganization(testApp.app);
    const accepted = await call(testApp.app, 'POST', '/ai/agent', {
      token: admin.token,
      body: { message: 'help', sessionId: newSessionId() },
    });
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json()).toMatchObject({ accepted: true, runId: expect.any(String) });

    const blank = await call(testApp.app, 'POST', '/ai/agent', {
      token: admin.token,
      body: { message: '  ', sessionId: newSessionId() },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: AI_MESSAGES.messageRequired, code: 'VALIDATION_ERROR' });

    const badSession = await call(testApp.app, 'POST', '/ai/agent', {
      token: admin.token,
      body: { message: 'hi', sessionId: '../etc' },
    });
    expect(badSession.statusCode).toBe(400);
    expect(badSession.json().error).toContain(AI_MESSAGES.sessionIdInvalid);

    const anonymous = await call(testApp.app, 'POST', '/ai/agent', {
      body: { message: 'hi', sessionId: newSessionId() },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('creates a task from the grammar, lists the change, and tells only the caller', async () => {
    const admin = await registerOrganization(testApp.app);
    const colleague = await addMember(testApp.app, admin);
    const mine = await aiSocket(admin.token);
    const theirs = await aiSocket(colleague.token);
    const heardByColleague: unknown[] = [];
    for (const name of ['aiUpdate', 'aiFinalResponse', 'aiError']) {
      theirs.on(name, (event: unknown) => heardByColleague.push(event));
    }

    const { outcome } = await ask(
      testApp.app,
      mine,
      admin.token,
      `create a task review budget due friday 3pm for ${colleague.user.username}`,
    );
    const final = finalOf(outcome);
    expect(final.chatMessage).toContain('Created the task **review budget**');
    expect(final.chatMessage).toContain(AI_MESSAGES.changesHeading);
    expect(final.changes).toEqual([
      { action: 'created', entity: 'task', id: expect.any(String), title: 'review budget' },
    ]);
    const task = await call(testApp.app, 'GET', `/tasks/${final.changes[0]!.id}`, {
      token: admin.token,
    });
    expect(task.json().task.assignedUserIds).toEqual([colleague.user.id]);
    expect(new Date(task.json().task.dueDate).getUTCDay()).toBe(5);

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heardByColleague).toEqual([]);
  });

  it('stores conversations only when asked, per user, and deletes them', async () => {
    const admin = await registerOrganization(testApp.app);
    const colleague = await addMember(testApp.app, admin);
    const stranger = await registerOrganization(testApp.app);
    const socket = await aiSocket(admin.token);

    const first = await ask(testApp.app, socket, admin.token, 'note: buy printer paper. Soon.');
    expect(finalOf(first.outcome).chatMessage).toContain('Saved the note');
    await ask(testApp.app, socket, admin.token, 'help', { sessionId: first.sessionId });
    const unstored = await ask(testApp.app, socket, admin.token, 'help', {
      storeConversation: false,
    });

    const list = await call(testApp.app, 'GET', '/ai/conversations', { token: admin.token });
    expect(list.json().conversations).toEqual([
      expect.objectContaining({
        sessionId: first.sessionId,
        title: 'note: buy printer paper. Soon.',
        messageCount: 4,
      }),
    ]);
    const one = await call(testApp.app, 'GET', `/ai/conversations/${first.sessionId}`, {
      token: admin.token,
    });
    expect(one.json().messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'llm',
      'user',
      'llm',
    ]);
    // The offline assistant has no reasoning: no empty "Show Details".
    expect(one.json().messages[1]).not.toHaveProperty('reasoning');
    const missing = await call(testApp.app, 'GET', `/ai/conversations/${unstored.sessionId}`, {
      token: admin.token,
    });
    expect(missing.statusCode).toBe(404);

    // Another user, in the same organisation or another, neither sees nor deletes it.
    for (const other of [colleague, stranger]) {
      const seen = await call(testApp.app, 'GET', `/ai/conversations/${first.sessionId}`, {
        token: other.token,
      });
      expect(seen.statusCode).toBe(404);
      const listed = await call(testApp.app, 'GET', '/ai/conversations', { token: other.token });
      expect(listed.json().conversations).toEqual([]);
      const deleted = await call(testApp.app, 'DELETE', `/ai/conversations/${first.sessionId}`, {
        token: other.token,
      });
      expect(deleted.statusCode).toBe(404);
      const all = await call(testApp.app, 'DELETE', '/ai/conversations', { token: other.token });
      expect(all.json()).toEqual({ ok: true, deleted: 0 });
    }

    const second = await ask(testApp.app, socket, admin.token, 'help');
    const deleteOne = await call(testApp.app, 'DELETE', `/ai/conversations/${second.sessionId}`, {
      token: admin.token,
    });
    expect(deleteOne.json()).toEqual({ ok: true });
    const deleteAll = await call(testApp.app, 'DELETE', '/ai/conversations', {
      token: admin.token,
    });
    expect(deleteAll.json()).toEqual({ ok: true, deleted: 1 });
    const empty = await call(testApp.app, 'GET', '/ai/conversations', { token: admin.token });
    expect(empty.json().conversations).toEqual([]);
  });

  it('acts with the caller’s permissions only', async () => {
    const admin = await registerOrganization(testApp.app);
    const reader = await addMember(testApp.app, admin);
    await setPermissions(testApp.app, admin, reader, []);
    const socket = await aiSocket(reader.token);
    const { outcome } = await ask(
      testApp.app,
      socket,
      reader.token,
      'create a task forbidden work',
    );
    const final = finalOf(outcome);
    expect(final.chatMessage).toMatch(/^I could not do that: /);
    expect(final.changes).toEqual([]);
    const tasks = await call(testApp.app, 'GET', '/tasks?q=forbidden', { token: admin.token });
    expect(tasks.json().tasks).toEqual([]);

    const order = await ask(testApp.app, socket, reader.token, 'order a bagel');
    expect(finalOf(order.outcome).chatMessage).toMatch(/^I could not do that: /);
    expect(finalOf(order.outcome).uiUpdateData).toBeNull();
  });

  it('never reaches another organisation’s tasks', async () => {
    const admin = await registerOrganization(testApp.app);
    const stranger = await registerOrganization(testApp.app);
    await createTask(testApp.app, stranger, { title: 'secret merger plan' });
    const socket = await aiSocket(admin.token);
    const { outcome } = await ask(testApp.app, socket, admin.token, 'find tasks secret merger');
    expect(finalOf(outcome).chatMessage).toBe('Tasks matching "secret merger": none.');
  });

  it('drafts a point-of-sale order from the catalogue', async () => {
    const admin = await registerOrganization(testApp.app);
    const latte = await createProduct(testApp.app, admin, {
      name: 'Latte',
      price: 350,
      optionGroups: [
        {
          name: 'Size',
          required: true,
          choices: [
            { name: 'Small', priceDelta: 0 },
            { name: 'Large', priceDelta: 80 },
          ],
        },
      ],
    });
    const bagel = await createProduct(testApp.app, admin, { name: 'Bagel', price: 250 });
    const large = latte.optionGroups[0]!.choices[1]!;
    const socket = await aiSocket(admin.token);
    const { outcome } = await ask(
      testApp.app,
      socket,
      admin.token,
      'order 2 large lattes and a bagel',
    );
    const final = finalOf(outcome);
    expect(final.uiUpdateData).toEqual({
      type: 'pos_add_order',
      payload: {
        currency: expect.any(String),
        customerName: '',
        note: '',
        lines: [
          {
            productId: latte.id,
            quantity: 2,
            choiceIds: [large.id],
            note: '',
            name: 'Latte',
            options: [{ groupName: 'Size', choiceName: 'Large', priceDelta: 80 }],
            unitPrice: 430,
          },
          {
            productId: bagel.id,
            quantity: 1,
            choiceIds: [],
            note: '',
            name: 'Bagel',
            options: [],
            unitPrice: 250,
          },
        ],
      },
    });
    expect(final.chatMessage).toContain('2 × Latte (Large)');
  });

  it('says plainly what it can do, and only shows a text on a card to confirm', async () => {
    const admin = await registerOrganization(testApp.app);
    const socket = await aiSocket(admin.token);
    // Without a number to send from there is nothing to confirm: it says so at once.
    const noNumber = await ask(testApp.app, socket, admin.token, 'text 555 0100 running late');
    expect(finalOf(noNumber.outcome).chatMessage).toContain(AI_MESSAGES.smsNoNumber);
    expect(finalOf(noNumber.outcome).actions).toBeUndefined();
    await addNumber(testApp.app, admin);
    const sms = await ask(testApp.app, socket, admin.token, 'text 555 0100 running late');
    expect(finalOf(sms.outcome).chatMessage).toBe(AI_ACTION_MESSAGES.awaitingForUser);
    expect(finalOf(sms.outcome).actions).toMatchObject([{ tool: 'send_sms', status: 'pending' }]);
    const other = await ask(testApp.app, socket, admin.token, 'write me a poem about taxes');
    expect(finalOf(other.outcome).chatMessage).toBe(AI_TALK_MESSAGES.notUnderstood);
    expect(finalOf(other.outcome).suggestions).toEqual([...AI_EXAMPLE_CHIPS]);
    const nav = await ask(testApp.app, socket, admin.token, 'go to calendar');
    expect(finalOf(nav.outcome).uiUpdateData).toEqual({
      type: 'navigate',
      payload: { path: '/calendar' },
    });
  });

  it('answers e-mail smart reply and revision with a template it says is one', async () => {
    const admin = await registerOrganization(testApp.app);
    const reply = await call(testApp.app, 'POST', '/email/send/generateSmartReply', {
      token: admin.token,
      body: { emailId: 'm1', emailContent: 'Can we meet?', sender: 'Sam Lee <sam@example.com>' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      reply: expect.stringMatching(/^Hi Sam,\n\nThank you for your message/),
      isTemplate: true,
      notice: AI_MESSAGES.templateReplyNotice,
    });
    const revised = await call(testApp.app, 'POST', '/email/send/generateReviseDraft', {
      token: admin.token,
      body: { emailContent: 'Can we meet?', userDraft: ' Yes, Tuesday. ' },
    });
    expect(revised.json()).toMatchObject({ reply: 'Yes, Tuesday.', isTemplate: true });
    const missing = await call(testApp.app, 'POST', '/email/send/generateSmartReply', {
      token: admin.token,
      body: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: AI_EMAIL_MESSAGES.emailContentRequired,
      code: 'VALIDATION_ERROR',
    });
  });

  it('refuses an /ai socket without a session, and closes it on sign-out', async () => {
    await expect(connectAi(live.baseUrl, 'not-a-token')).rejects.toThrow();
    const admin = await registerOrganization(testApp.app);
    const socket = await aiSocket(admin.token);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    const out = await call(testApp.app, 'POST', '/user/logout', { token: admin.token });
    expect(out.statusCode).toBeLessThan(300);
    expect(await closed).toBe('io server disconnect');
  });
});
