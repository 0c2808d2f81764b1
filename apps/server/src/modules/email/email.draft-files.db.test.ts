import { draftResponseSchema, emailContentResponseSchema } from '@worksphere/contracts';
import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerOrganization } from '../../test/factories.js';
import { imapAs } from '../../test/mail-fixtures.js';
import { connectImap, imapForm, useMailWorld } from '../../test/mail-helpers.js';
import { call } from '../../test/test-app.js';

const { world, testApp } = useMailWorld();

let token: string;
let outsider: string;
let accountId: string;

beforeAll(async () => {
  token = (await registerOrganization(testApp.app)).token;
  outsider = (await registerOrganization(testApp.app)).token;
  accountId = (await connectImap(testApp.app, token, imapForm(world, 'eve'))).id;
});

type File = { name: string; type: string; body: string };

/** A draft save as the composer sends it: the JSON in `message`, new files in `attachments`. */
function save(method: 'POST' | 'PUT', url: string, message: unknown, files: File[], as = token) {
  const boundary = 'ws-draft-boundary';
  const parts = [
    `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n${JSON.stringify(message)}\r\n`,
    ...files.map(
      (file) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n${file.body}\r\n`,
    ),
    `--${boundary}--\r\n`,
  ];
  return testApp.app.inject({
    method,
    url: `/api${url}`,
    payload: Buffer.from(parts.join('')),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${as}`,
    },
  });
}

/** Every draft in the mailbox's Drafts folder as dovecot holds it: subject and files. */
async function draftsInDovecot() {
  const imap = await imapAs(world.dovecot, 'eve', 'eve-secret');
  try {
    const lock = await imap.client.getMailboxLock('Drafts');
    try {
      const drafts: Array<{ subject: string; files: Record<string, string> }> = [];
      // FETCH 1:* on an empty mailbox is an error, not an empty answer.
      if (imap.client.mailbox && imap.client.mailbox.exists === 0) return drafts;
      for await (const message of imap.client.fetch('1:*', { source: true })) {
        const parsed = await simpleParser(message.source!);
        drafts.push({
          subject: parsed.subject ?? '',
          files: Object.fromEntries(
            parsed.attachments.map((file) => [file.filename ?? '', file.content.toString()]),
          ),
        });
      }
      return drafts;
    } finally {
      lock.release();
    }
  } finally {
    await imap.close();
  }
}

const message = (extra: Record<string, unknown> = {}) => ({
  accountId,
  to: ['grace@example.com'],
  subject: 'Budget draft',
  html: '<p>Figures attached</p>',
  ...extra,
});
const idOf = (draft: { attachments: Array<{ id: string; filename: string }> }, name: string) =>
  draft.attachments.find((file) => file.filename === name)!.id;

describe('drafts with attached files', () => {
  it('carries its files into Drafts, keeps them when saved again and brings them back when reopened', async () => {
    const first = await save('POST', '/email/drafts', message(), [
      { name: 'figures.csv', type: 'text/csv', body: 'q1,100' },
    ]);
    expect(first.statusCode, first.body).toBe(201);
    const saved = draftResponseSchema.parse(first.json()).draft;
    expect(saved.attachments.map((file) => file.filename)).toEqual(['figures.csv']);
    expect(await draftsInDovecot()).toEqual([
      { subject: 'Budget draft', files: { 'figures.csv': 'q1,100' } },
    ]);

    // Saved again with the first file kept and one more: the one draft in Drafts holds both.
    const second = await save(
      'PUT',
      `/email/drafts/${saved.id}`,
      message({ keepAttachmentIds: [idOf(saved, 'figures.csv')] }),
      [{ name: 'notes.txt', type: 'text/plain', body: 'see row 3' }],
    );
    expect(second.statusCode, second.body).toBe(200);
    const resaved = draftResponseSchema.parse(second.json()).draft;
    expect(await draftsInDovecot()).toEqual([
      { subject: 'Budget draft', files: { 'figures.csv': 'q1,100', 'notes.txt': 'see row 3' } },
    ]);

    // Reopened: the draft read again lists both files, to keep or remove.
    const reopened = await call(
      testApp.app,
      'GET',
      `/email/fetch/getEmailContent?emailId=${resaved.id}`,
      { token },
    );
    const { email } = emailContentResponseSchema.parse(reopened.json());
    expect(email.attachments.map((file) => file.filename).sort()).toEqual([
      'figures.csv',
      'notes.txt',
    ]);

    // A file removed in the composer is left out of the next save.
    const third = await save(
      'PUT',
      `/email/drafts/${email.id}`,
      message({ keepAttachmentIds: [idOf(email, 'notes.txt')] }),
      [],
    );
    expect(third.statusCode, third.body).toBe(200);
    const last = draftResponseSchema.parse(third.json()).draft;
    expect(await draftsInDovecot()).toEqual([
      { subject: 'Budget draft', files: { 'notes.txt': 'see row 3' } },
    ]);

    // Another organisation can neither replace it nor take its files.
    const refused = await save(
      'PUT',
      `/email/drafts/${last.id}`,
      message({ keepAttachmentIds: [idOf(last, 'notes.txt')] }),
      [],
      outsider,
    );
    expect(refused.statusCode).toBe(404);
    expect(await draftsInDovecot()).toHaveLength(1);

    // Sent from the draft, the kept file goes once and the draft leaves Drafts.
    const sentBefore = world.smtp.messages.length;
    const sent = await save(
      'POST',
      '/email/send/sendEmail',
      message({ draftId: last.id, keepAttachmentIds: [idOf(last, 'notes.txt')] }),
      [],
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(world.smtp.messages).toHaveLength(sentBefore + 1);
    const delivered = await simpleParser(world.smtp.messages.at(-1)!.raw);
    expect(delivered.attachments.map((file) => file.filename)).toEqual(['notes.txt']);
    expect(await draftsInDovecot()).toEqual([]);
  });
});
