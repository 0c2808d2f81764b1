import {
  and,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lt,
  notExists,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MailFolderRole } from '@worksphere/contracts';
import type { DbExecutor } from '../../platform/db/database.js';
import {
  bodyVector,
  emailAttachments,
  emailFolders,
  emailImageAllows,
  emailMessages,
  messageText,
  searchVector,
} from './email.table.js';

export type FolderRow = typeof emailFolders.$inferSelect;
export type MessageRow = typeof emailMessages.$inferSelect;
export type NewMessageRow = typeof emailMessages.$inferInsert;
export type AttachmentRow = typeof emailAttachments.$inferSelect;

/** Every column of a message but the search vectors and the bodies (lists). */
const {
  search: _search,
  bodySearch: _bodySearch,
  bodyText: _text,
  bodyHtml: _html,
  ...summaryColumns
} = getTableColumns(emailMessages);
export type SummaryRow = Omit<MessageRow, 'search' | 'bodySearch' | 'bodyText' | 'bodyHtml'>;

/** The folder a request names, per account: its path, or the role it is named after. */
const ROLE_BY_NAME: Record<string, MailFolderRole> = {
  inbox: 'inbox',
  sent: 'sent',
  'sent items': 'sent',
  drafts: 'drafts',
  trash: 'trash',
  junk: 'junk',
  spam: 'junk',
  archive: 'archive',
  important: 'important',
};

export function roleNamed(folder: string): MailFolderRole | undefined {
  return ROLE_BY_NAME[folder.toLowerCase()];
}

function folderMatches(folder: string): SQL {
  const role = roleNamed(folder);
  return role
    ? or(eq(emailFolders.path, folder), eq(emailFolders.role, role))!
    : eq(emailFolders.path, folder);
}

export function listFolders(db: DbExecutor, organizationId: string, accountIds: string[]) {
  if (accountIds.length === 0) return Promise.resolve([] as FolderRow[]);
  return db
    .select()
    .from(emailFolders)
    .where(
      and(
        eq(emailFolders.organizationId, organizationId),
        inArray(emailFolders.accountId, accountIds),
      ),
    )
    .orderBy(emailFolders.accountId, emailFolders.path);
}

/** Each account's folder of that name (its path, or the role it is named after; path wins). */
export async function findFolders(
  db: DbExecutor,
  organizationId: string,
  accountIds: string[],
  folder: string,
): Promise<FolderRow[]> {
  if (accountIds.length === 0) return [];
  const rows = await db
    .select()
    .from(emailFolders)
    .where(
      and(
        eq(emailFolders.organizationId, organizationId),
        inArray(emailFolders.accountId, accountIds),
        folderMatches(folder),
      ),
    );
  const byAccount = new Map<string, FolderRow>();
  for (const row of rows) {
    const current = byAccount.get(row.accountId);
    if (!current || row.path === folder) byAccount.set(row.accountId, row);
  }
  return [...byAccount.values()];
}

export async function findFolderById(db: DbExecutor, organizationId: string, folderId: string) {
  const [row] = await db
    .select()
    .from(emailFolders)
    .where(and(eq(emailFolders.organizationId, organizationId), eq(emailFolders.id, folderId)));
  return row;
}

export async function upsertFolder(
  db: DbExecutor,
  values: {
    organizationId: string;
    accountId: string;
    path: string;
    name: string;
    role: MailFolderRole;
    unreadCount: number | null;
    totalCount: number | null;
  },
) {
  const counts = {
    ...(values.unreadCount !== null ? { unreadCount: values.unreadCount } : {}),
    ...(values.totalCount !== null ? { totalCount: values.totalCount } : {}),
  };
  const [row] = await db
    .insert(emailFolders)
    .values({ ...values, unreadCount: values.unreadCount ?? 0, totalCount: values.totalCount ?? 0 })
    .onConflictDoUpdate({
      target: [emailFolders.accountId, emailFolders.path],
      set: { name: values.name, role: values.role, ...counts, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export async function updateFolder(
  db: DbExecutor,
  folderId: string,
  values: Partial<
    Pick<
      FolderRow,
      'syncCursor' | 'syncState' | 'syncError' | 'syncedAt' | 'unreadCount' | 'totalCount'
    >
  >,
) {
  const [row] = await db
    .update(emailFolders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(emailFolders.id, folderId))
    .returning();
  return row;
}

/** Folders whose sync is marked running (any organisation: the start resumes them). */
export function foldersSyncing(db: DbExecutor) {
  return db
    .select({
      organizationId: emailFolders.organizationId,
      accountId: emailFolders.accountId,
      folder: emailFolders.path,
    })
    .from(emailFolders)
    .where(eq(emailFolders.syncState, 'running'));
}

/** Add `delta` to a folder's unread count (a local read/unread), never below zero. */
export async function bumpUnread(db: DbExecutor, folderId: string, delta: number) {
  await db
    .update(emailFolders)
    .set({ unreadCount: sql`greatest(${emailFolders.unreadCount} + ${delta}, 0)` })
    .where(eq(emailFolders.id, folderId));
}

export type Keyset = { sentAt: Date; id: string };

/**
 * The order of email_messages_folder_date_idx exactly (sent_at desc nulls last, id): a page of
 * one folder is read from the index and stops at its end, with no sort of the whole folder
 * (`desc` alone means nulls first, and `id desc` is not the index's order either).
 */
const FOLDER_INDEX_ORDER = [sql`${emailMessages.sentAt} desc nulls last`, emailMessages.id];

/** A page of summaries of these folders, newest first (equal dates: lower id first), after `after`. */
export function listMessages(
  db: DbExecutor,
  organizationId: string,
  folderIds: string[],
  limit: number,
  after: Keyset | null,
) {
  return db
    .select(summaryColumns)
    .from(emailMessages)
    .where(
      and(
        eq(emailMessages.organizationId, organizationId),
        inArray(emailMessages.folderId, folderIds),
        after
          ? or(
              lt(emailMessages.sentAt, after.sentAt),
              and(eq(emailMessages.sentAt, after.sentAt), gt(emailMessages.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(...FOLDER_INDEX_ORDER)
    .limit(limit);
}

/** `value` inside a LIKE pattern, matched as is. */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Search of these folders: the words (full text, ranked with ts_rank_cd), or the query as it is
 * anywhere in the subject, attachment names or body (trigram index: words of Chinese or
 * Japanese text, which has no spaces between them, and parts of file names); best match
 * first, then newest.
 */
export function searchMessages(
  db: DbExecutor,
  organizationId: string,
  folderIds: string[],
  query: string,
  limit: number,
  offset: number,
) {
  const tsquery = sql`websearch_to_tsquery('simple'::regconfig, ${query})`;
  const pattern = `%${likeLiteral(query.trim())}%`;
  // A body whose words are not filled yet (just synced) is read directly, as it will be filled.
  const pendingBody = bodyVector(emailMessages.bodyText);
  const rankedVector = sql`${emailMessages.search} || coalesce(${emailMessages.bodySearch}, ${pendingBody})`;
  return db
    .select(summaryColumns)
    .from(emailMessages)
    .where(
      and(
        eq(emailMessages.organizationId, organizationId),
        inArray(emailMessages.folderId, folderIds),
        or(
          sql`${searchVector} @@ ${tsquery}`,
          and(isNull(emailMessages.bodySearch), sql`${pendingBody} @@ ${tsquery}`),
          sql`${messageText} ilike ${pattern}`,
        ),
      ),
    )
    .orderBy(
      desc(sql`ts_rank_cd(${rankedVector}, ${tsquery})`),
      desc(emailMessages.sentAt),
      desc(emailMessages.id),
    )
    .limit(limit)
    .offset(offset);
}

/**
 * A page of conversations with a message in these folders, newest first (equal dates: lower
 * id first): each one's newest message there, after `after` (that message's date and id). Walks the folders newest first
 * and keeps a message when no newer one of its conversation is in them (one probe of the
 * conversation index each), so a page costs the same in a folder of 500 or 50,000 messages.
 */
export function listThreadHeads(
  db: DbExecutor,
  organizationId: string,
  folderIds: string[],
  limit: number,
  after: Keyset | null,
) {
  const newer = alias(emailMessages, 'newer');
  const newerInThread = db
    .select({ one: sql`1` })
    .from(newer)
    .where(
      and(
        eq(newer.accountId, emailMessages.accountId),
        eq(newer.threadId, emailMessages.threadId),
        inArray(newer.folderId, folderIds),
        or(
          gt(newer.sentAt, emailMessages.sentAt),
          and(eq(newer.sentAt, emailMessages.sentAt), lt(newer.id, emailMessages.id)),
        ),
      ),
    );
  return db
    .select(summaryColumns)
    .from(emailMessages)
    .where(
      and(
        eq(emailMessages.organizationId, organizationId),
        inArray(emailMessages.folderId, folderIds),
        or(isNull(emailMessages.threadId), notExists(newerInThread)),
        after
          ? or(
              lt(emailMessages.sentAt, after.sentAt),
              and(eq(emailMessages.sentAt, after.sentAt), gt(emailMessages.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(...FOLDER_INDEX_ORDER)
    .limit(limit);
}

export type ThreadTotals = {
  threadId: string;
  count: number;
  unreadCount: number;
  hasAttachments: boolean;
  isImportant: boolean;
  senders: Array<{ name: string; address: string }>;
};

/** Counts of these conversations over the messages in these folders. */
export async function threadTotals(
  db: DbExecutor,
  organizationId: string,
  folderIds: string[],
  threadIds: string[],
): Promise<ThreadTotals[]> {
  if (threadIds.length === 0) return [];
  return db
    .select({
      threadId: sql<string>`${emailMessages.threadId}`,
      count: sql<number>`count(*)::int`,
      unreadCount: sql<number>`(count(*) filter (where not ${emailMessages.isRead}))::int`,
      hasAttachments: sql<boolean>`bool_or(${emailMessages.hasAttachments})`,
      isImportant: sql<boolean>`bool_or(${emailMessages.isImportant})`,
      senders: sql<
        Array<{ name: string; address: string }>
      >`jsonb_agg(jsonb_build_object('name', ${emailMessages.fromName}, 'address', ${emailMessages.fromAddress}) order by ${emailMessages.sentAt})`,
    })
    .from(emailMessages)
    .where(
      and(
        eq(emailMessages.organizationId, organizationId),
        inArray(emailMessages.folderId, folderIds),
        inArray(emailMessages.threadId, threadIds),
      ),
    )
    .groupBy(emailMessages.threadId);
}

/**
 * The newest `limit` messages of a conversation in an account, oldest first, with their
 * folder; not those in the given folders (Trash, Junk).
 */
export async function threadMessages(
  db: DbExecutor,
  organizationId: string,
  accountId: string,
  threadId: string,
  excludedFolderIds: string[],
  limit: number,
) {
  const rows = await db
    .select({ ...getTableColumns(emailMessages), folderPath: emailFolders.path })
    .from(emailMessages)
    .innerJoin(emailFolders, eq(emailFolders.id, emailMessages.folderId))
    .where(
      and(
        eq(emailMessages.organizationId, organizationId),
        eq(emailMessages.accountId, accountId),
        eq(emailMessages.threadId, threadId),
        excludedFolderIds.length > 0
          ? notInArray(emailMessages.folderId, excludedFolderIds)
          : undefined,
      ),
    )
    .orderBy(desc(emailMessages.sentAt), desc(emailMessages.id))
    .limit(limit);
  return rows.reverse();
}

export async function findMessage(db: DbExecutor, organizationId: string, messageId: string) {
  const [row] = await db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.organizationId, organizationId), eq(emailMessages.id, messageId)));
  return row;
}

export async function findMessageByRef(db: DbExecutor, folderId: string, providerId: string) {
  const [row] = await db
    .select(summaryColumns)
    .from(emailMessages)
    .where(and(eq(emailMessages.folderId, folderId), eq(emailMessages.providerId, providerId)));
  return row;
}

/** Fill the body's words of these messages (in the transaction that wrote them). */
export async function fillBodySearch(db: DbExecutor, messageIds: string[]) {
  if (messageIds.length === 0) return;
  await db
    .update(emailMessages)
    .set({ bodySearch: bodyVector(emailMessages.bodyText) })
    .where(inArray(emailMessages.id, messageIds));
}

/**
 * Fill the body's words of up to `limit` messages still without them (any organisation: a
 * background pass, like the attachment sweep); answers how many. Rows another pass is filling
 * are skipped, not waited for.
 */
export async function fillPendingBodySearch(db: DbExecutor, limit: number) {
  const pending = db
    .select({ id: emailMessages.id })
    .from(emailMessages)
    .where(isNull(emailMessages.bodySearch))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(emailMessages)
    .set({ bodySearch: bodyVector(emailMessages.bodyText) })
    .where(inArray(emailMessages.id, pending))
    .returning({ id: emailMessages.id });
  return rows.length;
}

export async function updateMessage(
  db: DbExecutor,
  messageId: string,
  values: Partial<Pick<MessageRow, 'isRead' | 'isImportant' | 'folderId' | 'providerId'>>,
) {
  const [row] = await db
    .update(emailMessages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(emailMessages.id, messageId))
    .returning(summaryColumns);
  return row;
}

/** Apply a sync's flag changes; answers the rows that really changed. */
export async function applyFlags(
  db: DbExecutor,
  folderId: string,
  changes: Array<{ providerId: string; isRead: boolean; isImportant: boolean }>,
) {
  const changed: SummaryRow[] = [];
  for (const change of changes) {
    const rows = await db
      .update(emailMessages)
      .set({ isRead: change.isRead, isImportant: change.isImportant, updatedAt: new Date() })
      .where(
        and(
          eq(emailMessages.folderId, folderId),
          eq(emailMessages.providerId, change.providerId),
          or(
            sql`${emailMessages.isRead} <> ${change.isRead}`,
            sql`${emailMessages.isImportant} <> ${change.isImportant}`,
          ),
        ),
      )
      .returning(summaryColumns);
    changed.push(...rows);
  }
  return changed;
}

export async function deleteMessages(db: DbExecutor, folderId: string, providerIds: string[]) {
  if (providerIds.length === 0) return [];
  return db
    .delete(emailMessages)
    .where(
      and(eq(emailMessages.folderId, folderId), inArray(emailMessages.providerId, providerIds)),
    )
    .returning({ id: emailMessages.id, accountId: emailMessages.accountId });
}

export async function deleteMessageById(db: DbExecutor, messageId: string) {
  await db.delete(emailMessages).where(eq(emailMessages.id, messageId));
}

/** Provider ids cached in a folder (numeric range for IMAP, see SyncResult.present). */
export async function cachedProviderIds(db: DbExecutor, folderId: string) {
  const rows = await db
    .select({ providerId: emailMessages.providerId })
    .from(emailMessages)
    .where(eq(emailMessages.folderId, folderId));
  return rows.map((row) => row.providerId);
}

/** Which of these messages of a folder are cached with their body. */
export async function providerIdsWithBody(db: DbExecutor, folderId: string, providerIds: string[]) {
  if (providerIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ providerId: emailMessages.providerId })
    .from(emailMessages)
    .where(
      and(
        eq(emailMessages.folderId, folderId),
        inArray(emailMessages.providerId, providerIds),
        eq(emailMessages.bodyFetched, true),
      ),
    );
  return new Set(rows.map((row) => row.providerId));
}

export async function deleteFolderMessages(db: DbExecutor, folderId: string) {
  await db.delete(emailMessages).where(eq(emailMessages.folderId, folderId));
}

export async function insertAttachments(
  db: DbExecutor,
  rows: Array<typeof emailAttachments.$inferInsert>,
) {
  if (rows.length === 0) return;
  await db.insert(emailAttachments).values(rows);
}

export async function deleteAttachmentsOf(db: DbExecutor, messageId: string) {
  return db
    .delete(emailAttachments)
    .where(eq(emailAttachments.messageId, messageId))
    .returning({ id: emailAttachments.id, stored: emailAttachments.stored });
}

export function listAttachments(db: DbExecutor, messageId: string) {
  return db
    .select()
    .from(emailAttachments)
    .where(eq(emailAttachments.messageId, messageId))
    .orderBy(emailAttachments.partKey);
}

export async function findAttachment(db: DbExecutor, organizationId: string, attachmentId: string) {
  const [row] = await db
    .select()
    .from(emailAttachments)
    .where(
      and(
        eq(emailAttachments.organizationId, organizationId),
        eq(emailAttachments.id, attachmentId),
      ),
    );
  return row;
}

export async function allowImages(
  db: DbExecutor,
  values: { userId: string; organizationId: string; scope: 'message' | 'sender'; value: string },
) {
  await db.insert(emailImageAllows).values(values).onConflictDoNothing();
}

export async function imagesAllowed(
  db: DbExecutor,
  userId: string,
  messageId: string,
  sender: string,
) {
  const rows = await db
    .select({ scope: emailImageAllows.scope })
    .from(emailImageAllows)
    .where(
      and(
        eq(emailImageAllows.userId, userId),
        or(
          and(eq(emailImageAllows.scope, 'message'), eq(emailImageAllows.value, messageId)),
          and(
            eq(emailImageAllows.scope, 'sender'),
            eq(emailImageAllows.value, sender.toLowerCase()),
          ),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
