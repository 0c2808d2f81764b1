import {
  EMAIL_MESSAGES,
  emailContentResponseSchema,
  emailListResponseSchema,
  emailResponseSchema,
  foldersResponseSchema,
  syncAccountResponseSchema,
} from '@worksphere/contracts';
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
import * as repo from './email.repo.js';
import { storeMessages } from './email.store.js';
import type { ParsedMessage } from './providers/mail-provider.js';

const { world, testApp } = useMailWorld();

let token: string;
let accountId: string;
let organizationId: string;

beforeAll(async () => {
  const direct = await imapAs(world.dovecot, 'ada', 'ada-secret');
  const base = Date.UTC(2026, 0, 1);
  for (let index = 1; index <= 7; index += 1) {
    await direct.append(
      'INBOX',
      rawMessage({
        subject: index === 3 ? 'Quarterly invoice overdue' : `Hello number ${index}`,
        text: index === 5 ? 'The invoice is attached somewhere' : `Body ${index}`,
        date: new Date(base + index * 60_000),
      }),
    );
  }
  await direct.close();
  const admin = await registerOrganization(testApp.app);
  token = admin.token;
  organizationId = admin.user.organizationId;
  accountId = (await connectImap(testApp.app, token, imapForm(world, 'ada'))).id;
  await syncSettled(testApp.app);
});

describe('the cached inbox', () => {
  it('getCachedEmails: INBOX of all accounts, 50 a page, newest first', async () => {
    const page = await cachedEmails(testApp.app, token);
    expect(page.emails.map((email) => email.subject)).toEqual([
      'Hello number 7',
      'Hello number 6',
      'Hello number 5',
      'Hello number 4',
      'Quarterly invoice overdue',
      'Hello number 2',
      'Hello number 1',
    ]);
    expect(page.emails[0]).toMatchObject({
      accountId,
      folder: 'INBOX',
      isRead: false,
      from: { name: 'Grace Hopper', address: 'grace@example.com' },
    });
    expect(page.nextPageToken).toBeNull();
    expect(page.failures).toEqual([]);
  });

  it('pages with the token, and refuses a token it did not make', async () => {
    const first = await cachedEmails(testApp.app, token, { accountId, limit: 4 });
    expect(first.emails).toHaveLength(4);
    const second = await cachedEmails(testApp.app, token, {
      accountId,
      limit: 4,
      pageToken: first.nextPageToken,
    });
    expect(second.emails.map((email) => email.subject)).toEqual([
      'Quarterly invoice overdue',
      'Hello number 2',
      'Hello number 1',
    ]);
    expect(second.nextPageToken).toBeNull();
    const bad = await call(testApp.app, 'POST', '/email/fetch/getCachedEmails', {
      token,
      body: { pageToken: 'garbage' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: EMAIL_MESSAGES.pageTokenInvalid, code: 'BAD_REQUEST' });
  });

  it('searches the cache over subject and body, best match first', async () => {
    const page = await cachedEmails(testApp.app, token, { query: 'invoice' });
    expect(page.emails.map((email) => email.subject)).toEqual([
      'Quarterly invoice overdue',
      'Hello number 5',
    ]);
    const bySender = await cachedEmails(testApp.app, token, { query: 'hopper' });
    expect(bySender.emails).toHaveLength(7);
  });

  it('folders answer with unread counts', async () => {
    const response = await call(testApp.app, 'GET', '/email/folders', { token });
    expect(response.statusCode).toBe(200);
    const { folders } = foldersResponseSchema.parse(response.json());
    const inbox = folders.find((folder) => folder.role === 'inbox');
    expect(inbox).toMatchObject({ path: 'INBOX', unreadCount: 7, totalCount: 7 });
    expect(folders.map((folder) => folder.role)).toEqual(
      expect.arrayContaining(['sent', 'drafts', 'trash', 'junk', 'archive']),
    );
  });

  it('fetchNewEmails queues a sync (202-free: answers the cache at once, 20 a page)', async () => {
    const direct = await imapAs(world.dovecot, 'ada', 'ada-secret');
    await direct.append('INBOX', rawMessage({ subject: 'Just arrived' }));
    await direct.close();
    const response = await call(testApp.app, 'POST', '/email/fetch/fetchNewEmails', {
      token,
      body: {},
    });
    expect(response.statusCode).toBe(200);
    const page = emailListResponseSchema.parse(response.json());
    expect(page.syncing).toEqual([accountId]);
    expect(page.emails.length).toBeLessThanOrEqual(20);
    await syncSettled(testApp.app);
    const after = await cachedEmails(testApp.app, token, { limit: 1 });
    expect(after.emails[0]?.subject).toBe('Just arrived');
  });

  it('sync/account answers 202 queued; it needs an account', async () => {
    const response = await call(testApp.app, 'POST', '/email/sync/account', {
      token,
      body: { accountId },
    });
    expect(response.statusCode).toBe(202);
    expect(syncAccountResponseSchema.parse(response.json())).toMatchObject({
      accountId,
      folder: 'INBOX',
      state: 'queued',
    });
    await syncSettled(testApp.app);
    const missing = await call(testApp.app, 'POST', '/email/sync/account', { token, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(EMAIL_MESSAGES.selectAccount);
  });
});

describe('reading and changing a message', () => {
  const subjectId = async (subject: string) => {
    const page = await cachedEmails(testApp.app, token, { accountId });
    return page.emails.find((email) => email.subject === subject)!.id;
  };

  it('getEmailContent answers the message; a missing or unknown id answers the spec texts', async () => {
    const id = await subjectId('Hello number 4');
    const response = await call(testApp.app, 'GET', `/email/fetch/getEmailContent?emailId=${id}`, {
      token,
    });
    expect(response.statusCode).toBe(200);
    const { email } = emailContentResponseSchema.parse(response.json());
    expect(email).toMatchObject({ id, html: null, remoteImages: 'none' });
    expect(email.text.trim()).toBe('Body 4');
    const missing = await call(testApp.app, 'GET', '/email/fetch/getEmailContent', { token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(EMAIL_MESSAGES.emailIdRequired);
    const unknown = await call(
      testApp.app,
      'GET',
      '/email/fetch/getEmailContent?emailId=00000000-0000-4000-8000-000000000000',
      { token },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(EMAIL_MESSAGES.emailNotFound);
  });

  it('markRead and markAsImportant change the server flags and the counts', async () => {
    const id = await subjectId('Hello number 6');
    const read = await call(testApp.app, 'POST', '/email/markRead', {
      token,
      body: { emailId: id },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(emailResponseSchema.parse(read.json()).email.isRead).toBe(true);
    const important = await call(testApp.app, 'POST', '/email/markAsImportant', {
      token,
      body: { emailId: id },
    });
    expect(emailResponseSchema.parse(important.json()).email.isImportant).toBe(true);

    const direct = await imapAs(world.dovecot, 'ada', 'ada-secret');
    const lock = await direct.client.getMailboxLock('INBOX');
    const message = await direct.client.fetchOne('6', { flags: true }, { uid: true });
    lock.release();
    await direct.close();
    expect(message && [...message.flags!]).toEqual(expect.arrayContaining(['\\Seen', '\\Flagged']));
    const folders = foldersResponseSchema.parse(
      (await call(testApp.app, 'GET', `/email/folders?accountId=${accountId}`, { token })).json(),
    ).folders;
    expect(folders.find((folder) => folder.path === 'INBOX')?.unreadCount).toBe(7);
  });

  it('archiveEmail moves it to Archive on the server and in the cache', async () => {
    const id = await subjectId('Hello number 2');
    const response = await call(testApp.app, 'POST', '/email/archiveEmail', {
      token,
      body: { emailId: id },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(emailResponseSchema.parse(response.json()).email.folder).toBe('Archive');
    const inbox = await cachedEmails(testApp.app, token, { accountId });
    expect(inbox.emails.map((email) => email.subject)).not.toContain('Hello number 2');
    const archive = await cachedEmails(testApp.app, token, { accountId, folder: 'Archive' });
    expect(archive.emails.map((email) => email.subject)).toEqual(['Hello number 2']);
  });

  it('move sends it to another folder; an unknown folder is 404', async () => {
    const id = await subjectId('Hello number 1');
    const response = await call(testApp.app, 'POST', '/email/move', {
      token,
      body: { emailId: id, folder: 'Trash' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(emailResponseSchema.parse(response.json()).email.folder).toBe('Trash');
    const unknown = await call(testApp.app, 'POST', '/email/move', {
      token,
      body: { emailId: id, folder: 'Nowhere' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(EMAIL_MESSAGES.folderNotFound);
  });

  it('serverSearch asks the IMAP server; a query is required', async () => {
    const response = await call(testApp.app, 'POST', '/email/search/serverSearch', {
      token,
      body: { accountId, query: 'Quarterly' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = emailListResponseSchema.parse(response.json());
    expect(page.emails.map((email) => email.subject)).toEqual(['Quarterly invoice overdue']);
    const empty = await call(testApp.app, 'POST', '/email/search/serverSearch', {
      token,
      body: { accountId },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(EMAIL_MESSAGES.queryRequired);
  });
});

describe('the cache store', () => {
  it('a header-only copy (a search hit) refreshes flags but keeps the cached body', async () => {
    const [folder] = await repo.findFolders(testApp.db, organizationId, [accountId], 'INBOX');
    const message: ParsedMessage = {
      providerId: 'store-test-1',
      folder: 'INBOX',
      threadId: null,
      messageId: null,
      inReplyTo: null,
      references: [],
      subject: 'Stored once',
      from: { name: 'A', address: 'a@example.com' },
      to: [],
      cc: [],
      bcc: [],
      replyTo: [],
      date: new Date(Date.UTC(2020, 0, 1)),
      isRead: false,
      isImportant: false,
      isDraft: false,
      html: null,
      text: 'the whole body',
      bodyIncluded: true,
      attachments: [],
      size: 10,
    };
    const target = { organizationId, accountId, folderId: folder!.id };
    const [first] = await storeMessages(testApp.db, '/nonexistent', target, [message]);
    expect(first!.inserted).toBe(true);
    const [second] = await storeMessages(testApp.db, '/nonexistent', target, [
      { ...message, text: '', isRead: true, bodyIncluded: false },
    ]);
    expect(second).toMatchObject({ id: first!.id, inserted: false, isRead: true });
    const row = await repo.findMessage(testApp.db, organizationId, first!.id);
    expect(row).toMatchObject({ bodyText: 'the whole body', bodyFetched: true });
  });

  it("a first sync's bodies are searched by their words before and after they are filled in", async () => {
    const [folder] = await repo.findFolders(testApp.db, organizationId, [accountId], 'INBOX');
    const target = { organizationId, accountId, folderId: folder!.id };
    const message = (providerId: string, subject: string, text: string): ParsedMessage => ({
      providerId,
      folder: 'INBOX',
      threadId: null,
      messageId: null,
      inReplyTo: null,
      references: [],
      subject,
      from: { name: 'B', address: 'b@example.com' },
      to: [],
      cc: [],
      bcc: [],
      replyTo: [],
      date: new Date(Date.UTC(2020, 0, 2)),
      isRead: false,
      isImportant: false,
      isDraft: false,
      html: null,
      text,
      bodyIncluded: true,
      attachments: [],
      size: 10,
    });
    // A cut emoji (a lone surrogate half) and a NUL are stored as node-postgres would store them.
    const [deferred] = await storeMessages(
      testApp.db,
      '/nonexistent',
      target,
      [message('store-test-2', 'Deferred', 'zanzibar zanzibar cargo \ud83d and\u0000 more')],
      { deferBodySearch: true },
    );
    const [direct] = await storeMessages(testApp.db, '/nonexistent', target, [
      message('store-test-3', 'Direct', 'one zanzibar mention'),
    ]);
    const subjects = async () =>
      (await cachedEmails(testApp.app, token, { query: 'zanzibar' })).emails.map(
        (email) => email.subject,
      );
    // Before the background pass: the deferred body is read directly, ranked as it will be.
    expect(await subjects()).toEqual(['Deferred', 'Direct']);
    const directRow = await repo.findMessage(testApp.db, organizationId, direct!.id);
    expect(directRow!.bodySearch).not.toBeNull();
    testApp.app.email.bodySearch.kick();
    await testApp.app.email.bodySearch.idle();
    const filled = await repo.findMessage(testApp.db, organizationId, deferred!.id);
    expect(filled!.bodySearch).toContain("'zanzibar'");
    expect(filled!.bodyText).toBe('zanzibar zanzibar cargo \ufffd and more');
    expect(await subjects()).toEqual(['Deferred', 'Direct']);
  });
});
