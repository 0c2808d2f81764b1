import {
  EMAIL_MESSAGES,
  EMAIL_WRITING_MESSAGES,
  draftResponseSchema,
  mailSettingsResponseSchema,
  outboxResponseSchema,
  outgoingResponseSchema,
  recipientSuggestionsResponseSchema,
} from '@worksphere/contracts';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerOrganization } from '../../../test/factories.js';
import { imapAs, rawMessage } from '../../../test/mail-fixtures.js';
import {
  cachedEmails,
  connectImap,
  imapForm,
  syncSettled,
  useMailWorld,
} from '../../../test/mail-helpers.js';
import { call } from '../../../test/test-app.js';
import { emailOutbox } from './email-writing.table.js';

const { world, testApp } = useMailWorld();

let token: string;
let otherToken: string;
let accountId: string;
let originalId: string;

const HOUR_MS = 60 * 60 * 1000;
const tick = (at: number) => testApp.app.email.outbox.tick(new Date(at));

beforeAll(async () => {
  const direct = await imapAs(world.dovecot, 'dee', 'dee-secret');
  await direct.append(
    'INBOX',
    rawMessage({
      from: 'Grace Hopper <grace@example.com>',
      to: 'dee@example.com, Alan <alan@example.com>',
      subject: 'Plans',
      text: 'Shall we meet?',
      messageId: '<plans-w@example.com>',
    }),
  );
  await direct.close();
  token = (await registerOrganization(testApp.app)).token;
  otherToken = (await registerOrganization(testApp.app)).token;
  accountId = (
    await connectImap(testApp.app, token, imapForm(world, 'dee', { displayName: 'Dee Day' }))
  ).id;
  await syncSettled(testApp.app);
  originalId = (await cachedEmails(testApp.app, token, { accountId })).emails[0]!.id;
});

const queue = (message: Record<string, unknown>, as = token) =>
  call(testApp.app, 'POST', '/email/outbox', { token: as, body: { accountId, ...message } });

const sentCount = () => world.smtp.messages.length;

describe('undo send', () => {
  it('waits the undo delay, and Undo stops the message for good', async () => {
    const before = sentCount();
    const started = Date.now();
    const response = await queue({ to: ['alan@example.com'], subject: 'Oops', text: 'never' });
    expect(response.statusCode, response.body).toBe(202);
    const { outgoing } = outgoingResponseSchema.parse(response.json());
    expect(outgoing).toMatchObject({ state: 'scheduled', subject: 'Oops' });
    const waits = new Date(outgoing.sendAt).getTime() - started;
    expect(waits).toBeGreaterThanOrEqual(9_000);
    expect(waits).toBeLessThanOrEqual(11_000 + (Date.now() - started));

    // Another organisation's user cannot undo (or learn of) it.
    const foreign = await call(testApp.app, 'DELETE', `/email/outbox/${outgoing.id}`, {
      token: otherToken,
    });
    expect(foreign.statusCode).toBe(404);
    const undone = await call(testApp.app, 'DELETE', `/email/outbox/${outgoing.id}`, { token });
    expect(undone.statusCode, undone.body).toBe(200);

    expect(await tick(Date.now() + HOUR_MS)).toBe(0);
    expect(sentCount()).toBe(before);
    const waiting = outboxResponseSchema.parse(
      (await call(testApp.app, 'GET', '/email/outbox', { token })).json(),
    );
    expect(waiting.outgoing.map((entry) => entry.id)).not.toContain(outgoing.id);
  });

  it('lists the user’s scheduled mail to them only', async () => {
    const response = await queue({
      to: ['alan@example.com'],
      subject: 'Later on',
      sendAt: new Date(Date.now() + 3 * HOUR_MS).toISOString(),
    });
    const { outgoing } = outgoingResponseSchema.parse(response.json());
    const mine = outboxResponseSchema.parse(
      (await call(testApp.app, 'GET', '/email/outbox', { token })).json(),
    );
    expect(mine.outgoing).toContainEqual(outgoing);
    const theirs = outboxResponseSchema.parse(
      (await call(testApp.app, 'GET', '/email/outbox', { token: otherToken })).json(),
    );
    expect(theirs.outgoing).toEqual([]);
    await call(testApp.app, 'DELETE', `/email/outbox/${outgoing.id}`, { token });
  });

  it('the undo delay is the user’s setting; 0 sends at once', async () => {
    const bad = await call(testApp.app, 'PUT', '/email/settings', {
      token,
      body: { undoSendSeconds: 99 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain(EMAIL_WRITING_MESSAGES.undoSecondsInvalid);
    const saved = await call(testApp.app, 'PUT', '/email/settings', {
      token,
      body: { undoSendSeconds: 0 },
    });
    expect(mailSettingsResponseSchema.parse(saved.json()).settings.undoSendSeconds).toBe(0);
    const before = sentCount();
    const response = await queue({ to: ['alan@example.com'], subject: 'Now', text: 'now' });
    const { outgoing } = outgoingResponseSchema.parse(response.json());
    await tick(Date.now());
    expect(sentCount()).toBe(before + 1);
    const late = await call(testApp.app, 'DELETE', `/email/outbox/${outgoing.id}`, { token });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(EMAIL_WRITING_MESSAGES.undoTooLate);
    await call(testApp.app, 'PUT', '/email/settings', { token, body: { undoSendSeconds: 10 } });
  });
});

describe('scheduled send', () => {
  it('goes at its time, once, even when two processes look at the same moment', async () => {
    const before = sentCount();
    const at = Date.now() + 2 * HOUR_MS;
    const response = await queue({
      emailId: originalId,
      mode: 'reply',
      text: 'Later',
      sendAt: new Date(at).toISOString(),
    });
    expect(response.statusCode, response.body).toBe(202);
    const { outgoing } = outgoingResponseSchema.parse(response.json());
    expect(outgoing).toMatchObject({ subject: 'Re: Plans', recipients: 'grace@example.com' });
    expect(await tick(Date.now())).toBe(0);

    const passes = await Promise.all([tick(at + 1000), tick(at + 1000), tick(at + 2000)]);
    expect(passes.reduce((sum, sent) => sum + sent, 0)).toBe(1);
    expect(sentCount()).toBe(before + 1);
    const parsed = await simpleParser(world.smtp.messages.at(-1)!.raw);
    expect(parsed.inReplyTo).toBe('<plans-w@example.com>');
    // The Date header says when it went, not when Send was pressed.
    expect(Math.abs(parsed.date!.getTime() - Date.now())).toBeLessThan(60_000);
    expect(parsed.from?.value[0]).toEqual({ name: 'Dee Day', address: 'dee@example.com' });
  });

  it('a message cut off while sending (the server stopped) fails and is never sent again', async () => {
    const before = sentCount();
    const at = Date.now() + 4 * HOUR_MS;
    const { outgoing } = outgoingResponseSchema.parse(
      (
        await queue({
          to: ['alan@example.com'],
          subject: 'Cut off',
          sendAt: new Date(at).toISOString(),
        })
      ).json(),
    );
    // As a process leaves it when it stops between claiming the row and finishing the send.
    await testApp.db
      .update(emailOutbox)
      .set({ state: 'sending' })
      .where(eq(emailOutbox.id, outgoing.id));
    expect(await tick(at + 60_000)).toBe(0);
    expect(await tick(at + 11 * 60_000)).toBe(0);
    expect(sentCount()).toBe(before);
    const listed = outboxResponseSchema.parse(
      (await call(testApp.app, 'GET', '/email/outbox', { token })).json(),
    );
    expect(listed.outgoing.find((entry) => entry.id === outgoing.id)).toMatchObject({
      state: 'failed',
      error: EMAIL_WRITING_MESSAGES.sendInterrupted,
    });
    // The sender is told in their Inbox.
    const inbox = await call(testApp.app, 'GET', '/inbox?kind=mail', { token });
    expect(inbox.json().items).toContainEqual(
      expect.objectContaining({
        title: EMAIL_WRITING_MESSAGES.notSentTitle('Cut off'),
        body: EMAIL_WRITING_MESSAGES.sendInterrupted,
      }),
    );
  });

  it('refuses a time in the past', async () => {
    const response = await queue({
      to: ['alan@example.com'],
      sendAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(EMAIL_WRITING_MESSAGES.sendAtInPast);
  });
});

describe('outgoing HTML', () => {
  it('goes through the reader’s sanitiser; pasted images go as inline parts', async () => {
    const pixel =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const response = await call(testApp.app, 'POST', '/email/send/sendEmail', {
      token,
      body: {
        accountId,
        to: ['alan@example.com'],
        subject: 'Clean',
        html: `<p onclick="steal()">Hi<script>alert(1)</script></p><img src="data:image/png;base64,${pixel}" alt="dot"><a href="javascript:alert(1)">x</a>`,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const raw = world.smtp.messages.at(-1)!.raw;
    const parsed = await simpleParser(raw, { keepCidLinks: true });
    expect(parsed.html).not.toMatch(/script|onclick|javascript:/i);
    expect(parsed.html).toContain('<p>Hi</p>');
    const image = parsed.attachments.find((part) => part.contentType === 'image/png');
    expect(image?.content.toString('base64')).toBe(pixel);
    expect(parsed.html).toContain(`cid:${image?.cid}`);
  });
});

describe('signatures and suggestions', () => {
  it('keeps a sanitised signature per account, only for the user’s accounts', async () => {
    const saved = await call(testApp.app, 'PUT', '/email/settings', {
      token,
      body: { signatures: [{ accountId, html: '<p>Dee <b>Day</b><script>x()</script></p>' }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(mailSettingsResponseSchema.parse(saved.json()).settings.signatures).toEqual([
      { accountId, html: '<p>Dee <b>Day</b></p>' },
    ]);
    const foreign = await call(testApp.app, 'PUT', '/email/settings', {
      token: otherToken,
      body: { signatures: [{ accountId, html: 'mine now' }] },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe(EMAIL_MESSAGES.accountNotFound);
    const theirs = mailSettingsResponseSchema.parse(
      (await call(testApp.app, 'GET', '/email/settings', { token: otherToken })).json(),
    );
    expect(theirs.settings.signatures).toEqual([]);
  });

  it('suggests people mailed before by address or name, never the user’s own address', async () => {
    const byName = recipientSuggestionsResponseSchema.parse(
      (await call(testApp.app, 'GET', '/email/recipients?query=hop', { token })).json(),
    );
    expect(byName.recipients).toEqual([{ name: 'Grace Hopper', address: 'grace@example.com' }]);
    const byAddress = recipientSuggestionsResponseSchema.parse(
      (await call(testApp.app, 'GET', '/email/recipients?query=AL', { token })).json(),
    );
    expect(byAddress.recipients.map((entry) => entry.address)).toEqual(['alan@example.com']);
    const own = recipientSuggestionsResponseSchema.parse(
      (await call(testApp.app, 'GET', '/email/recipients?query=dee', { token })).json(),
    );
    expect(own.recipients).toEqual([]);
    const foreign = recipientSuggestionsResponseSchema.parse(
      (await call(testApp.app, 'GET', '/email/recipients?query=g', { token: otherToken })).json(),
    );
    expect(foreign.recipients).toEqual([]);
  });
});

describe('drafts on the server', () => {
  it('each save replaces the previous version in dovecot’s Drafts folder', async () => {
    const created = draftResponseSchema.parse(
      (
        await call(testApp.app, 'POST', '/email/drafts', {
          token,
          body: { accountId, subject: 'Half', html: '<p>first</p>' },
        })
      ).json(),
    ).draft;
    const updated = await call(testApp.app, 'PUT', `/email/drafts/${created.id}`, {
      token,
      body: { accountId, subject: 'Whole', to: ['alan@example.com'], html: '<p>second</p>' },
    });
    expect(updated.statusCode, updated.body).toBe(200);

    const direct = await imapAs(world.dovecot, 'dee', 'dee-secret');
    try {
      const lock = await direct.client.getMailboxLock('Drafts');
      try {
        const found: Array<{ subject: string; draft: boolean; text: string }> = [];
        for await (const message of direct.client.fetch('1:*', {
          envelope: true,
          flags: true,
          source: true,
        })) {
          const parsed = await simpleParser(message.source!);
          found.push({
            subject: message.envelope!.subject!,
            draft: message.flags!.has('\\Draft'),
            text: parsed.text ?? '',
          });
        }
        expect(found).toEqual([{ subject: 'Whole', draft: true, text: 'second' }]);
      } finally {
        lock.release();
      }
    } finally {
      await direct.close();
    }
  });
});
