import {
  emailContentResponseSchema,
  emailListResponseSchema,
  emailThreadResponseSchema,
  type AuthResponse,
  type EmailListResponse,
} from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { registerOrganization } from '../../test/factories.js';
import { composeMime } from '../../test/fakes/fake-mime.js';
import { useCloudMailFakes } from '../../test/cloud-mail-fakes.js';
import { connectOAuthAccount } from '../../test/fakes/oauth-sign-in.js';
import { call } from '../../test/test-app.js';

const { fakes, testApp } = useCloudMailFakes();

async function cachedEmails(auth: AuthResponse, body: Record<string, unknown>) {
  const response = await call(testApp.app, 'POST', '/email/fetch/getCachedEmails', {
    token: auth.token,
    body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return emailListResponseSchema.parse(response.json());
}

async function syncAndWait(auth: AuthResponse, accountId: string, count: number) {
  const queued = await call(testApp.app, 'POST', '/email/sync/account', {
    token: auth.token,
    body: { accountId },
  });
  expect(queued.statusCode, queued.body).toBe(202);
  await testApp.app.email.queue.idle();
  const list: EmailListResponse = await cachedEmails(auth, { accountId });
  expect(list.emails).toHaveLength(count);
  return list;
}

async function thread(auth: AuthResponse, emailId: string) {
  const response = await call(testApp.app, 'GET', `/email/thread?emailId=${emailId}`, {
    token: auth.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return emailThreadResponseSchema.parse(response.json());
}

/** A question, its answer, and an unrelated message, as any provider receives them. */
const conversation = [
  {
    subject: 'Offsite plan',
    messageId: '<plan-1@example.com>',
    date: new Date(Date.UTC(2030, 1, 1, 9)),
  },
  {
    subject: 'Re: Offsite plan',
    from: 'Bob <bob@example.com>',
    messageId: '<plan-2@example.com>',
    inReplyTo: '<plan-1@example.com>',
    references: '<plan-1@example.com>',
    date: new Date(Date.UTC(2030, 1, 2, 9)),
  },
  {
    subject: 'Invoice',
    messageId: '<invoice-1@example.com>',
    date: new Date(Date.UTC(2030, 1, 3, 9)),
  },
];

describe('conversations of the providers that name them', () => {
  it("Gmail: the list by conversation and the conversation follow Gmail's threadId", async () => {
    const admin = await registerOrganization(testApp.app);
    for (const message of conversation) await fakes.google.gmail.deliver(message);
    fakes.google.auth.state.identity = { id: 'g-thread-1', email: 'ada@gmail.test', name: 'Ada G' };
    const accountId = await connectOAuthAccount(testApp.app, admin, 'gmail');
    const list = await syncAndWait(admin, accountId, 3);
    const gmailThreads = new Set([...fakes.google.gmail.messages.values()].map((m) => m.threadId));
    expect(gmailThreads.size).toBe(2);
    expect(new Set(list.emails.map((email) => email.threadId))).toEqual(gmailThreads);

    const threads = await cachedEmails(admin, { accountId, view: 'threads' });
    expect(threads.threads!.map((entry) => [entry.subject, entry.count])).toEqual([
      ['Invoice', 1],
      ['Re: Offsite plan', 2],
    ]);
    const answer = list.emails.find((email) => email.subject === 'Re: Offsite plan')!;
    const read = await thread(admin, answer.id);
    expect(read.threadId).toBe(answer.threadId);
    expect(read.emails.map((email) => email.subject)).toEqual(['Offsite plan', 'Re: Offsite plan']);
  });

  it("Outlook: conversations follow Graph's conversationId", async () => {
    const admin = await registerOrganization(testApp.app);
    for (const message of conversation) await fakes.microsoft.mail.deliver(message);
    fakes.microsoft.auth.state.identity = {
      id: 'm-thread-1',
      email: 'ada@outlook.test',
      name: 'Ada M',
    };
    const accountId = await connectOAuthAccount(testApp.app, admin, 'outlook');
    const list = await syncAndWait(admin, accountId, 3);
    const conversations = new Set(
      fakes.microsoft.mail.inFolder('inbox').map((message) => message.json.conversationId),
    );
    expect(conversations.size).toBe(2);
    expect(new Set(list.emails.map((email) => email.threadId))).toEqual(conversations);
    const threads = await cachedEmails(admin, { accountId, view: 'threads' });
    expect(threads.threads!.map((entry) => [entry.subject, entry.count])).toEqual([
      ['Invoice', 1],
      ['Re: Offsite plan', 2],
    ]);
    const first = list.emails.find((email) => email.subject === 'Offsite plan')!;
    expect((await thread(admin, first.id)).emails.map((email) => email.subject)).toEqual([
      'Offsite plan',
      'Re: Offsite plan',
    ]);
  });

  it('Outlook: a mail attached as an item downloads as an .eml file', async () => {
    const admin = await registerOrganization(testApp.app);
    const carrier = await fakes.microsoft.mail.deliver({
      subject: 'Forwarding the contract mail',
      text: 'See the attached mail.',
      date: new Date(Date.UTC(2030, 2, 1)),
    });
    const attached = await composeMime({
      subject: 'Contract signed',
      text: 'The contract is signed.',
      date: new Date(Date.UTC(2030, 1, 28)),
    });
    fakes.microsoft.mail.attachItem(carrier, 'Contract signed', attached);
    fakes.microsoft.auth.state.identity = {
      id: 'm-item-1',
      email: 'cy@outlook.test',
      name: 'Cy M',
    };
    const accountId = await connectOAuthAccount(testApp.app, admin, 'outlook');
    const [email] = (await syncAndWait(admin, accountId, 1)).emails;
    expect(email!.hasAttachments).toBe(true);
    const content = await call(
      testApp.app,
      'GET',
      `/email/fetch/getEmailContent?emailId=${email!.id}`,
      { token: admin.token },
    );
    expect(content.statusCode, content.body).toBe(200);
    const [attachment] = emailContentResponseSchema.parse(content.json()).email.attachments;
    expect(attachment).toMatchObject({
      filename: 'Contract signed.eml',
      contentType: 'message/rfc822',
    });
    const download = await call(testApp.app, 'GET', attachment!.url.replace(/^\/api/, ''), {
      token: admin.token,
    });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.rawPayload.equals(attached)).toBe(true);
    expect(download.headers['content-disposition']).toContain('Contract signed.eml');
  });
});
