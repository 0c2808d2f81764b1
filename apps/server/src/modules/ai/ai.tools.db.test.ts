import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { AI_ACTION_MESSAGES, AI_MESSAGES, EMAIL_MESSAGES } from '@worksphere/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, connectAi, connectMcpTools, finalOf } from '../../test/ai-helpers.js';
import { addNumber } from '../../test/calls-helpers.js';
import { addMember, registerOrganization, setPermissions } from '../../test/factories.js';
import { imapAs, rawMessage } from '../../test/mail-fixtures.js';
import { connectImap, imapForm, syncSettled, useMailWorld } from '../../test/mail-helpers.js';
import { call } from '../../test/test-app.js';

// The e-mail and SMS tools, called as outside agents call them (MCP) and by the offline grammar.
const { world, testApp } = useMailWorld();
let baseUrl = '';
const clients: Client[] = [];
const sockets: Socket[] = [];
beforeAll(async () => {
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const client of clients) await client.close();
  for (const socket of sockets) socket.disconnect();
});

async function toolsOf(owner: { token: string }, actsWithoutConfirmation = false) {
  const { client, callTool } = await connectMcpTools(testApp.app, baseUrl, owner, {
    name: 'My client',
    actsWithoutConfirmation,
  });
  clients.push(client);
  return callTool;
}

async function messagesWith(token: string, contactNumber: string) {
  const response = await call(
    testApp.app,
    'GET',
    `/calls/conversations/${encodeURIComponent(contactNumber)}/messages`,
    { token },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().messages as Array<{ text: string; direction: string }>;
}

describe('the e-mail tools', () => {
  it("search_email finds the caller's own mail, never a colleague's personal account", async () => {
    for (const [user, subject] of [
      ['cy', 'Budget review for cy'],
      ['dee', 'Budget review for dee'],
    ] as const) {
      const direct = await imapAs(world.dovecot, user, `${user}-secret`);
      await direct.append(
        'INBOX',
        rawMessage({ subject, text: 'Please look at the budget before friday.' }),
      );
      await direct.close();
    }
    const admin = await registerOrganization(testApp.app);
    const colleague = await addMember(testApp.app, admin);
    await connectImap(testApp.app, admin.token, imapForm(world, 'cy'));
    await connectImap(testApp.app, colleague.token, imapForm(world, 'dee'));
    await syncSettled(testApp.app);

    const tool = await toolsOf(admin);
    const found = await tool('search_email', { query: 'budget' });
    expect(found.isError, JSON.stringify(found.body)).toBe(false);
    const subjects = found.body.result.emails.map((email: { subject: string }) => email.subject);
    expect(subjects).toEqual(['Budget review for cy']);

    const theirs = await (await toolsOf(colleague))('search_email', { query: 'budget' });
    expect(theirs.body.result.emails.map((email: { subject: string }) => email.subject)).toEqual([
      'Budget review for dee',
    ]);

    // A reply draft of the caller's own message (the offline template); nothing is sent.
    const draft = await tool('draft_email_reply', { emailId: found.body.result.emails[0].id });
    expect(draft.body.changes).toEqual([]);
    expect(draft.body.result).toMatchObject({
      subject: 'Re: Budget review for cy',
      reply: expect.stringMatching(/^Hi Grace,\n\nThank you for your message/),
      isTemplate: true,
      notice: AI_MESSAGES.templateReplyNotice,
      sent: false,
    });
    // The colleague's message is as if it did not exist.
    const notMine = await tool('draft_email_reply', { emailId: theirs.body.result.emails[0].id });
    expect(notMine).toEqual({ isError: true, body: { error: EMAIL_MESSAGES.emailNotFound } });
    const bad = await tool('search_email', { query: '' });
    expect(bad.isError).toBe(true);
  });
});

describe('the SMS tool', () => {
  it('sends from an organisation number, with calls:use (a token that acts without confirmation)', async () => {
    const admin = await registerOrganization(testApp.app);
    const { number } = await addNumber(testApp.app, admin);
    const member = await addMember(testApp.app, admin);
    // A "confirmed" flag from the client counts for nothing: this token waits for the app.
    const waits = await (await toolsOf(member))('send_sms', { to: '555-010-3100', text: 'Hi' });
    expect(waits.body.result).toMatchObject({ status: 'awaiting_user_confirmation' });
    expect(await messagesWith(admin.token, '+15550103100')).toEqual([]);
    const tool = await toolsOf(member, true);

    const sent = await tool('send_sms', { to: '555-010-3100', text: 'Running late' });
    expect(sent.isError, JSON.stringify(sent.body)).toBe(false);
    expect(sent.body).toMatchObject({
      result: { sent: true, from: number, to: '+15550103100', status: 'delivered' },
      changes: [{ action: 'sent', entity: 'sms', title: 'Running late' }],
    });
    expect(await messagesWith(admin.token, '+15550103100')).toMatchObject([
      { text: 'Running late', direction: 'outbound' },
    ]);

    const notOurs = await tool('send_sms', {
      to: '555-010-3100',
      text: 'Hi',
      from: '+15550000000',
    });
    expect(notOurs.isError).toBe(true);

    await setPermissions(testApp.app, admin, member, []);
    const refused = await tool('send_sms', { to: '555-010-3100', text: 'No' });
    expect(refused.isError).toBe(true);
    expect(refused.body.error).toBe('You do not have permission to do that.');
    expect(await messagesWith(admin.token, '+15550103100')).toHaveLength(1);
  });

  it('the offline "text …" command shows a card and sends only on the press', async () => {
    const admin = await registerOrganization(testApp.app);
    await addNumber(testApp.app, admin);
    const socket = await connectAi(baseUrl, admin.token);
    sockets.push(socket);

    for (const message of [
      'text 555 010 3200 running late',
      'text 555 010 3200 running late, send it',
    ]) {
      const asked = finalOf((await ask(testApp.app, socket, admin.token, message)).outcome);
      expect(asked.chatMessage).toBe(AI_ACTION_MESSAGES.awaitingForUser);
      expect(asked.changes).toEqual([]);
      expect(asked.actions).toMatchObject([
        {
          tool: 'send_sms',
          status: 'pending',
          details: [
            { label: 'To', value: '555 010 3200' },
            { label: 'Text', value: 'running late' },
          ],
        },
      ]);
    }
    expect(await messagesWith(admin.token, '+15550103200')).toEqual([]);
  });
});
