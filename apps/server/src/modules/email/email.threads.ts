import { createHash } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.js';
import { emailMessages } from './email.table.js';

/**
 * Conversations (issue 27). Gmail and Graph name them (threadId, conversationId); for IMAP the
 * cache works one out per account, so a reply in INBOX and the user's answer in Sent meet:
 * 1. a cached message of the account named in References/In-Reply-To (or this very message,
 *    cached in another folder) lends its conversation;
 * 2. else the conversation is named after the chain's first message (References' first id,
 *    else In-Reply-To, else the message's own Message-ID), so a reply cached before the
 *    message it answers still lands in the same conversation once that one arrives;
 * 3. a message with no chain at all whose subject says it answers or forwards (Re:, Fwd:,
 *    AW:, SV:, ...) joins the newest conversation of the account with the same subject;
 * 4. answers cached before the message they name in In-Reply-To (which may not be the
 *    conversation's first, so step 2 named theirs after it) join its conversation when it comes.
 */

/**
 * Reply and forward prefixes of many mail programs (Re, Fwd, German AW/WG, Nordic SV/VS, and
 * Chinese 回复 回覆 答复 转发 轉寄 with a full-width colon). Written as escapes: the server's
 * start-up bundle must stay Latin-1 (build-checks.mjs).
 */
const PREFIX =
  /^\s*((re|fwd?|aw|wg|sv|vs|antw|rv|tr|odp|enc|res|ynt|\u56de\u590d|\u56de\u8986|\u7b54\u590d|\u8f6c\u53d1|\u8f49\u5bc4)(\s*\[\d+\])?\s*[:\uff1a]\s*)+/iu;

/** A subject without its reply/forward prefixes and list tags, lower case, one space. */
export function normalizeSubject(subject: string): string {
  let value = subject.trim();
  for (;;) {
    const next = value.replace(/^\[[^\]]{1,40}\]\s*/u, '').replace(PREFIX, '');
    if (next === value) break;
    value = next;
  }
  return value.replace(/\s+/gu, ' ').trim().toLowerCase();
}

/** Does the subject say it answers or forwards something? */
export function isReplySubject(subject: string): boolean {
  return PREFIX.test(subject.replace(/^\s*\[[^\]]{1,40}\]\s*/u, ''));
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

/** The conversation named after a Message-ID (step 2 above). */
export const threadOfMessageId = (messageId: string) => `m:${hash(messageId.toLowerCase())}`;

export type ThreadInput = {
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  subject: string;
  /** Used when the message has nothing else: its own conversation. */
  fallbackKey: string;
};

/** The ids of a message's chain, root first (References, then In-Reply-To). */
function chainOf(message: ThreadInput): string[] {
  const chain = [...message.references];
  if (message.inReplyTo && !chain.includes(message.inReplyTo)) chain.push(message.inReplyTo);
  return chain;
}

/**
 * Conversation ids for messages of one account that their provider did not name, in the
 * order given. Looks up the account's cache (steps 1 and 3); messages of the same call see
 * each other's ids.
 */
export async function assignThreads(
  db: DbExecutor,
  accountId: string,
  messages: ThreadInput[],
): Promise<string[]> {
  if (messages.length === 0) return [];
  const wanted = new Set<string>();
  for (const message of messages) {
    for (const id of chainOf(message)) wanted.add(id);
    if (message.messageId) wanted.add(message.messageId);
  }
  const known = new Map<string, string>();
  if (wanted.size > 0) {
    const rows = await db
      .select({ messageId: emailMessages.messageIdHeader, threadId: emailMessages.threadId })
      .from(emailMessages)
      .where(
        and(
          eq(emailMessages.accountId, accountId),
          inArray(emailMessages.messageIdHeader, [...wanted]),
          isNotNull(emailMessages.threadId),
        ),
      );
    for (const row of rows) if (row.messageId) known.set(row.messageId, row.threadId!);
  }
  const bySubject = new Map<string, string>();
  const answer: string[] = [];
  for (const message of messages) {
    const chain = chainOf(message);
    const own = message.messageId ? known.get(message.messageId) : undefined;
    let threadId = own ?? chain.map((id) => known.get(id)).find(Boolean);
    if (!threadId && chain.length > 0) threadId = threadOfMessageId(chain[0]!);
    if (!threadId && isReplySubject(message.subject)) {
      const subject = normalizeSubject(message.subject);
      threadId = bySubject.get(subject) ?? (await threadBySubject(db, accountId, subject));
    }
    if (!threadId) {
      threadId = message.messageId
        ? threadOfMessageId(message.messageId)
        : `u:${hash(message.fallbackKey)}`;
    }
    if (message.messageId) known.set(message.messageId, threadId);
    const subject = normalizeSubject(message.subject);
    if (subject) bySubject.set(subject, threadId);
    answer.push(threadId);
  }
  await joinEarlierAnswers(db, accountId, messages, answer);
  return answer;
}

/** Step 4: conversations of cached answers to these messages become theirs. */
async function joinEarlierAnswers(
  db: DbExecutor,
  accountId: string,
  messages: ThreadInput[],
  threads: string[],
) {
  const threadOfId = new Map<string, string>();
  messages.forEach((message, index) => {
    if (message.messageId) threadOfId.set(message.messageId, threads[index]!);
  });
  if (threadOfId.size === 0) return;
  const answers = await db
    .selectDistinct({ inReplyTo: emailMessages.inReplyTo, threadId: emailMessages.threadId })
    .from(emailMessages)
    .where(
      and(
        eq(emailMessages.accountId, accountId),
        inArray(emailMessages.inReplyTo, [...threadOfId.keys()]),
        isNotNull(emailMessages.threadId),
      ),
    );
  const renames = new Map<string, string>();
  for (const answer of answers) {
    const target = threadOfId.get(answer.inReplyTo!);
    if (target && answer.threadId !== target) renames.set(answer.threadId!, target);
  }
  for (const [from, to] of renames) {
    await db
      .update(emailMessages)
      .set({ threadId: to })
      .where(and(eq(emailMessages.accountId, accountId), eq(emailMessages.threadId, from)));
    // Later messages of this call that took the old name follow too.
    threads.forEach((threadId, index) => {
      if (threadId === from) threads[index] = to;
    });
  }
}

/** Conversations older than this are not joined by subject alone. */
const SUBJECT_WINDOW_DAYS = 180;

async function threadBySubject(
  db: DbExecutor,
  accountId: string,
  subject: string,
): Promise<string | undefined> {
  if (!subject) return undefined;
  const since = new Date(Date.now() - SUBJECT_WINDOW_DAYS * 86_400_000);
  const candidates = await db
    .select({ subject: emailMessages.subject, threadId: emailMessages.threadId })
    .from(emailMessages)
    .where(
      and(
        eq(emailMessages.accountId, accountId),
        isNotNull(emailMessages.threadId),
        gt(emailMessages.sentAt, since),
        // A cheap filter first; the exact comparison below.
        sql`strpos(lower(${emailMessages.subject}), ${subject}) > 0`,
      ),
    )
    .orderBy(desc(emailMessages.sentAt))
    .limit(50);
  return candidates.find((row) => normalizeSubject(row.subject) === subject)?.threadId ?? undefined;
}

/**
 * Messages cached before conversations were worked out get one (at the start of a sync of
 * their account): up to `limit` at a time, oldest first. Answers how many were updated.
 */
export async function backfillThreads(db: DbExecutor, accountId: string, limit = 500) {
  const rows = await db
    .select({
      id: emailMessages.id,
      messageId: emailMessages.messageIdHeader,
      inReplyTo: emailMessages.inReplyTo,
      references: emailMessages.references,
      subject: emailMessages.subject,
      folderId: emailMessages.folderId,
      providerId: emailMessages.providerId,
    })
    .from(emailMessages)
    .where(and(eq(emailMessages.accountId, accountId), isNull(emailMessages.threadId)))
    .orderBy(emailMessages.sentAt)
    .limit(limit);
  if (rows.length === 0) return 0;
  const threads = await assignThreads(
    db,
    accountId,
    rows.map((row) => ({ ...row, fallbackKey: `${row.folderId}:${row.providerId}` })),
  );
  const pairs = rows.map((row, index) => ({ id: row.id, thread_id: threads[index] }));
  await db.execute(sql`
    update ${emailMessages} as m set thread_id = v.thread_id
    from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as v(id uuid, thread_id text)
    where m.id = v.id`);
  return rows.length;
}
