import type { CallLogFilter } from '@worksphere/contracts';
import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../platform/db/database.js';
import { users } from '../users/users.table.js';
import {
  callMedia,
  callRecordings,
  calls,
  callSettings,
  phoneNumberMembers,
  phoneNumbers,
  smsMessages,
} from './calls.table.js';

/*
 * All SQL of calls and SMS. Every query names the organisation: a record of another one is
 * never found.
 */

export type CallRow = typeof calls.$inferSelect;
export type MessageRow = typeof smsMessages.$inferSelect;
export type MediaRow = typeof callMedia.$inferSelect;
export type SettingsRow = typeof callSettings.$inferSelect;
export type NumberRow = typeof phoneNumbers.$inferSelect;
export type RecordingRow = typeof callRecordings.$inferSelect;
export type PersonColumns = {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
} | null;

const personColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};

// ---- settings and numbers -------------------------------------------------------------------

export async function findSettings(db: DbExecutor, organizationId: string) {
  const [row] = await db
    .select()
    .from(callSettings)
    .where(eq(callSettings.organizationId, organizationId));
  return row;
}

export async function saveSettings(
  db: DbExecutor,
  organizationId: string,
  values: Omit<typeof callSettings.$inferInsert, 'organizationId' | 'updatedAt'>,
) {
  const [row] = await db
    .insert(callSettings)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({
      target: callSettings.organizationId,
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export function listNumbers(db: DbExecutor, organizationId: string) {
  return db
    .select()
    .from(phoneNumbers)
    .where(eq(phoneNumbers.organizationId, organizationId))
    .orderBy(asc(phoneNumbers.createdAt), asc(phoneNumbers.number));
}

export async function insertNumber(
  db: DbExecutor,
  values: { organizationId: string; number: string; label: string },
) {
  const [row] = await db.insert(phoneNumbers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deleteNumber(db: DbExecutor, organizationId: string, id: string) {
  const [row] = await db
    .delete(phoneNumbers)
    .where(and(eq(phoneNumbers.organizationId, organizationId), eq(phoneNumbers.id, id)))
    .returning();
  return row;
}

export async function findNumber(db: DbExecutor, organizationId: string, number: string) {
  const [row] = await db
    .select()
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.organizationId, organizationId), eq(phoneNumbers.number, number)));
  return row;
}

export async function findNumberById(db: DbExecutor, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.organizationId, organizationId), eq(phoneNumbers.id, id)));
  return row;
}

export async function updateNumber(
  db: DbExecutor,
  organizationId: string,
  id: string,
  values: Partial<Pick<NumberRow, 'label' | 'assignment' | 'voicemailGreeting'>>,
) {
  const [row] = await db
    .update(phoneNumbers)
    .set(values)
    .where(and(eq(phoneNumbers.organizationId, organizationId), eq(phoneNumbers.id, id)))
    .returning();
  return row;
}

/** The members each number is assigned to (for numbers assigned to members). */
export async function membersOfNumbers(
  db: DbExecutor,
  organizationId: string,
  numberIds: string[],
): Promise<Map<string, string[]>> {
  const byNumber = new Map<string, string[]>();
  if (numberIds.length === 0) return byNumber;
  const rows = await db
    .select({ phoneNumberId: phoneNumberMembers.phoneNumberId, userId: phoneNumberMembers.userId })
    .from(phoneNumberMembers)
    .where(
      and(
        eq(phoneNumberMembers.organizationId, organizationId),
        inArray(phoneNumberMembers.phoneNumberId, numberIds),
      ),
    )
    .orderBy(asc(phoneNumberMembers.userId));
  for (const row of rows) {
    byNumber.set(row.phoneNumberId, [...(byNumber.get(row.phoneNumberId) ?? []), row.userId]);
  }
  return byNumber;
}

export async function setNumberMembers(
  db: DbExecutor,
  organizationId: string,
  phoneNumberId: string,
  userIds: string[],
) {
  await db
    .delete(phoneNumberMembers)
    .where(
      and(
        eq(phoneNumberMembers.organizationId, organizationId),
        eq(phoneNumberMembers.phoneNumberId, phoneNumberId),
      ),
    );
  if (userIds.length === 0) return;
  await db
    .insert(phoneNumberMembers)
    .values(userIds.map((userId) => ({ organizationId, phoneNumberId, userId })));
}

/** Members' own phones (callback mode), by member id; members without one are left out. */
export async function phonesOfUsers(
  db: DbExecutor,
  organizationId: string,
  userIds: string[],
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, phoneNumber: users.phoneNumber })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), inArray(users.id, userIds)));
  return new Map(
    rows.flatMap((row) => (row.phoneNumber ? [[row.id, row.phoneNumber] as const] : [])),
  );
}

/** Active members who may use calls: ADMINs and holders of calls:use. */
export async function callUsers(db: DbExecutor, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.active, true),
        or(eq(users.role, 'ADMIN'), sql`'calls:use' = any(${users.permissions})`),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Who a call or message to one of the organisation's numbers reaches: its assigned members who
 * may use calls, or everyone who may (unassigned, or a number no longer kept).
 */
export async function recipientsOfNumber(
  db: DbExecutor,
  organizationId: string,
  number: string,
): Promise<string[]> {
  const everyone = await callUsers(db, organizationId);
  const row = await findNumber(db, organizationId, number);
  if (!row || row.assignment === 'everyone') return everyone;
  const assigned = (await membersOfNumbers(db, organizationId, [row.id])).get(row.id) ?? [];
  return assigned.filter((userId) => everyone.includes(userId));
}

// ---- calls ---------------------------------------------------------------------------------

export async function insertCall(db: DbExecutor, values: typeof calls.$inferInsert) {
  const [row] = await db.insert(calls).values(values).returning();
  return row!;
}

export async function updateCall(
  db: DbExecutor,
  organizationId: string,
  id: string,
  values: Partial<typeof calls.$inferInsert>,
) {
  const [row] = await db
    .update(calls)
    .set(values)
    .where(and(eq(calls.organizationId, organizationId), eq(calls.id, id)))
    .returning();
  return row;
}

export async function findCall(db: DbExecutor, organizationId: string, id: string) {
  const [row] = await db
    .select({ call: calls, user: personColumns })
    .from(calls)
    .leftJoin(users, eq(users.id, calls.userId))
    .where(and(eq(calls.organizationId, organizationId), eq(calls.id, id)));
  return row;
}

export async function findCallBySid(db: DbExecutor, organizationId: string, sid: string) {
  const [row] = await db
    .select()
    .from(calls)
    .where(
      and(
        eq(calls.organizationId, organizationId),
        eq(calls.provider, 'twilio'),
        eq(calls.providerSid, sid),
      ),
    );
  return row;
}

const MISSED = sql`(${calls.direction} = 'inbound' and ${calls.answeredAt} is null and ${calls.status} in ('completed', 'busy', 'failed', 'no-answer', 'canceled'))`;

function callFilter(organizationId: string, filter: CallLogFilter) {
  const org = eq(calls.organizationId, organizationId);
  if (filter === 'inbound' || filter === 'outbound') return and(org, eq(calls.direction, filter));
  if (filter === 'missed') return and(org, MISSED);
  return org;
}

export function listCalls(
  db: DbExecutor,
  organizationId: string,
  filter: CallLogFilter,
  limit: number,
  offset: number,
) {
  return db
    .select({ call: calls, user: personColumns })
    .from(calls)
    .leftJoin(users, eq(users.id, calls.userId))
    .where(callFilter(organizationId, filter))
    .orderBy(desc(calls.startedAt), desc(calls.id))
    .limit(limit)
    .offset(offset);
}

export async function countCalls(
  db: DbExecutor,
  organizationId: string,
  filter: CallLogFilter,
  upTo: number,
) {
  const limited = db
    .select({ id: calls.id })
    .from(calls)
    .where(callFilter(organizationId, filter))
    .limit(upTo)
    .as('limited');
  const [row] = await db.select({ value: count() }).from(limited);
  return row?.value ?? 0;
}

// ---- messages ------------------------------------------------------------------------------

export async function insertMessage(db: DbExecutor, values: typeof smsMessages.$inferInsert) {
  const [row] = await db.insert(smsMessages).values(values).returning();
  return row!;
}

export async function updateMessage(
  db: DbExecutor,
  organizationId: string,
  id: string,
  values: Partial<typeof smsMessages.$inferInsert>,
) {
  const [row] = await db
    .update(smsMessages)
    .set(values)
    .where(and(eq(smsMessages.organizationId, organizationId), eq(smsMessages.id, id)))
    .returning();
  return row;
}

export async function findMessageBySid(db: DbExecutor, organizationId: string, sid: string) {
  const [row] = await db
    .select()
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.organizationId, organizationId),
        eq(smsMessages.provider, 'twilio'),
        eq(smsMessages.providerSid, sid),
      ),
    );
  return row;
}

export async function findMessage(db: DbExecutor, organizationId: string, id: string) {
  const [row] = await db
    .select({ message: smsMessages, sender: personColumns })
    .from(smsMessages)
    .leftJoin(users, eq(users.id, smsMessages.senderId))
    .where(and(eq(smsMessages.organizationId, organizationId), eq(smsMessages.id, id)));
  return row;
}

/** The newest message of each contact number, with counts, newest conversation first. */
export async function listConversations(db: Database, organizationId: string) {
  const latest = await db
    .selectDistinctOn([smsMessages.contactNumber], { id: smsMessages.id })
    .from(smsMessages)
    .where(eq(smsMessages.organizationId, organizationId))
    .orderBy(smsMessages.contactNumber, desc(smsMessages.createdAt), desc(smsMessages.id));
  const counts = await db
    .select({
      contactNumber: smsMessages.contactNumber,
      messageCount: count(),
      unreadCount:
        sql<number>`count(*) filter (where ${smsMessages.direction} = 'inbound' and ${smsMessages.readAt} is null)`.mapWith(
          Number,
        ),
    })
    .from(smsMessages)
    .where(eq(smsMessages.organizationId, organizationId))
    .groupBy(smsMessages.contactNumber);
  if (latest.length === 0) return { messages: [], counts };
  const messages = await db
    .select({ message: smsMessages, sender: personColumns })
    .from(smsMessages)
    .leftJoin(users, eq(users.id, smsMessages.senderId))
    .where(
      and(
        eq(smsMessages.organizationId, organizationId),
        inArray(
          smsMessages.id,
          latest.map((row) => row.id),
        ),
      ),
    )
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id));
  return { messages, counts };
}

/** The newest `limit` + 1 messages with a contact, older than `before` (a message of it). */
export async function listMessages(
  db: DbExecutor,
  organizationId: string,
  contactNumber: string,
  before: { createdAt: Date; id: string } | undefined,
  limit: number,
) {
  const conversation = and(
    eq(smsMessages.organizationId, organizationId),
    eq(smsMessages.contactNumber, contactNumber),
  );
  return db
    .select({ message: smsMessages, sender: personColumns })
    .from(smsMessages)
    .leftJoin(users, eq(users.id, smsMessages.senderId))
    .where(
      before
        ? and(
            conversation,
            or(
              lt(smsMessages.createdAt, before.createdAt),
              and(eq(smsMessages.createdAt, before.createdAt), lt(smsMessages.id, before.id)),
            ),
          )
        : conversation,
    )
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(limit + 1);
}

export async function markConversationRead(
  db: DbExecutor,
  organizationId: string,
  contactNumber: string,
) {
  await db
    .update(smsMessages)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(smsMessages.organizationId, organizationId),
        eq(smsMessages.contactNumber, contactNumber),
        eq(smsMessages.direction, 'inbound'),
        isNull(smsMessages.readAt),
      ),
    );
}

// ---- media ---------------------------------------------------------------------------------

export async function insertMedia(db: DbExecutor, values: (typeof callMedia.$inferInsert)[]) {
  if (values.length === 0) return [];
  return db.insert(callMedia).values(values).returning();
}

export async function findMedia(db: DbExecutor, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(callMedia)
    .where(and(eq(callMedia.organizationId, organizationId), eq(callMedia.id, id)));
  return row;
}

/** Any organisation's media by id (the signed public link Twilio fetches). */
export async function findMediaById(db: DbExecutor, id: string) {
  const [row] = await db.select().from(callMedia).where(eq(callMedia.id, id));
  return row;
}

/** Uploaded media of the organisation not yet sent with a message. */
export function findUnsentMedia(db: DbExecutor, organizationId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(callMedia)
    .where(
      and(
        eq(callMedia.organizationId, organizationId),
        inArray(callMedia.id, ids),
        isNull(callMedia.messageId),
      ),
    );
}

export async function attachMedia(
  db: DbExecutor,
  organizationId: string,
  ids: string[],
  messageId: string,
) {
  if (ids.length === 0) return;
  await db
    .update(callMedia)
    .set({ messageId })
    .where(
      and(
        eq(callMedia.organizationId, organizationId),
        inArray(callMedia.id, ids),
        isNull(callMedia.messageId),
      ),
    );
}

/** Forget media uploaded for a message that was never sent (before `before`); answers their files. */
export async function deleteUnsentMediaBefore(
  db: DbExecutor,
  organizationId: string,
  before: Date,
): Promise<string[]> {
  const rows = await db
    .delete(callMedia)
    .where(
      and(
        eq(callMedia.organizationId, organizationId),
        isNull(callMedia.messageId),
        lt(callMedia.createdAt, before),
      ),
    )
    .returning({ storagePath: callMedia.storagePath });
  return rows.map((row) => row.storagePath);
}

export function mediaOfMessages(db: DbExecutor, messageIds: string[]) {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(callMedia)
    .where(inArray(callMedia.messageId, messageIds))
    .orderBy(asc(callMedia.createdAt), asc(callMedia.id));
}

// ---- recordings ------------------------------------------------------------------------------

/** Keep a recording; one reported twice (Twilio retries) is kept once: undefined then. */
export async function insertRecording(db: DbExecutor, values: typeof callRecordings.$inferInsert) {
  const [row] = await db.insert(callRecordings).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findRecording(db: DbExecutor, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(callRecordings)
    .where(and(eq(callRecordings.organizationId, organizationId), eq(callRecordings.id, id)));
  return row;
}

/** The newest recording of each call. */
export async function recordingsOfCalls(
  db: DbExecutor,
  organizationId: string,
  callIds: string[],
): Promise<Map<string, RecordingRow>> {
  if (callIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(callRecordings)
    .where(
      and(
        eq(callRecordings.organizationId, organizationId),
        inArray(callRecordings.callId, callIds),
      ),
    )
    .orderBy(asc(callRecordings.createdAt));
  return new Map(rows.map((row) => [row.callId, row]));
}
