import type { InboxDelivery, InboxKind } from '@worksphere/contracts';
import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.js';
import { users } from '../users/users.table.js';
import { inboxItems, inboxPreferences } from './inbox.table.js';

export type InboxItemRow = typeof inboxItems.$inferSelect;
export type NewInboxItemRow = typeof inboxItems.$inferInsert;
export type InboxActorRow = { id: string; username: string; firstName: string; lastName: string };
export type InboxItemWithActor = { item: InboxItemRow; actor: InboxActorRow | null };

/** Where a page starts: the last item of the previous page (newest first). */
export type InboxCursor = { createdAt: Date; id: string };

const actorColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};

/**
 * Of these users, the active members of the organisation, each with their delivery choice for
 * the kind (null: none made). One statement, before the items are written.
 */
export async function recipientsWithDelivery(
  db: DbExecutor,
  organizationId: string,
  userIds: string[],
  kind: InboxKind,
): Promise<Array<{ id: string; delivery: InboxDelivery | null }>> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id, delivery: inboxPreferences.delivery })
    .from(users)
    .leftJoin(
      inboxPreferences,
      and(eq(inboxPreferences.userId, users.id), eq(inboxPreferences.kind, kind)),
    )
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.active, true),
        inArray(users.id, userIds),
      ),
    );
  return rows.map((row) => ({ id: row.id, delivery: row.delivery as InboxDelivery | null }));
}

/** Active members of the organisation holding a permission (ADMIN holds all). */
export async function membersWithPermission(
  db: DbExecutor,
  organizationId: string,
  permission: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.active, true),
        or(eq(users.role, 'ADMIN'), sql`${permission} = any(${users.permissions})`),
      ),
    );
  return rows.map((row) => row.id);
}

/** Insert items; one whose (recipient, dedupe key) exists is skipped. Answers only the new ones. */
export async function insertNewItems(
  db: DbExecutor,
  rows: NewInboxItemRow[],
): Promise<InboxItemRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(inboxItems)
    .values(rows)
    .onConflictDoNothing({ target: [inboxItems.recipientId, inboxItems.dedupeKey] })
    .returning();
}

/** Items by id, with their actors (the new items of a notice, to present them). */
export async function itemsWithActors(
  db: DbExecutor,
  organizationId: string,
  itemIds: string[],
): Promise<InboxItemWithActor[]> {
  if (itemIds.length === 0) return [];
  return db
    .select({ item: inboxItems, actor: actorColumns })
    .from(inboxItems)
    .leftJoin(users, eq(users.id, inboxItems.actorId))
    .where(and(eq(inboxItems.organizationId, organizationId), inArray(inboxItems.id, itemIds)));
}

/** One page of a user's items, newest first, from after the cursor. */
export async function listItems(
  db: DbExecutor,
  owner: { organizationId: string; userId: string },
  filter: { kind?: InboxKind; unreadOnly?: boolean; after?: InboxCursor; limit: number },
): Promise<InboxItemWithActor[]> {
  const conditions: SQL[] = [
    eq(inboxItems.organizationId, owner.organizationId),
    eq(inboxItems.recipientId, owner.userId),
  ];
  if (filter.kind) conditions.push(eq(inboxItems.kind, filter.kind));
  if (filter.unreadOnly) conditions.push(isNull(inboxItems.readAt));
  if (filter.after) {
    conditions.push(
      or(
        lt(inboxItems.createdAt, filter.after.createdAt),
        and(eq(inboxItems.createdAt, filter.after.createdAt), lt(inboxItems.id, filter.after.id)),
      )!,
    );
  }
  return db
    .select({ item: inboxItems, actor: actorColumns })
    .from(inboxItems)
    .leftJoin(users, eq(users.id, inboxItems.actorId))
    .where(and(...conditions))
    .orderBy(desc(inboxItems.createdAt), desc(inboxItems.id))
    .limit(filter.limit);
}

export async function countUnread(
  db: DbExecutor,
  owner: { organizationId: string; userId: string },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(inboxItems)
    .where(
      and(
        eq(inboxItems.organizationId, owner.organizationId),
        eq(inboxItems.recipientId, owner.userId),
        isNull(inboxItems.readAt),
      ),
    );
  return row?.count ?? 0;
}

/** Unread counts of several users at once (for the live event of a new item). */
export async function countUnreadOf(
  db: DbExecutor,
  organizationId: string,
  userIds: string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: inboxItems.recipientId, count: sql<number>`count(*)::int` })
    .from(inboxItems)
    .where(
      and(
        eq(inboxItems.organizationId, organizationId),
        inArray(inboxItems.recipientId, userIds),
        isNull(inboxItems.readAt),
      ),
    )
    .groupBy(inboxItems.recipientId);
  return new Map(rows.map((row) => [row.userId, row.count]));
}

/** Mark one of the user's items read (kept as first read); undefined when it is not theirs. */
export async function markRead(
  db: DbExecutor,
  owner: { organizationId: string; userId: string },
  itemId: string,
): Promise<InboxItemWithActor | undefined> {
  await db
    .update(inboxItems)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(inboxItems.organizationId, owner.organizationId),
        eq(inboxItems.recipientId, owner.userId),
        eq(inboxItems.id, itemId),
        isNull(inboxItems.readAt),
      ),
    );
  const [row] = await db
    .select({ item: inboxItems, actor: actorColumns })
    .from(inboxItems)
    .leftJoin(users, eq(users.id, inboxItems.actorId))
    .where(
      and(
        eq(inboxItems.organizationId, owner.organizationId),
        eq(inboxItems.recipientId, owner.userId),
        eq(inboxItems.id, itemId),
      ),
    );
  return row;
}

/** Mark every unread item of the user (of one kind, if given) read; answers how many. */
export async function markAllRead(
  db: DbExecutor,
  owner: { organizationId: string; userId: string },
  kind?: InboxKind,
): Promise<number> {
  const conditions: SQL[] = [
    eq(inboxItems.organizationId, owner.organizationId),
    eq(inboxItems.recipientId, owner.userId),
    isNull(inboxItems.readAt),
  ];
  if (kind) conditions.push(eq(inboxItems.kind, kind));
  const rows = await db
    .update(inboxItems)
    .set({ readAt: new Date() })
    .where(and(...conditions))
    .returning({ id: inboxItems.id });
  return rows.length;
}

/** Mark the user's unread items about one subject read; answers their ids. */
export async function markSubjectRead(
  db: DbExecutor,
  owner: { organizationId: string; userId: string },
  subject: { type: string; id: string },
): Promise<string[]> {
  const rows = await db
    .update(inboxItems)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(inboxItems.organizationId, owner.organizationId),
        eq(inboxItems.recipientId, owner.userId),
        eq(inboxItems.subjectType, subject.type),
        eq(inboxItems.subjectId, subject.id),
        isNull(inboxItems.readAt),
      ),
    )
    .returning({ id: inboxItems.id });
  return rows.map((row) => row.id);
}

export async function listPreferences(
  db: DbExecutor,
  userId: string,
): Promise<Array<{ kind: string; delivery: string }>> {
  return db
    .select({ kind: inboxPreferences.kind, delivery: inboxPreferences.delivery })
    .from(inboxPreferences)
    .where(eq(inboxPreferences.userId, userId));
}

export async function upsertPreferences(
  db: DbExecutor,
  userId: string,
  choices: Array<{ kind: InboxKind; delivery: InboxDelivery }>,
): Promise<void> {
  if (choices.length === 0) return;
  await db
    .insert(inboxPreferences)
    .values(choices.map((choice) => ({ userId, ...choice, updatedAt: new Date() })))
    .onConflictDoUpdate({
      target: [inboxPreferences.userId, inboxPreferences.kind],
      set: { delivery: sql`excluded.delivery`, updatedAt: sql`excluded.updated_at` },
    });
}
