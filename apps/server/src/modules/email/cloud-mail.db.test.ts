import {
  draftResponseSchema,
  emailContentResponseSchema,
  emailListResponseSchema,
  foldersResponseSchema,
  type AuthResponse,
  type EmailListResponse,
} from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { addMember, registerOrganization } from '../../test/factories.js';
import { multipart } from '../../test/chat-helpers.js';
import { headerOf, leavesOf } from '../../test/fakes/fake-mime.js';
import { useCloudMailFakes } from '../../test/cloud-mail-fakes.js';
import { connectOAuthAccount } from '../../test/fakes/oauth-sign-in.js';
import { call } from '../../test/test-app.js';

const { fakes, testApp } = useCloudMailFakes({
  pageSize: 3,
  environment: { EMAIL_SYNC_BATCH: '3' },
});

async function cachedEmails(auth: AuthResponse, body: Record<string, unknown>) {
  const response = await call(testApp.app, 'POST', '/email/fetch/getCachedEmails', {
    token: auth.token,
    body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return emailListResponseSchema.parse(response.json());
}

/** Queue a sync and wait until the cache holds `count` messages of the folder. */
async function syncAndWait(auth: AuthResponse, accountId: string, count: number) {
  const queued = await call(testApp.app, 'POST', '/email/sync/account', {
    token: auth.token,
    body: { accountId },
  });
  expect(queued.statusCode, queued.body).toBe(202);
  let list: EmailListResponse | undefined;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    list = await cachedEmails(auth, { accountId });
    if (list.emails.length >= count && list.syncing.length === 0) return list;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`sync did not finish: ${JSON.stringify(list)}`);
}

describe('Gmail and Outlook accounts through the e-mail API (fake providers)', () => {
  it('connects Gmail, syncs the inbox into the cache, reads, archives and searches', async () => {
    const admin = await registerOrganization(testApp.app);
    for (let day = 1; day <= 7; day += 1) {
      await fakes.google.gmail.deliver({
        subject: `Report ${day}`,
        text: `Figures for day ${day}`,
        date: new Date(Date.UTC(2030, 4, day, 8)),
      });
    }
    fakes.google.auth.state.identity = { id: 'g-mail-1', email: 'ada@gmail.test', name: 'Ada G' };
    const accountId = await connectOAuthAccount(testApp.app, admin, 'gmail');

    const list = await syncAndWait(admin, accountId, 7);
    expect(list.emails.map((email) => email.subject)).toEqual([
      'Report 7',
      'Report 6',
      'Report 5',
      'Report 4',
      'Report 3',
      'Report 2',
      'Report 1',
    ]);
    expect(list.emails[0]).toMatchObject({
      accountId,
      folder: 'INBOX',
      isRead: false,
      from: { name: 'Grace Hopper', address: 'grace@example.com' },
    });
    // Paged by Gmail's nextPageToken: three lists for seven messages at three a page.
    const lists = fakes.google.control.requests.filter((request) =>
      request.url.startsWith('/gmail/v1/users/me/messages?'),
    );
    expect(lists.filter((request) => request.url.includes('pageToken='))).toHaveLength(2);

    const folders = await call(testApp.app, 'GET', `/email/folders?accountId=${accountId}`, {
      token: admin.token,
    });
    const inbox = foldersResponseSchema
      .parse(folders.json())
      .folders.find((folder) => folder.role === 'inbox');
    expect(inbox).toMatchObject({ path: 'INBOX', unreadCount: 7, totalCount: 7 });

    const content = await call(
      testApp.app,
      'GET',
      `/email/fetch/getEmailContent?emailId=${list.emails[0]!.id}`,
      { token: admin.token },
    );
    expect(content.statusCode, content.body).toBe(200);
    expect(emailContentResponseSchema.parse(content.json()).email.text).toContain(
      'Figures for day 7',
    );

    const archived = await call(testApp.app, 'POST', '/email/archiveEmail', {
      token: admin.token,
      body: { emailId: list.emails[1]!.id },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const atGoogle = [...fakes.google.gmail.messages.values()].find((message) =>
      message.mime.headers.some((header) => header.value === 'Report 6'),
    )!;
    expect(atGoogle.labelIds.has('INBOX')).toBe(false);

    // New mail arrives: the next sync reads Gmail's history from the stored history id.
    await fakes.google.gmail.deliver({ subject: 'Report 8', date: new Date(Date.UTC(2030, 4, 9)) });
    const after = await syncAndWait(admin, accountId, 7);
    expect(after.emails[0]!.subject).toBe('Report 8');
    expect(after.emails.map((email) => email.subject)).not.toContain('Report 6');
    expect(fakes.google.control.requests.some((request) => request.url.includes('/history?'))).toBe(
      true,
    );

    const search = await call(testApp.app, 'POST', '/email/search/serverSearch', {
      token: admin.token,
      body: { accountId, query: 'subject:"Report 3"' },
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(
      emailListResponseSchema.parse(search.json()).emails.map((email) => email.subject),
    ).toEqual(['Report 3']);

    // A personal account: another member of the organisation sees none of it.
    const member = await addMember(testApp.app, admin);
    const foreign = await call(testApp.app, 'POST', '/email/fetch/getCachedEmails', {
      token: member.token,
      body: { accountId },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await cachedEmails(member, { accountId: 'all' })).emails).toEqual([]);
  });

  it('connects Outlook and syncs its inbox through Graph delta links', async () => {
    const admin = await registerOrganization(testApp.app);
    for (let day = 1; day <= 4; day += 1) {
      await fakes.microsoft.mail.deliver({
        subject: `Memo ${day}`,
        html: `<p>Memo body ${day}</p>`,
        date: new Date(Date.UTC(2030, 5, day, 8)),
      });
    }
    fakes.microsoft.auth.state.identity = {
      id: 'm-mail-1',
      email: 'ada@outlook.test',
      name: 'Ada M',
    };
    const accountId = await connectOAuthAccount(testApp.app, admin, 'outlook');
    const list = await syncAndWait(admin, accountId, 4);
    expect(list.emails.map((email) => email.subject)).toEqual([
      'Memo 4',
      'Memo 3',
      'Memo 2',
      'Memo 1',
    ]);
    expect(list.emails[0]!.snippet).toContain('Memo body 4');

    const important = await call(testApp.app, 'POST', '/email/markAsImportant', {
      token: admin.token,
      body: { emailId: list.emails[0]!.id },
    });
    expect(important.statusCode, important.body).toBe(200);
    const memo = fakes.microsoft.mail
      .inFolder('inbox')
      .find((message) => message.json.subject === 'Memo 4');
    expect(memo!.json.flag).toEqual({ flagStatus: 'flagged' });

    const read = await call(testApp.app, 'POST', '/email/markRead', {
      token: admin.token,
      body: { emailId: list.emails[1]!.id },
    });
    expect(read.statusCode, read.body).toBe(200);
    const memo3 = fakes.microsoft.mail
      .inFolder('inbox')
      .find((message) => message.json.subject === 'Memo 3');
    expect(memo3!.json.isRead).toBe(true);

    const folders = await call(testApp.app, 'GET', `/email/folders?accountId=${accountId}`, {
      token: admin.token,
    });
    const junk = foldersResponseSchema
      .parse(folders.json())
      .folders.find((folder) => folder.role === 'junk')!;
    expect(junk.path).toBe(fakes.microsoft.mail.folderId('junkemail'));
    const moved = await call(testApp.app, 'POST', '/email/move', {
      token: admin.token,
      body: { emailId: list.emails[3]!.id, folder: junk.path },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      fakes.microsoft.mail.inFolder('junkemail').map((message) => message.json.subject),
    ).toEqual(['Memo 1']);

    const search = await call(testApp.app, 'POST', '/email/search/serverSearch', {
      token: admin.token,
      body: { accountId, query: 'Memo 2' },
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(
      emailListResponseSchema.parse(search.json()).emails.map((email) => email.subject),
    ).toEqual(['Memo 2']);

    await fakes.microsoft.mail.deliver({ subject: 'Memo 5', date: new Date(Date.UTC(2030, 5, 9)) });
    const after = await syncAndWait(admin, accountId, 4);
    expect(after.emails.map((email) => email.subject)).toEqual([
      'Memo 5',
      'Memo 4',
      'Memo 3',
      'Memo 2',
    ]);
    expect(
      fakes.microsoft.control.requests.some((request) => request.url.includes('$deltatoken=')),
    ).toBe(true);
  });

  it('replies with an attachment through Gmail in the original thread, and through Graph', async () => {
    const admin = await registerOrganization(testApp.app);
    const original = await fakes.google.gmail.deliver({
      subject: 'Contract',
      text: 'Please sign.',
      messageId: '<contract@example.com>',
      date: new Date(Date.UTC(2030, 6, 1)),
    });
    fakes.google.auth.state.identity = { id: 'g-mail-2', email: 'bob@gmail.test', name: 'Bob G' };
    const accountId = await connectOAuthAccount(testApp.app, admin, 'gmail');
    const list = await syncAndWait(admin, accountId, 1);
    const signed = Buffer.from('%PDF-1.4 signed');
    const { body, headers } = multipart(
      {
        message: JSON.stringify({
          accountId,
          emailId: list.emails[0]!.id,
          to: ['grace@example.com'],
          bcc: ['records@example.com'],
          text: 'Signed, attached.',
        }),
      },
      [{ filename: 'signed.pdf', type: 'application/pdf', data: signed }],
    );
    const replied = await call(testApp.app, 'POST', '/email/send/reply', {
      token: admin.token,
      body,
      headers,
    });
    expect(replied.statusCode, replied.body).toBe(200);
    const [sent] = fakes.google.gmail.sent();
    expect(sent!.threadId).toBe(original.threadId);
    expect(headerOf(sent!.mime, 'in-reply-to')).toBe('<contract@example.com>');
    expect(headerOf(sent!.mime, 'bcc')).toBe('records@example.com');
    const pdf = leavesOf(sent!.mime).find((part) => part.filename === 'signed.pdf');
    expect(pdf?.body).toEqual(signed);

    fakes.microsoft.auth.state.identity = {
      id: 'm-mail-2',
      email: 'bob@outlook.test',
      name: 'Bob M',
    };
    const outlookId = await connectOAuthAccount(testApp.app, admin, 'outlook');
    const sentMail = await call(testApp.app, 'POST', '/email/send/sendEmail', {
      token: admin.token,
      body: { accountId: outlookId, to: ['grace@example.com'], subject: 'Hello', text: 'Hi.' },
    });
    expect(sentMail.statusCode, sentMail.body).toBe(200);
    expect(
      fakes.microsoft.mail.inFolder('sentitems').map((message) => message.json.subject),
    ).toContain('Hello');
  });

  it('refreshes an expired token during a sync; a revoked one asks for a reconnect and keeps the cache', async () => {
    const admin = await registerOrganization(testApp.app);
    await fakes.google.gmail.deliver({ subject: 'Kept', date: new Date(Date.UTC(2030, 7, 1)) });
    fakes.google.auth.state.identity = { id: 'g-mail-3', email: 'cy@gmail.test', name: 'Cy G' };
    const accountId = await connectOAuthAccount(testApp.app, admin, 'gmail');
    fakes.google.auth.expireAccessTokens();
    const refreshesBefore = fakes.google.auth.state.tokenRequests.length;
    await syncAndWait(admin, accountId, 1);
    expect(fakes.google.auth.state.tokenRequests.slice(refreshesBefore)).toEqual([
      expect.objectContaining({ grant_type: 'refresh_token' }),
    ]);

    fakes.google.auth.expireAccessTokens();
    fakes.google.auth.revokeRefreshTokens();
    await fakes.google.gmail.deliver({ subject: 'Unseen' });
    const queued = await call(testApp.app, 'POST', '/email/sync/account', {
      token: admin.token,
      body: { accountId },
    });
    expect(queued.statusCode).toBe(202);
    let status = '';
    for (let attempt = 0; attempt < 100 && status !== 'reconnect_needed'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const accounts = await call(testApp.app, 'GET', '/email/accounts/getAccounts', {
        token: admin.token,
      });
      status = accounts
        .json()
        .accounts.find((account: { id: string }) => account.id === accountId)?.status;
    }
    expect(status).toBe('reconnect_needed');
    const cached = await cachedEmails(admin, { accountId });
    expect(cached.emails.map((email) => email.subject)).toEqual(['Kept']);
  });

  it('saves, replaces and deletes drafts in Gmail and Outlook', async () => {
    const admin = await registerOrganization(testApp.app);
    fakes.google.auth.state.identity = { id: 'g-mail-4', email: 'di@gmail.test', name: 'Di G' };
    fakes.microsoft.auth.state.identity = {
      id: 'm-mail-4',
      email: 'di@outlook.test',
      name: 'Di M',
    };
    const accounts = {
      gmail: await connectOAuthAccount(testApp.app, admin, 'gmail'),
      outlook: await connectOAuthAccount(testApp.app, admin, 'outlook'),
    };
    const draftsAt = {
      gmail: () =>
        [...fakes.google.gmail.messages.values()]
          .filter((message) => message.labelIds.has('DRAFT'))
          .map((message) => headerOf(message.mime, 'subject')),
      outlook: () => fakes.microsoft.mail.inFolder('drafts').map((message) => message.json.subject),
    };
    for (const accountType of ['gmail', 'outlook'] as const) {
      const accountId = accounts[accountType];
      const saved = await call(testApp.app, 'POST', '/email/drafts', {
        token: admin.token,
        body: { accountId, to: ['grace@example.com'], subject: 'Draft one', text: 'First' },
      });
      expect(saved.statusCode, saved.body).toBe(201);
      const draft = draftResponseSchema.parse(saved.json()).draft;
      expect(draft).toMatchObject({ isDraft: true, subject: 'Draft one', text: 'First' });
      expect(draftsAt[accountType]()).toEqual(['Draft one']);

      const replaced = await call(testApp.app, 'PUT', `/email/drafts/${draft.id}`, {
        token: admin.token,
        body: { accountId, to: ['grace@example.com'], subject: 'Draft two', text: 'Second' },
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      const second = draftResponseSchema.parse(replaced.json()).draft;
      expect(draftsAt[accountType]()).toEqual(['Draft two']);

      const removed = await call(testApp.app, 'DELETE', `/email/drafts/${second.id}`, {
        token: admin.token,
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(draftsAt[accountType]()).toEqual([]);
    }
  });
});
