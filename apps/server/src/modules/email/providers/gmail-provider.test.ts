import { ACCOUNT_MESSAGES } from '@worksphere/contracts';
import MailComposer from 'nodemailer/lib/mail-composer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { createOutbound } from '../../../platform/net/outbound.js';
import { startFakeGoogle, type FakeGoogle } from '../../../test/fakes/fake-google.js';
import { headerOf } from '../../../test/fakes/fake-mime.js';
import { memoryAccount } from '../../../test/fakes/provider-account.js';
import {
  createConnectedProviders,
  type ConnectedProviders,
} from '../../calendar/providers/connected-providers.js';
import { createGmailMailProvider, GMAIL_ALL_MAIL } from './gmail-provider.js';
import type { MailProvider, SyncCursor, SyncResult } from './mail-provider.js';

let google: FakeGoogle;
let connected: ConnectedProviders;
let gmail: MailProvider;

beforeAll(async () => {
  google = await startFakeGoogle();
  const config = loadConfig({ NODE_ENV: 'test', ...google.env() });
  connected = createConnectedProviders(
    { config, outbound: createOutbound() },
    { maxRetryWaitMs: 1_500 },
  );
  gmail = createGmailMailProvider({
    http: connected.http.gmail,
    baseUrl: config.providers.google.gmailBaseUrl,
  });
});
afterAll(async () => {
  await connected.close();
  await google.close();
});
beforeEach(() => {
  google.gmail.clear();
  google.control.requests.length = 0;
  google.control.rateLimitNext = 0;
  google.control.pageSize = 2;
});

function freshAccount() {
  const tokens = google.auth.issueTokens();
  return memoryAccount('gmail', {
    kind: 'oauth',
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  });
}

const deliverNumbered = async (count: number) => {
  for (let index = 1; index <= count; index += 1) {
    await google.gmail.deliver({
      subject: `Message ${index}`,
      text: `Body ${index}`,
      date: new Date(Date.UTC(2030, 4, index, 9)),
    });
  }
};

/** Calls syncFolder until it has nothing more, as the service's job does. */
async function syncAll(
  account: ReturnType<typeof freshAccount>['account'],
  cursor: SyncCursor | null,
  options = { limit: 2, initialWindow: 100 },
) {
  const calls: SyncResult[] = [];
  let next = cursor;
  do {
    const result = await gmail.syncFolder(account, { folder: 'INBOX', cursor: next, ...options });
    calls.push(result);
    next = result.cursor;
    if (result.reset) next = null;
  } while (calls.at(-1)!.hasMore && calls.length < 20);
  return { calls, cursor: next, messages: calls.flatMap((call) => call.messages) };
}

describe('Gmail API mail provider', () => {
  it('syncs newest first through nextPageToken, then follows history ids', async () => {
    await deliverNumbered(5);
    const { account } = freshAccount();
    const first = await syncAll(account, null);
    expect(first.messages.map((message) => message.subject)).toEqual([
      'Message 5',
      'Message 4',
      'Message 3',
      'Message 2',
      'Message 1',
    ]);
    expect(first.calls).toHaveLength(3);
    const lists = google.control.requests.filter((request) =>
      request.url.startsWith('/gmail/v1/users/me/messages?'),
    );
    expect(
      lists.map((request) => new URL(request.url, 'http://x').searchParams.get('pageToken')),
    ).toEqual([null, expect.any(String), expect.any(String)]);
    expect(first.calls.at(-1)).toMatchObject({ unreadCount: 5, totalCount: 5, hasMore: false });
    expect(first.messages[0]).toMatchObject({
      folder: 'INBOX',
      text: 'Body 5',
      isRead: false,
      isImportant: false,
      from: { name: 'Grace Hopper', address: 'grace@example.com' },
      to: [{ name: 'Ada Lovelace', address: 'ada@example.com' }],
      bodyIncluded: true,
    });

    // New mail, a message read elsewhere and one archived elsewhere.
    const ids = [...google.gmail.messages.values()];
    const read = ids.find((message) => headerOf(message.mime, 'subject') === 'Message 2')!;
    const archived = ids.find((message) => headerOf(message.mime, 'subject') === 'Message 1')!;
    await gmail.setFlags(account, { folder: 'INBOX', providerId: read.id }, { isRead: true });
    await gmail.archive(account, { folder: 'INBOX', providerId: archived.id });
    await google.gmail.deliver({ subject: 'Message 6', text: 'Body 6' });
    await google.gmail.deliver({ subject: 'Message 7', text: 'Body 7' });
    await google.gmail.deliver({ subject: 'Message 8', text: 'Body 8' });

    const second = await syncAll(account, first.cursor);
    expect(second.messages.map((message) => message.subject).sort()).toEqual([
      'Message 6',
      'Message 7',
      'Message 8',
    ]);
    expect(second.calls).toHaveLength(2);
    expect(second.calls[0]!.removed).toEqual([archived.id]);
    expect(second.calls[0]!.flagChanges).toEqual([
      { providerId: read.id, isRead: true, isImportant: false },
    ]);
    const histories = google.control.requests.filter((request) =>
      request.url.startsWith('/gmail/v1/users/me/history?'),
    );
    // Six history records, two a page: three pages from the same start.
    expect(histories).toHaveLength(3);
    expect(
      histories.every((request) =>
        request.url.includes(`startHistoryId=${String(first.cursor!.historyId)}`),
      ),
    ).toBe(true);
    expect(histories.filter((request) => request.url.includes('pageToken='))).toHaveLength(2);

    const quiet = await syncAll(account, second.cursor);
    expect(quiet.messages).toEqual([]);
    expect(quiet.calls[0]).toMatchObject({ removed: [], flagChanges: [], reset: false });
  });

  it('resumes from the stored page token after the connection drops mid-sync', async () => {
    await deliverNumbered(5);
    const { account } = freshAccount();
    const request = { folder: 'INBOX', limit: 2, initialWindow: 100 };
    const first = await gmail.syncFolder(account, { ...request, cursor: null });
    google.control.dropNext = 1;
    await expect(
      gmail.syncFolder(account, { ...request, cursor: first.cursor }),
    ).rejects.toMatchObject({ name: 'MailProviderError', kind: 'unavailable' });
    const rest = await syncAll(account, first.cursor);
    const subjects = [...first.messages, ...rest.messages].map((message) => message.subject);
    expect(subjects).toEqual(['Message 5', 'Message 4', 'Message 3', 'Message 2', 'Message 1']);
  });

  it('stops a first sync at the initial window', async () => {
    await deliverNumbered(5);
    const { account } = freshAccount();
    const first = await syncAll(account, null, { limit: 2, initialWindow: 3 });
    expect(first.messages.map((message) => message.subject)).toEqual([
      'Message 5',
      'Message 4',
      'Message 3',
    ]);
  });

  it('resets the folder when Gmail no longer has the history id (404)', async () => {
    await deliverNumbered(2);
    const { account } = freshAccount();
    const first = await syncAll(account, null);
    google.gmail.forgetHistory();
    await google.gmail.deliver({ subject: 'After the gap', date: new Date('2031-01-01') });
    const next = await gmail.syncFolder(account, {
      folder: 'INBOX',
      cursor: first.cursor,
      limit: 10,
      initialWindow: 100,
    });
    expect(next).toMatchObject({ reset: true, hasMore: true, messages: [] });
    const again = await syncAll(account, null, { limit: 10, initialWindow: 100 });
    expect(again.messages.map((message) => message.subject)).toEqual([
      'After the gap',
      'Message 2',
      'Message 1',
    ]);
    const later = await syncAll(account, again.cursor);
    expect(later.calls[0]!.reset).toBe(false);
  });

  it('refreshes an expired access token (401) and keeps the new one', async () => {
    await deliverNumbered(1);
    const { account, store } = freshAccount();
    google.auth.expireAccessTokens();
    const folders = await gmail.listFolders(account);
    expect(folders.find((folder) => folder.path === 'INBOX')).toMatchObject({
      role: 'inbox',
      unreadCount: 1,
      totalCount: 1,
    });
    expect(store.saved).toHaveLength(1);
    expect(google.auth.state.tokenRequests.at(-1)!.grant_type).toBe('refresh_token');

    google.auth.expireAccessTokens();
    google.auth.revokeRefreshTokens();
    await expect(gmail.listFolders(account)).rejects.toMatchObject({
      name: 'MailProviderError',
      kind: 'auth',
      message: ACCOUNT_MESSAGES.reconnectNeeded,
    });
    expect(store.reconnectNeeded).toEqual([ACCOUNT_MESSAGES.reconnectNeeded]);
  });

  it('waits per Retry-After on 429, then reports rate_limited with the wait', async () => {
    await deliverNumbered(1);
    const { account } = freshAccount();
    google.control.rateLimitNext = 1;
    const started = Date.now();
    const folders = await gmail.listFolders(account);
    expect(folders.length).toBeGreaterThan(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);

    google.control.rateLimitNext = 3;
    google.control.retryAfterSeconds = 1;
    await expect(gmail.listFolders(account)).rejects.toMatchObject({
      kind: 'rate_limited',
      retryAfterSeconds: 1,
    });
  });

  it('lists labels as folders with the counts of labels.get, and All Mail', async () => {
    await deliverNumbered(2);
    const projects = google.gmail.addLabel('Projects');
    await google.gmail.deliver({ subject: 'Plan', labelIds: [projects] });
    const { account } = freshAccount();
    const folders = await gmail.listFolders(account);
    expect(folders.find((folder) => folder.path === projects)).toMatchObject({
      name: 'Projects',
      role: 'other',
      unreadCount: 0,
      totalCount: 1,
    });
    expect(folders.find((folder) => folder.role === 'archive')?.path).toBe(GMAIL_ALL_MAIL);
    expect(folders.find((folder) => folder.path === 'SENT')?.role).toBe('sent');
  });

  it('reads a message in full with HTML and attachment bytes, and one attachment by part', async () => {
    const pdf = Buffer.from('%PDF-1.4 pretend');
    const delivered = await google.gmail.deliver({
      subject: 'Quarterly =?',
      text: 'See attached',
      html: '<p>See <b>attached</b></p>',
      attachments: [{ filename: 'report.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const { account } = freshAccount();
    const ref = { folder: 'INBOX', providerId: delivered.id };
    const message = await gmail.fetchMessage(account, ref);
    expect(message).toMatchObject({
      subject: 'Quarterly =?',
      text: 'See attached',
      html: '<p>See <b>attached</b></p>',
    });
    expect(message.attachments).toHaveLength(1);
    expect(message.attachments[0]).toMatchObject({
      filename: 'report.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    });
    expect(message.attachments[0]!.content).toEqual(pdf);
    const again = await gmail.fetchAttachment!(account, ref, message.attachments[0]!.key);
    expect(again).toEqual(pdf);
  });

  it('reads a body Gmail sends apart (by attachmentId) like an inline one', async () => {
    const long = 'word '.repeat(400);
    await google.gmail.deliver({ subject: 'Long', text: long, html: `<p>${long}</p>` });
    google.gmail.state.inlineBodyLimit = 100;
    try {
      const { account } = freshAccount();
      const [synced] = (await syncAll(account, null)).messages;
      expect(synced!.text).toBe(long);
      expect(synced!.html).toBe(`<p>${long}</p>`);
      expect(synced!.attachments).toEqual([]);
      expect(
        google.control.requests.filter((request) => request.url.includes('/attachments/')),
      ).toHaveLength(2);
    } finally {
      google.gmail.state.inlineBodyLimit = 1024 * 1024;
    }
  });

  it("searches with Gmail's q and its page tokens, headers only", async () => {
    await deliverNumbered(3);
    await google.gmail.deliver({ subject: 'Invoice 1', text: 'pay' });
    await google.gmail.deliver({ subject: 'Invoice 2', text: 'pay' });
    await google.gmail.deliver({ subject: 'Invoice 3', text: 'pay' });
    const { account } = freshAccount();
    const first = await gmail.search(account, {
      folder: 'INBOX',
      query: 'subject:invoice',
      limit: 2,
      pageToken: null,
    });
    expect(first.messages.map((message) => message.subject)).toHaveLength(2);
    expect(first.messages[0]!.bodyIncluded).toBe(false);
    expect(first.nextPageToken).toBeTruthy();
    const second = await gmail.search(account, {
      folder: 'INBOX',
      query: 'subject:invoice',
      limit: 2,
      pageToken: first.nextPageToken,
    });
    const subjects = [...first.messages, ...second.messages].map((message) => message.subject);
    expect(subjects.sort()).toEqual(['Invoice 1', 'Invoice 2', 'Invoice 3']);
    expect(second.nextPageToken).toBeNull();
    expect(google.control.requests.some((request) => request.url.includes('format=metadata'))).toBe(
      true,
    );
  });

  it('marks read and important, archives and moves with labels', async () => {
    const delivered = await google.gmail.deliver({ subject: 'Label me' });
    const projects = google.gmail.addLabel('Projects');
    const { account } = freshAccount();
    const ref = { folder: 'INBOX', providerId: delivered.id };
    await gmail.setFlags(account, ref, { isRead: true, isImportant: true });
    expect([...delivered.labelIds].sort()).toEqual(
      ['CATEGORY_PERSONAL', 'IMPORTANT', 'INBOX', 'STARRED'].sort(),
    );
    await gmail.setFlags(account, ref, { isRead: false, isImportant: false });
    expect(delivered.labelIds.has('UNREAD')).toBe(true);
    expect(delivered.labelIds.has('STARRED')).toBe(false);

    expect(await gmail.archive(account, ref)).toEqual({
      folder: GMAIL_ALL_MAIL,
      providerId: delivered.id,
    });
    expect(delivered.labelIds.has('INBOX')).toBe(false);
    const moved = await gmail.move(
      account,
      { folder: GMAIL_ALL_MAIL, providerId: delivered.id },
      projects,
    );
    expect(moved).toEqual({ folder: projects, providerId: delivered.id });
    expect(delivered.labelIds.has(projects)).toBe(true);
    await gmail.move(account, moved!, 'TRASH');
    expect(delivered.labelIds.has('TRASH')).toBe(true);
  });

  it('sends raw MIME in the original thread, with Bcc for the envelope, and saves drafts', async () => {
    const original = await google.gmail.deliver({
      subject: 'Lunch?',
      messageId: '<lunch@example.com>',
    });
    const { account } = freshAccount();
    const raw = await new MailComposer({
      from: 'ada@example.com',
      to: 'grace@example.com',
      subject: 'Re: Lunch?',
      text: 'Yes!',
      inReplyTo: '<lunch@example.com>',
      references: '<lunch@example.com>',
      messageId: '<reply@example.com>',
    })
      .compile()
      .build();
    const result = await gmail.send(account, {
      raw,
      envelope: { from: 'ada@example.com', to: ['grace@example.com', 'hidden@example.com'] },
      messageId: '<reply@example.com>',
      inReplyTo: { folder: 'INBOX', providerId: original.id },
    });
    expect(result.savedToSent).toBe(true);
    const sent = google.gmail.messages.get(result.sent!.providerId)!;
    expect(sent.threadId).toBe(original.threadId);
    expect(headerOf(sent.mime, 'bcc')).toBe('hidden@example.com');
    expect(sent.labelIds.has('SENT')).toBe(true);
    const sendRequest = google.control.requests.find((request) =>
      request.url.endsWith('/messages/send'),
    );
    expect(sendRequest?.method).toBe('POST');

    const draft = await gmail.saveDraft(account, raw, null);
    expect(google.gmail.messages.get(draft.providerId)!.labelIds.has('DRAFT')).toBe(true);
    const replaced = await gmail.saveDraft(account, raw, draft);
    expect(google.gmail.messages.has(draft.providerId)).toBe(false);
    expect(google.gmail.messages.has(replaced.providerId)).toBe(true);
  });

  it('finds the thread of a reply by its In-Reply-To when the ref is not given', async () => {
    const original = await google.gmail.deliver({
      subject: 'Plans',
      messageId: '<plans@example.com>',
    });
    const { account } = freshAccount();
    const raw = await new MailComposer({
      from: 'ada@example.com',
      to: 'grace@example.com',
      subject: 'Re: Plans',
      text: 'Agreed.',
      inReplyTo: '<plans@example.com>',
      references: '<plans@example.com>',
    })
      .compile()
      .build();
    const result = await gmail.send(account, {
      raw,
      envelope: { from: 'ada@example.com', to: ['grace@example.com'] },
      messageId: '<agreed@example.com>',
      inReplyTo: null,
    });
    expect(google.gmail.messages.get(result.sent!.providerId)!.threadId).toBe(original.threadId);
    expect(google.control.requests.some((request) => request.url.includes('rfc822msgid'))).toBe(
      true,
    );
  });

  it('sends a large reply through the multipart upload, in its thread', async () => {
    const original = await google.gmail.deliver({
      subject: 'Data',
      messageId: '<data@example.com>',
    });
    const { account } = freshAccount();
    const raw = await new MailComposer({
      from: 'ada@example.com',
      to: 'grace@example.com',
      subject: 'Re: Data',
      text: 'Attached',
      inReplyTo: '<data@example.com>',
      references: '<data@example.com>',
      attachments: [{ filename: 'big.bin', content: Buffer.alloc(5 * 1024 * 1024, 7) }],
    })
      .compile()
      .build();
    const result = await gmail.send(account, {
      raw,
      envelope: { from: 'ada@example.com', to: ['grace@example.com'] },
      messageId: '<big@example.com>',
      inReplyTo: { folder: 'INBOX', providerId: original.id },
    });
    expect(
      google.control.requests.some((request) =>
        request.url.startsWith('/upload/gmail/v1/users/me/messages/send?uploadType=multipart'),
      ),
    ).toBe(true);
    const sent = google.gmail.messages.get(result.sent!.providerId)!;
    expect(headerOf(sent.mime, 'subject')).toBe('Re: Data');
    expect(sent.threadId).toBe(original.threadId);
    expect(sent.raw.equals(raw)).toBe(true);
  });

  it('asks for a reconnect when the token was granted for the calendar only (403)', async () => {
    const tokens = google.auth.issueTokens('openid email Calendars.ReadWrite calendar.events');
    const { account, store } = memoryAccount('gmail', {
      kind: 'oauth',
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    await expect(gmail.listFolders(account)).rejects.toMatchObject({
      kind: 'auth',
      message: ACCOUNT_MESSAGES.reconnectNeeded,
    });
    expect(store.reconnectNeeded).toEqual([ACCOUNT_MESSAGES.reconnectNeeded]);
  });
});
