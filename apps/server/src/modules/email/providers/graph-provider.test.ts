import { ACCOUNT_MESSAGES } from '@worksphere/contracts';
import MailComposer from 'nodemailer/lib/mail-composer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { createOutbound } from '../../../platform/net/outbound.js';
import { headerOf, parseMime } from '../../../test/fakes/fake-mime.js';
import { startFakeMicrosoft, type FakeMicrosoft } from '../../../test/fakes/fake-microsoft.js';
import { memoryAccount } from '../../../test/fakes/provider-account.js';
import {
  createConnectedProviders,
  type ConnectedProviders,
} from '../../calendar/providers/connected-providers.js';
import { createGraphMailProvider } from './graph-provider.js';
import type { MailProvider, SyncCursor, SyncResult } from './mail-provider.js';

let microsoft: FakeMicrosoft;
let connected: ConnectedProviders;
let graph: MailProvider;

beforeAll(async () => {
  microsoft = await startFakeMicrosoft();
  const config = loadConfig({ NODE_ENV: 'test', ...microsoft.env() });
  connected = createConnectedProviders(
    { config, outbound: createOutbound() },
    { maxRetryWaitMs: 1_500 },
  );
  graph = createGraphMailProvider({
    http: connected.http.outlook,
    fetch: connected.fetch,
    baseUrl: config.providers.microsoft.graphBaseUrl,
  });
});
afterAll(async () => {
  await connected.close();
  await microsoft.close();
});
beforeEach(() => {
  microsoft.mail.clear();
  microsoft.control.requests.length = 0;
  microsoft.control.rateLimitNext = 0;
  microsoft.control.pageSize = 2;
});

function freshAccount() {
  const tokens = microsoft.auth.issueTokens();
  return memoryAccount('outlook', {
    kind: 'oauth',
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  });
}

const deliverNumbered = async (count: number) => {
  for (let index = 1; index <= count; index += 1) {
    await microsoft.mail.deliver({
      subject: `Message ${index}`,
      html: `<p>Body ${index}</p>`,
      date: new Date(Date.UTC(2030, 4, index, 9)),
    });
  }
};

async function syncAll(
  account: ReturnType<typeof freshAccount>['account'],
  cursor: SyncCursor | null,
  options = { limit: 2, initialWindow: 100 },
) {
  const folder = microsoft.mail.folderId('inbox');
  const calls: SyncResult[] = [];
  let next = cursor;
  do {
    const result = await graph.syncFolder(account, { folder, cursor: next, ...options });
    calls.push(result);
    next = result.reset ? null : result.cursor;
  } while (calls.at(-1)!.hasMore && calls.length < 20);
  return { calls, cursor: next, messages: calls.flatMap((call) => call.messages) };
}

const deltaRequests = () =>
  microsoft.control.requests.filter((request) => request.url.includes('/messages/delta'));

describe('Microsoft Graph mail provider', () => {
  it('syncs newest first through @odata.nextLink, then follows the @odata.deltaLink', async () => {
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
    expect(first.calls.at(-1)).toMatchObject({ hasMore: false, unreadCount: 5, totalCount: 5 });
    expect(String(first.cursor!.deltaLink)).toContain('$deltatoken=');
    const pages = deltaRequests();
    expect(pages[0]!.url).toContain('%24orderby=receivedDateTime+desc');
    expect(pages.slice(1).every((request) => request.url.includes('$skiptoken='))).toBe(true);
    expect(pages.every((request) => request.prefer.includes('odata.maxpagesize=2'))).toBe(true);
    expect(pages.every((request) => request.prefer.includes('IdType="ImmutableId"'))).toBe(true);
    expect(first.messages[0]).toMatchObject({
      html: '<p>Body 5</p>',
      text: 'Body 5',
      isRead: false,
      from: { name: 'Grace Hopper', address: 'grace@example.com' },
      bodyIncluded: true,
    });

    // Read elsewhere, archived elsewhere (moved out of the inbox), and new mail.
    const [read, archived] = microsoft.mail.inFolder('inbox');
    await graph.setFlags(account, { folder: '', providerId: read!.immutableId }, { isRead: true });
    const archivedRef = await graph.archive(account, {
      folder: '',
      providerId: archived!.immutableId,
    });
    expect(archivedRef).toEqual({
      folder: microsoft.mail.folderId('archive'),
      providerId: archived!.immutableId,
    });
    await microsoft.mail.deliver({ subject: 'Message 6' });

    microsoft.control.requests.length = 0;
    const second = await syncAll(account, first.cursor);
    expect(deltaRequests()[0]!.url).toContain('$deltatoken=');
    expect(second.messages.map((message) => message.subject).sort()).toEqual(
      ['Message 6', String(read!.json.subject)].sort(),
    );
    expect(second.messages.find((message) => message.subject === read!.json.subject)?.isRead).toBe(
      true,
    );
    expect(second.calls.flatMap((call) => call.removed)).toEqual([archived!.immutableId]);
    expect(second.calls.at(-1)).toMatchObject({ unreadCount: 4, totalCount: 5 });

    const quiet = await syncAll(account, second.cursor);
    expect(quiet.messages).toEqual([]);
    expect(quiet.calls[0]!.removed).toEqual([]);
  });

  it('resumes from the stored nextLink after the connection drops mid-sync', async () => {
    await deliverNumbered(5);
    const { account } = freshAccount();
    const folder = microsoft.mail.folderId('inbox');
    const first = await graph.syncFolder(account, {
      folder,
      cursor: null,
      limit: 2,
      initialWindow: 100,
    });
    microsoft.control.dropNext = 1;
    await expect(
      graph.syncFolder(account, { folder, cursor: first.cursor, limit: 2, initialWindow: 100 }),
    ).rejects.toMatchObject({ name: 'MailProviderError', kind: 'unavailable' });
    const rest = await syncAll(account, first.cursor);
    const subjects = [...first.messages, ...rest.messages].map((message) => message.subject);
    expect(subjects).toEqual(['Message 5', 'Message 4', 'Message 3', 'Message 2', 'Message 1']);
  });

  it('keeps only the initial window of a first sync but still reaches the deltaLink', async () => {
    await deliverNumbered(5);
    const { account } = freshAccount();
    const first = await syncAll(account, null, { limit: 2, initialWindow: 3 });
    expect(first.messages.map((message) => message.subject)).toEqual([
      'Message 5',
      'Message 4',
      'Message 3',
    ]);
    expect(first.cursor!.deltaLink).toBeTruthy();
  });

  it('resets the folder when Graph has forgotten the sync state (410)', async () => {
    await deliverNumbered(2);
    const { account } = freshAccount();
    const first = await syncAll(account, null);
    microsoft.mail.forgetDeltaStates();
    const next = await graph.syncFolder(account, {
      folder: microsoft.mail.folderId('inbox'),
      cursor: first.cursor,
      limit: 10,
      initialWindow: 100,
    });
    expect(next).toMatchObject({ reset: true, hasMore: true, messages: [] });
    const again = await syncAll(account, null, { limit: 10, initialWindow: 100 });
    expect(again.messages).toHaveLength(2);
  });

  it('refreshes an expired access token (401); a refused refresh needs a reconnect', async () => {
    await deliverNumbered(1);
    const { account, store } = freshAccount();
    microsoft.auth.expireAccessTokens();
    const folders = await graph.listFolders(account);
    expect(folders.find((folder) => folder.role === 'inbox')).toMatchObject({
      path: microsoft.mail.folderId('inbox'),
      name: 'Inbox',
      unreadCount: 1,
      totalCount: 1,
    });
    expect(folders.map((folder) => folder.role).sort()).toEqual(
      ['archive', 'drafts', 'inbox', 'junk', 'sent', 'trash'].sort(),
    );
    expect(store.saved).toHaveLength(1);

    microsoft.auth.expireAccessTokens();
    microsoft.auth.revokeRefreshTokens();
    await expect(graph.listFolders(account)).rejects.toMatchObject({
      kind: 'auth',
      message: ACCOUNT_MESSAGES.reconnectNeeded,
    });
    expect(store.reconnectNeeded).toEqual([ACCOUNT_MESSAGES.reconnectNeeded]);
  });

  it('backs off per Retry-After on 429, then reports rate_limited with the wait', async () => {
    await deliverNumbered(1);
    const { account } = freshAccount();
    microsoft.control.rateLimitNext = 2;
    const started = Date.now();
    const first = await syncAll(account, null, { limit: 10, initialWindow: 100 });
    expect(first.messages).toHaveLength(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);

    microsoft.control.rateLimitNext = 5;
    microsoft.control.retryAfterSeconds = 1;
    await expect(syncAll(account, first.cursor)).rejects.toMatchObject({
      kind: 'rate_limited',
      retryAfterSeconds: 1,
    });
  });

  it('reads a message with its attachments, and one attachment by id', async () => {
    const pdf = Buffer.from('%PDF-1.4 pretend');
    const delivered = await microsoft.mail.deliver({
      subject: 'Report',
      text: 'Attached.',
      messageId: '<report@example.com>',
      inReplyTo: '<ask@example.com>',
      references: '<ask@example.com>',
      attachments: [{ filename: 'report.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const { account } = freshAccount();
    const ref = { folder: 'inbox', providerId: delivered.immutableId };
    const message = await graph.fetchMessage(account, ref);
    expect(message).toMatchObject({
      subject: 'Report',
      text: 'Attached.',
      messageId: '<report@example.com>',
      inReplyTo: '<ask@example.com>',
      references: ['<ask@example.com>'],
    });
    expect(message.attachments[0]).toMatchObject({ filename: 'report.pdf', content: pdf });
    const bytes = await graph.fetchAttachment!(account, ref, message.attachments[0]!.key);
    expect(bytes).toEqual(pdf);

    const synced = await syncAll(account, null, { limit: 10, initialWindow: 100 });
    expect(synced.messages[0]!.attachments[0]).toMatchObject({
      filename: 'report.pdf',
      size: pdf.length,
      content: null,
    });
  });

  it('searches with $search and pages by the nextLink as page token', async () => {
    await deliverNumbered(2);
    for (const index of [1, 2, 3]) {
      await microsoft.mail.deliver({ subject: `Invoice ${index}`, text: 'Please pay' });
    }
    const { account } = freshAccount();
    const folder = microsoft.mail.folderId('inbox');
    const first = await graph.search(account, {
      folder,
      query: 'invoice',
      limit: 2,
      pageToken: null,
    });
    expect(first.messages).toHaveLength(2);
    expect(first.messages[0]).toMatchObject({ bodyIncluded: false, text: 'Please pay' });
    const second = await graph.search(account, {
      folder,
      query: 'invoice',
      limit: 2,
      pageToken: first.nextPageToken,
    });
    const subjects = [...first.messages, ...second.messages].map((message) => message.subject);
    expect(subjects.sort()).toEqual(['Invoice 1', 'Invoice 2', 'Invoice 3']);
    expect(second.nextPageToken).toBeNull();
    expect(microsoft.control.requests[0]!.url).toContain('%24search=%22invoice%22');

    const foreign = Buffer.from('http://attacker.example/steal').toString('base64url');
    await expect(
      graph.search(account, { folder, query: 'invoice', limit: 2, pageToken: foreign }),
    ).rejects.toMatchObject({ kind: 'rejected' });
  });

  it('flags as important, moves with immutable ids and deletes for good', async () => {
    const delivered = await microsoft.mail.deliver({ subject: 'Flag me' });
    const { account } = freshAccount();
    const ref = { folder: microsoft.mail.folderId('inbox'), providerId: delivered.immutableId };
    await graph.setFlags(account, ref, { isImportant: true, isRead: true });
    expect(delivered.json).toMatchObject({
      isRead: true,
      importance: 'high',
      flag: { flagStatus: 'flagged' },
    });
    const junk = microsoft.mail.folderId('junkemail');
    const moved = await graph.move(account, ref, junk);
    expect(moved).toEqual({ folder: junk, providerId: delivered.immutableId });
    expect(delivered.json.parentFolderId).toBe(junk);
    await graph.deleteMessage(account, moved!);
    expect(microsoft.mail.messages.has(delivered.immutableId)).toBe(false);
  });

  it('sends MIME through sendMail with Bcc for the envelope, and saves drafts', async () => {
    const { account } = freshAccount();
    const raw = await new MailComposer({
      from: 'ada@example.com',
      to: 'grace@example.com',
      subject: 'Lunch',
      text: 'Noon?',
      messageId: '<lunch@example.com>',
    })
      .compile()
      .build();
    const result = await graph.send(account, {
      raw,
      envelope: { from: 'ada@example.com', to: ['grace@example.com', 'hidden@example.com'] },
      messageId: '<lunch@example.com>',
      inReplyTo: null,
    });
    expect(result).toEqual({ sent: null, savedToSent: true });
    const [sent] = microsoft.mail.inFolder('sentitems');
    expect(sent!.json.subject).toBe('Lunch');
    expect(headerOf(parseMime(sent!.mime), 'bcc')).toBe('hidden@example.com');

    const draft = await graph.saveDraft(account, raw, null);
    expect(draft.folder).toBe(microsoft.mail.folderId('drafts'));
    const replaced = await graph.saveDraft(account, raw, draft);
    expect(microsoft.mail.messages.has(draft.providerId)).toBe(false);
    expect(microsoft.mail.messages.get(replaced.providerId)?.json.isDraft).toBe(true);
  });

  it('sends a message over 4 MB as a draft with an upload session, then sends the draft', async () => {
    const { account } = freshAccount();
    const big = Buffer.alloc(7 * 1024 * 1024);
    for (let index = 0; index < big.length; index += 1) big[index] = (index * 31) % 251;
    const small = Buffer.from('small file');
    const raw = await new MailComposer({
      from: 'ada@example.com',
      to: 'grace@example.com',
      subject: 'Re: Data',
      text: 'Both files.',
      inReplyTo: '<data@example.com>',
      references: '<data@example.com>',
      attachments: [
        { filename: 'data.bin', content: big },
        { filename: 'note.txt', content: small },
      ],
    })
      .compile()
      .build();
    const result = await graph.send(account, {
      raw,
      envelope: { from: 'ada@example.com', to: ['grace@example.com', 'hidden@example.com'] },
      messageId: '<big@example.com>',
      inReplyTo: null,
    });
    expect(result.savedToSent).toBe(true);
    const [sent] = microsoft.mail.inFolder('sentitems');
    expect(sent!.json).toMatchObject({ subject: 'Re: Data', isDraft: false, hasAttachments: true });
    const files = Object.fromEntries(
      sent!.attachments.map((file) => [file.name, Buffer.from(file.contentBytes, 'base64')]),
    );
    expect(files['data.bin']!.equals(big)).toBe(true);
    expect(files['note.txt']).toEqual(small);
    const mime = parseMime(sent!.mime);
    expect(headerOf(mime, 'in-reply-to')).toBe('<data@example.com>');
    expect(headerOf(mime, 'bcc')).toBe('hidden@example.com');
    const uploads = microsoft.control.requests.filter((request) =>
      request.url.endsWith('/createUploadSession'),
    );
    expect(uploads).toHaveLength(1);
    expect(microsoft.mail.inFolder('drafts')).toEqual([]);
  }, 30_000); // 7 MB built, base64-encoded and sent in chunks: seconds on a busy machine

  it('asks for a reconnect when the token was granted for the calendar only (403)', async () => {
    const tokens = microsoft.auth.issueTokens('openid email Calendars.ReadWrite calendar.events');
    const { account, store } = memoryAccount('outlook', {
      kind: 'oauth',
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    await expect(graph.listFolders(account)).rejects.toMatchObject({
      kind: 'auth',
      message: ACCOUNT_MESSAGES.reconnectNeeded,
    });
    expect(store.reconnectNeeded).toEqual([ACCOUNT_MESSAGES.reconnectNeeded]);
  });
});
