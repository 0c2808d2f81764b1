import {
  emailContentResponseSchema,
  emailListResponseSchema,
  emailThreadResponseSchema,
  type EmailSummary,
} from '@worksphere/contracts';
import { and, eq, isNull } from 'drizzle-orm';
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
import { emailMessages } from './email.table.js';
import { isReplySubject, normalizeSubject } from './email.threads.js';

const { world, testApp } = useMailWorld();

const day = (n: number) => new Date(Date.UTC(2026, 2, n, 9));
/** The user's answer in Sent: after the third message, before the fourth. */
const answered = new Date(Date.UTC(2026, 2, 3, 12));

/** A message with threading headers (rawMessage has none). */
function reply(options: {
  subject: string;
  messageId: string;
  from?: string;
  date: Date;
  inReplyTo?: string;
  references?: string;
  text?: string;
}) {
  const lines = rawMessage({
    subject: options.subject,
    from: options.from,
    messageId: options.messageId,
    date: options.date,
    text: options.text ?? `About ${options.subject}`,
  }).split('\r\n');
  const extra = [
    ...(options.inReplyTo ? [`In-Reply-To: ${options.inReplyTo}`] : []),
    ...(options.references ? [`References: ${options.references}`] : []),
  ];
  return [lines[0], ...extra, ...lines.slice(1)].join('\r\n');
}

let owner: { token: string; user: { organizationId: string } };
let outsider: { token: string };
let accountId: string;

const bySubjectAndDate = (emails: EmailSummary[], subject: string, date: Date) =>
  emails.find((email) => email.subject === subject && email.date === date.toISOString())!;

beforeAll(async () => {
  const direct = await imapAs(world.dovecot, 'dee', 'dee-secret');
  // The second answer reaches the mailbox before the message it answers.
  await direct.append(
    'INBOX',
    reply({
      subject: 'Re: Budget 2027',
      messageId: '<b@mail.example>',
      from: 'Bob <bob@example.com>',
      date: day(2),
      inReplyTo: '<a@mail.example>',
      references: '<a@mail.example>',
    }),
  );
  await direct.append(
    'INBOX',
    reply({
      subject: 'Budget 2027',
      messageId: '<a@mail.example>',
      from: 'Grace Hopper <grace@example.com>',
      date: day(1),
    }),
  );
  // Only In-Reply-To, naming a message that is not the first.
  await direct.append(
    'INBOX',
    reply({
      subject: 'Re: Re: Budget 2027',
      messageId: '<c@mail.example>',
      from: 'Cy <cy@example.com>',
      date: day(3),
      inReplyTo: '<b@mail.example>',
    }),
    ['\\Seen'],
  );
  // No chain at all; a German client's prefix.
  await direct.append(
    'INBOX',
    reply({
      subject: 'AW: Budget 2027',
      messageId: '<d@mail.example>',
      from: 'Grace Hopper <grace@example.com>',
      date: day(4),
    }),
  );
  // The same words, but not an answer: a conversation of its own.
  await direct.append(
    'INBOX',
    reply({ subject: 'Budget 2027', messageId: '<e@mail.example>', date: day(5) }),
  );
  // Another conversation, newer.
  await direct.append(
    'INBOX',
    reply({ subject: 'Lunch', messageId: '<l1@mail.example>', date: day(6) }),
    ['\\Seen'],
  );
  await direct.append(
    'INBOX',
    reply({
      subject: 'SV: Lunch',
      messageId: '<l2@mail.example>',
      from: 'Bob <bob@example.com>',
      date: day(7),
      references: '<l1@mail.example>',
    }),
    ['\\Seen'],
  );
  // The user's own answer, in Sent.
  await direct.append(
    'Sent',
    reply({
      subject: 'Re: Budget 2027',
      messageId: '<f@mail.example>',
      from: 'Dee <dee@example.com>',
      date: answered,
      references: '<a@mail.example> <b@mail.example>',
      inReplyTo: '<b@mail.example>',
    }),
    ['\\Seen'],
  );
  // Search: Chinese and Japanese text without spaces, and an attachment name.
  await direct.append(
    'INBOX',
    rawMessage({
      subject: '会议安排',
      text: '明天下午三点开会讨论预算和人员安排。',
      date: day(8),
    }),
  );
  await direct.append(
    'INBOX',
    rawMessage({
      subject: '来週の予定',
      text: '来週の打ち合わせについてご連絡します。',
      date: day(9),
    }),
  );
  await direct.append(
    'INBOX',
    rawMessage({
      subject: 'Numbers',
      text: 'See the file.',
      date: day(10),
      messageId: '<numbers@mail.example>',
      attachment: {
        filename: 'quarterly-figures.xlsx',
        contentType: 'application/octet-stream',
        content: Buffer.from('spreadsheet bytes'),
      },
    }),
  );
  await direct.close();
  owner = await registerOrganization(testApp.app);
  outsider = await registerOrganization(testApp.app);
  accountId = (await connectImap(testApp.app, owner.token, imapForm(world, 'dee'))).id;
  await syncSettled(testApp.app);
  const sent = await call(testApp.app, 'POST', '/email/sync/account', {
    token: owner.token,
    body: { accountId, folder: 'Sent' },
  });
  expect(sent.statusCode, sent.body).toBe(202);
  await syncSettled(testApp.app);
});

describe('subjects', () => {
  it('strips reply and forward prefixes of many mail programs', () => {
    expect(normalizeSubject('Re: AW: Fwd:  Budget   2027')).toBe('budget 2027');
    expect(normalizeSubject('[team] RE[2]: Budget 2027')).toBe('budget 2027');
    expect(normalizeSubject('SV: VS: Lunch')).toBe('lunch');
    expect(normalizeSubject('回复：预算')).toBe('预算');
    expect(isReplySubject('WG: Report')).toBe(true);
    expect(isReplySubject('Reply needed')).toBe(false);
  });
});

describe('IMAP conversations', () => {
  it('groups answers by References, In-Reply-To and subject, in INBOX and Sent alike', async () => {
    const inbox = (await cachedEmails(testApp.app, owner.token, { accountId, limit: 50 })).emails;
    const sent = (
      await cachedEmails(testApp.app, owner.token, { accountId, folder: 'Sent', limit: 50 })
    ).emails;
    const root = bySubjectAndDate(inbox, 'Budget 2027', day(1));
    const budget = [
      root,
      bySubjectAndDate(inbox, 'Re: Budget 2027', day(2)),
      bySubjectAndDate(inbox, 'Re: Re: Budget 2027', day(3)),
      bySubjectAndDate(inbox, 'AW: Budget 2027', day(4)),
      bySubjectAndDate(sent, 'Re: Budget 2027', answered),
    ];
    expect(root.threadId).toBeTruthy();
    expect(new Set(budget.map((email) => email.threadId))).toEqual(new Set([root.threadId]));
    const lookalike = bySubjectAndDate(inbox, 'Budget 2027', day(5));
    expect(lookalike.threadId).not.toBe(root.threadId);
    const lunch = inbox.filter((email) => email.subject.endsWith('Lunch'));
    expect(lunch).toHaveLength(2);
    expect(lunch[0]!.threadId).toBe(lunch[1]!.threadId);
    expect(lunch[0]!.threadId).not.toBe(root.threadId);
  });

  it('lists one row per conversation with counts, unread and who wrote', async () => {
    const page = await cachedEmails(testApp.app, owner.token, {
      accountId,
      view: 'threads',
      limit: 4,
    });
    expect(page.threads).toHaveLength(4);
    expect(page.emails.map((email) => email.id)).toEqual(
      page.threads!.map((thread) => thread.latest.id),
    );
    // Newest conversation first: Numbers (10), 来週 (9), 会议 (8), Lunch (7).
    expect(page.threads!.map((thread) => thread.subject)).toEqual([
      'Numbers',
      '来週の予定',
      '会议安排',
      'SV: Lunch',
    ]);
    expect(page.threads![3]).toMatchObject({ count: 2, unreadCount: 0 });
    const next = await cachedEmails(testApp.app, owner.token, {
      accountId,
      view: 'threads',
      limit: 4,
      pageToken: page.nextPageToken,
    });
    expect(next.threads!.map((thread) => thread.subject)).toEqual([
      'Budget 2027',
      'AW: Budget 2027',
    ]);
    const budget = next.threads![1]!;
    expect(budget).toMatchObject({ count: 4, unreadCount: 3, hasAttachments: false });
    expect(budget.participants).toEqual([
      { name: 'Grace Hopper', address: 'grace@example.com' },
      { name: 'Bob', address: 'bob@example.com' },
      { name: 'Cy', address: 'cy@example.com' },
    ]);
    expect(next.nextPageToken).toBeNull();
  });

  it('answers a conversation oldest first, with the answer from Sent, each message once', async () => {
    const inbox = (await cachedEmails(testApp.app, owner.token, { accountId, limit: 50 })).emails;
    const latest = bySubjectAndDate(inbox, 'AW: Budget 2027', day(4));
    const response = await call(testApp.app, 'GET', `/email/thread?emailId=${latest.id}`, {
      token: owner.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    const thread = emailThreadResponseSchema.parse(response.json());
    expect(thread.threadId).toBe(latest.threadId);
    expect(thread.emails.map((email) => [email.subject, email.folder])).toEqual([
      ['Budget 2027', 'INBOX'],
      ['Re: Budget 2027', 'INBOX'],
      ['Re: Re: Budget 2027', 'INBOX'],
      ['Re: Budget 2027', 'Sent'],
      ['AW: Budget 2027', 'INBOX'],
    ]);
    expect(thread.emails[0]!.text).toContain('About Budget 2027');
  });

  it('gives messages cached before conversations existed theirs at the next sync', async () => {
    await testApp.db
      .update(emailMessages)
      .set({ threadId: null })
      .where(eq(emailMessages.accountId, accountId));
    const queued = await call(testApp.app, 'POST', '/email/sync/account', {
      token: owner.token,
      body: { accountId },
    });
    expect(queued.statusCode).toBe(202);
    await syncSettled(testApp.app);
    const missing = await testApp.db
      .select({ id: emailMessages.id })
      .from(emailMessages)
      .where(and(eq(emailMessages.accountId, accountId), isNull(emailMessages.threadId)));
    expect(missing).toEqual([]);
    const inbox = (await cachedEmails(testApp.app, owner.token, { accountId, limit: 50 })).emails;
    expect(bySubjectAndDate(inbox, 'AW: Budget 2027', day(4)).threadId).toBe(
      bySubjectAndDate(inbox, 'Budget 2027', day(1)).threadId,
    );
  });

  it('another organisation reads neither the conversation nor the list', async () => {
    const inbox = (await cachedEmails(testApp.app, owner.token, { accountId, limit: 50 })).emails;
    const response = await call(testApp.app, 'GET', `/email/thread?emailId=${inbox[0]!.id}`, {
      token: outsider.token,
    });
    expect(response.statusCode).toBe(404);
    const list = await call(testApp.app, 'POST', '/email/fetch/getCachedEmails', {
      token: outsider.token,
      body: { accountId, view: 'threads' },
    });
    expect(list.statusCode).toBe(404);
    const bad = await call(testApp.app, 'GET', '/email/thread?emailId=not-an-id', {
      token: owner.token,
    });
    expect(bad.statusCode).toBe(404);
  });
});

describe('search in the cache', () => {
  const search = async (query: string) =>
    (await cachedEmails(testApp.app, owner.token, { accountId, query })).emails.map(
      (email) => email.subject,
    );

  it('finds Chinese and Japanese words inside text written without spaces', async () => {
    expect(await search('预算')).toEqual(['会议安排']);
    expect(await search('开会讨论')).toEqual(['会议安排']);
    expect(await search('打ち合わせ')).toEqual(['来週の予定']);
    expect(await search('予定')).toEqual(['来週の予定']);
  });

  it('finds attachment names, whole or in part, and still ranks words', async () => {
    expect(await search('quarterly-figures.xlsx')).toEqual(['Numbers']);
    expect(await search('figures')).toEqual(['Numbers']);
    expect(await search('Lunch')).toEqual(expect.arrayContaining(['Lunch', 'SV: Lunch']));
    // LIKE's wildcards are plain characters in a query.
    expect(await search('%')).toEqual([]);
  });
});

describe('one identity per message', () => {
  it('a server-search hit is the cached message: same id, same attachment link', async () => {
    const [cached] = (await cachedEmails(testApp.app, owner.token, { accountId, query: 'figures' }))
      .emails;
    const before = emailContentResponseSchema.parse(
      (
        await call(testApp.app, 'GET', `/email/fetch/getEmailContent?emailId=${cached!.id}`, {
          token: owner.token,
        })
      ).json(),
    ).email;
    const link = before.attachments[0]!.url.replace(/^\/api/, '');

    const response = await call(testApp.app, 'POST', '/email/search/serverSearch', {
      token: owner.token,
      body: { accountId, query: 'Numbers' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const hits = emailListResponseSchema.parse(response.json()).emails;
    expect(hits.map((email) => email.id)).toContain(cached!.id);

    const rows = await testApp.db
      .select({ id: emailMessages.id })
      .from(emailMessages)
      .where(
        and(
          eq(emailMessages.accountId, accountId),
          eq(emailMessages.messageIdHeader, '<numbers@mail.example>'),
        ),
      );
    expect(rows).toEqual([{ id: cached!.id }]);
    const download = await call(testApp.app, 'GET', link, { token: owner.token });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('spreadsheet bytes');
    const after = emailContentResponseSchema.parse(
      (
        await call(testApp.app, 'GET', `/email/fetch/getEmailContent?emailId=${cached!.id}`, {
          token: owner.token,
        })
      ).json(),
    ).email;
    expect(after.attachments.map((attachment) => attachment.url)).toEqual(
      before.attachments.map((attachment) => attachment.url),
    );
  });
});
