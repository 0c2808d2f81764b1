import { draftResponseSchema, type AuthResponse } from '@worksphere/contracts';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { registerOrganization } from '../../test/factories.js';
import { useCloudMailFakes } from '../../test/cloud-mail-fakes.js';
import { connectOAuthAccount } from '../../test/fakes/oauth-sign-in.js';

const { fakes, testApp } = useCloudMailFakes();

/** A draft save as the composer sends it: the JSON in `message`, new files in `attachments`. */
function saveDraft(
  auth: AuthResponse,
  url: string,
  message: unknown,
  files: Array<{ name: string; body: string }>,
) {
  const boundary = 'ws-cloud-draft';
  const parts = [
    `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n${JSON.stringify(message)}\r\n`,
    ...files.map(
      (file) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="${file.name}"\r\nContent-Type: text/plain\r\n\r\n${file.body}\r\n`,
    ),
    `--${boundary}--\r\n`,
  ];
  return testApp.app.inject({
    method: url === '/email/drafts' ? 'POST' : 'PUT',
    url: `/api${url}`,
    payload: Buffer.from(parts.join('')),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${auth.token}`,
    },
  });
}

/** The files of each draft the provider holds, as a mail reader parses its MIME. */
async function draftFiles(provider: 'gmail' | 'outlook') {
  const raws =
    provider === 'gmail'
      ? [...fakes.google.gmail.messages.values()]
          .filter((message) => message.labelIds.has('DRAFT'))
          .map((message) => message.raw)
      : fakes.microsoft.mail.inFolder('drafts').map((message) => message.mime);
  const drafts = [];
  for (const raw of raws) {
    const parsed = await simpleParser(raw);
    drafts.push(
      Object.fromEntries(
        parsed.attachments.map((file) => [file.filename ?? '', file.content.toString()]),
      ),
    );
  }
  return drafts;
}

describe('Gmail and Outlook drafts with attached files', () => {
  it('carry their files, and keep them when the draft is saved again', async () => {
    const admin = await registerOrganization(testApp.app);
    fakes.google.auth.state.identity = { id: 'g-draft-1', email: 'fi@gmail.test', name: 'Fi G' };
    fakes.microsoft.auth.state.identity = {
      id: 'm-draft-1',
      email: 'fi@outlook.test',
      name: 'Fi M',
    };
    const accounts = {
      gmail: await connectOAuthAccount(testApp.app, admin, 'gmail'),
      outlook: await connectOAuthAccount(testApp.app, admin, 'outlook'),
    };
    for (const provider of ['gmail', 'outlook'] as const) {
      const message = {
        accountId: accounts[provider],
        to: ['grace@example.com'],
        subject: 'Figures',
        text: 'Attached',
      };
      const first = await saveDraft(admin, '/email/drafts', message, [
        { name: 'figures.csv', body: 'q1,100' },
      ]);
      expect(first.statusCode, first.body).toBe(201);
      const draft = draftResponseSchema.parse(first.json()).draft;
      expect(draft.attachments.map((file) => file.filename)).toEqual(['figures.csv']);
      expect(await draftFiles(provider)).toEqual([{ 'figures.csv': 'q1,100' }]);

      const kept = draft.attachments[0]!.id;
      const second = await saveDraft(
        admin,
        `/email/drafts/${draft.id}`,
        { ...message, keepAttachmentIds: [kept] },
        [{ name: 'notes.txt', body: 'see row 3' }],
      );
      expect(second.statusCode, second.body).toBe(200);
      const resaved = draftResponseSchema.parse(second.json()).draft;
      expect(resaved.attachments.map((file) => file.filename).sort()).toEqual([
        'figures.csv',
        'notes.txt',
      ]);
      expect(await draftFiles(provider)).toEqual([
        { 'notes.txt': 'see row 3', 'figures.csv': 'q1,100' },
      ]);
    }
  });

  it('carry a file larger than a plain request takes (Gmail by upload, Outlook file by file)', async () => {
    const admin = await registerOrganization(testApp.app);
    fakes.google.auth.state.identity = { id: 'g-draft-2', email: 'gil@gmail.test', name: 'Gil G' };
    fakes.microsoft.auth.state.identity = {
      id: 'm-draft-2',
      email: 'gil@outlook.test',
      name: 'Gil M',
    };
    const accounts = {
      gmail: await connectOAuthAccount(testApp.app, admin, 'gmail'),
      outlook: await connectOAuthAccount(testApp.app, admin, 'outlook'),
    };
    const big = 'x'.repeat(6 * 1024 * 1024);
    for (const provider of ['gmail', 'outlook'] as const) {
      const saved = await saveDraft(
        admin,
        '/email/drafts',
        { accountId: accounts[provider], to: ['grace@example.com'], subject: 'Scans', text: 'All' },
        [{ name: 'scans.txt', body: big }],
      );
      expect(saved.statusCode, saved.body).toBe(201);
      const draft = draftResponseSchema.parse(saved.json()).draft;
      expect(draft.attachments.map((file) => [file.filename, file.size])).toEqual([
        ['scans.txt', big.length],
      ]);
      if (provider === 'gmail') {
        expect(await draftFiles('gmail')).toEqual([{ 'scans.txt': big }]);
        // The JSON body of drafts.create takes about 5 MB: this one went by the media upload.
        expect(
          fakes.google.control.requests.some((request) =>
            request.url.startsWith('/upload/gmail/v1/users/me/drafts?uploadType=multipart'),
          ),
        ).toBe(true);
      } else {
        const [held] = fakes.microsoft.mail.inFolder('drafts');
        expect(held!.attachments.map((file) => [file.name, file.size])).toEqual([
          ['scans.txt', big.length],
        ]);
      }
    }
  });
});
