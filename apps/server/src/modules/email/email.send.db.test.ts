import {
  EMAIL_MESSAGES,
  draftResponseSchema,
  emailContentResponseSchema,
  sendEmailResponseSchema,
} from '@worksphere/contracts';
import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerOrganization } from '../../test/factories.js';
import { imapAs, rawMessage } from '../../test/mail-fixtures.js';
import {
  cachedEmails,
  connectImap,
  imapForm,
  syncSettled,
  useMailWorld,
} from '../../test/mail-helpers.js';
import { call } from '../../test/test-app.js';

const { world, testApp } = useMailWorld();

let token: string;
let accountId: string;
let originalId: string;

beforeAll(async () => {
  const direct = await imapAs(world.dovecot, 'dee', 'dee-secret');
  await direct.append(
    'INBOX',
    rawMessage({
      from: 'Grace <grace@example.com>',
      to: 'dee@example.com, Alan <alan@example.com>',
      subject: 'Plans',
      text: 'Shall we meet?',
      messageId: '<plans-1@example.com>',
      attachment: {
        filename: 'agenda.txt',
        contentType: 'text/plain',
        content: Buffer.from('1. coffee'),
      },
    }),
  );
  await direct.close();
  token = (await registerOrganization(testApp.app)).token;
  accountId = (await connectImap(testApp.app, token, imapForm(world, 'dee'))).id;
  await syncSettled(testApp.app);
  originalId = (await cachedEmails(testApp.app, token, { accountId })).emails[0]!.id;
});

/** A multipart send: the JSON in `message`, files in `attachments`. */
function multipart(message: unknown, files: Array<{ name: string; type: string; body: string }>) {
  const boundary = 'ws-test-boundary';
  const parts = [
    `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n${JSON.stringify(message)}\r\n`,
    ...files.map(
      (file) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n${file.body}\r\n`,
    ),
    `--${boundary}--\r\n`,
  ];
  return {
    payload: Buffer.from(parts.join('')),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function send(path: string, message: unknown, files: Parameters<typeof multipart>[1] = []) {
  const body = multipart(message, files);
  return testApp.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
}

const lastSent = async () => simpleParser(world.smtp.messages.at(-1)!.raw);

describe('sending', () => {
  it('sends a new message with an attachment over SMTP and keeps the copy in Sent', async () => {
    const response = await send(
      '/email/send/sendEmail',
      {
        accountId,
        to: ['Alan <alan@example.com>'],
        bcc: ['hidden@example.com'],
        subject: 'Report',
        html: '<p>See the <b>report</b></p>',
      },
      [{ name: 'report.csv', type: 'text/csv', body: 'a,b\n1,2' }],
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = sendEmailResponseSchema.parse(response.json());
    expect(answer.email).toMatchObject({ folder: 'Sent', subject: 'Report', isRead: true });
    const recorded = world.smtp.messages.at(-1)!;
    expect(recorded.from).toBe('dee@example.com');
    expect(recorded.to.sort()).toEqual(['alan@example.com', 'hidden@example.com']);
    expect(recorded.raw).not.toMatch(/^bcc:/im);
    const parsed = await lastSent();
    expect(parsed.subject).toBe('Report');
    expect(parsed.attachments.map((attachment) => attachment.filename)).toEqual(['report.csv']);
    expect(parsed.html).toContain('<b>report</b>');
  });

  it('reply fills the sender, sets In-Reply-To and References, and prefixes Re:', async () => {
    const response = await send('/email/send/reply', {
      accountId,
      emailId: originalId,
      text: 'Yes!',
    });
    expect(response.statusCode, response.body).toBe(200);
    const parsed = await lastSent();
    expect(parsed.subject).toBe('Re: Plans');
    expect(parsed.inReplyTo).toBe('<plans-1@example.com>');
    expect(world.smtp.messages.at(-1)!.to).toEqual(['grace@example.com']);
  });

  it('reply-all adds the other recipients but not the account itself', async () => {
    const response = await send('/email/send/replyAll', {
      accountId,
      emailId: originalId,
      text: 'All of us',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(world.smtp.messages.at(-1)!.to.sort()).toEqual([
      'alan@example.com',
      'grace@example.com',
    ]);
  });

  it('forward keeps the original attachments and adds new ones', async () => {
    const response = await send(
      '/email/send/forward',
      { accountId, emailId: originalId, to: ['zed@example.com'], text: 'FYI' },
      [{ name: 'notes.txt', type: 'text/plain', body: 'mine' }],
    );
    expect(response.statusCode, response.body).toBe(200);
    const parsed = await lastSent();
    expect(parsed.subject).toBe('Fwd: Plans');
    expect(parsed.attachments.map((attachment) => attachment.filename).sort()).toEqual([
      'agenda.txt',
      'notes.txt',
    ]);
  });

  it('refuses no recipients, an invalid one, and an account without mail', async () => {
    const none = await send('/email/send/sendEmail', { accountId, subject: 'x' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(EMAIL_MESSAGES.recipientRequired);
    const invalid = await send('/email/send/sendEmail', { accountId, to: ['not an address'] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe(EMAIL_MESSAGES.recipientInvalid('not an address'));
    const noAccount = await send('/email/send/sendEmail', { to: ['a@example.com'] });
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json().error).toBe(EMAIL_MESSAGES.selectAccount);
  });
});

describe('drafts', () => {
  it('saves, updates, sends and deletes drafts in the Drafts folder', async () => {
    const created = await call(testApp.app, 'POST', '/email/drafts', {
      token,
      body: { accountId, subject: 'Draft one', text: 'first words' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = draftResponseSchema.parse(created.json()).draft;
    expect(draft).toMatchObject({ folder: 'Drafts', isDraft: true, subject: 'Draft one' });

    const updated = await call(testApp.app, 'PUT', `/email/drafts/${draft.id}`, {
      token,
      body: { accountId, subject: 'Draft two', to: ['alan@example.com'], text: 'better words' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const second = draftResponseSchema.parse(updated.json()).draft;
    expect(second.subject).toBe('Draft two');
    const drafts = await cachedEmails(testApp.app, token, { accountId, folder: 'Drafts' });
    expect(drafts.emails.map((email) => email.subject)).toEqual(['Draft two']);
    const old = await call(testApp.app, 'GET', `/email/fetch/getEmailContent?emailId=${draft.id}`, {
      token,
    });
    expect(old.statusCode).toBe(404);

    const sent = await send('/email/send/sendEmail', {
      accountId,
      draftId: second.id,
      to: ['alan@example.com'],
      subject: 'Draft two',
      text: 'better words',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const after = await cachedEmails(testApp.app, token, { accountId, folder: 'Drafts' });
    expect(after.emails).toEqual([]);

    const third = draftResponseSchema.parse(
      (
        await call(testApp.app, 'POST', '/email/drafts', {
          token,
          body: { accountId, subject: 'Throwaway' },
        })
      ).json(),
    ).draft;
    const removed = await call(testApp.app, 'DELETE', `/email/drafts/${third.id}`, { token });
    expect(removed.statusCode).toBe(200);
    const gone = await call(
      testApp.app,
      'GET',
      `/email/fetch/getEmailContent?emailId=${third.id}`,
      {
        token,
      },
    );
    expect(gone.statusCode).toBe(404);
  });

  it('a message that is not a draft cannot be deleted as one', async () => {
    const response = await call(testApp.app, 'DELETE', `/email/drafts/${originalId}`, { token });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(EMAIL_MESSAGES.draftNotFound);
    const stillThere = await call(
      testApp.app,
      'GET',
      `/email/fetch/getEmailContent?emailId=${originalId}`,
      { token },
    );
    expect(emailContentResponseSchema.parse(stillThere.json()).email.subject).toBe('Plans');
  });
});
