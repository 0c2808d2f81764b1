import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.js';
import { emailOutbox, emailSignatures, emailUserSettings } from './email-writing.table.js';

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type NewOutboxRow = typeof emailOutbox.$inferInsert;
type Owner = { organizationId: string; userId: string };

/** Columns of a row as lists show it (not the bytes). */
const listColumns = {
  id: emailOutbox.id,
  accountId: emailOutbox.accountId,
  subject: emailOutbox.subject,
  recipients: emailOutbox.recipients,
  sendAt: emailOutbox.sendAt,
  state: emailOutbox.state,
  error: emailOutbox.error,
};
export type OutboxSummaryRow = Pick<OutboxRow, keyof typeof listColumns>;

export async function insertOutgoing(db: DbExecutor, row: NewOutboxRow) {
  const [inserted] = await db.insert(emailOutbox).values(row).returning(listColumns);
  return inserted!;
}

export function listWaiting(db: DbExecutor, owner: Owner): Promise<OutboxSummaryRow[]> {
  return db
    .select(listColumns)
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.organizationId, owner.organizationId),
        eq(emailOutbox.userId, owner.userId),
        inArray(emailOutbox.state, ['scheduled', 'sending', 'failed']),
      ),
    )
    .orderBy(asc(emailOutbox.sendAt));
}

/** Cancel a message still waiting; answers whether it existed at all and whether it stopped. */
export async function cancelOutgoing(db: DbExecutor, owner: Owner, id: string) {
  const [cancelled] = await db
    .update(emailOutbox)
    .set({ state: 'cancelled' })
    .where(
      and(
        eq(emailOutbox.id, id),
        eq(emailOutbox.organizationId, owner.organizationId),
        eq(emailOutbox.userId, owner.userId),
        eq(emailOutbox.state, 'scheduled'),
      ),
    )
    .returning({ id: emailOutbox.id });
  if (cancelled) return 'cancelled' as const;
  const [row] = await db
    .select({ state: emailOutbox.state })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.id, id),
        eq(emailOutbox.organizationId, owner.organizationId),
        eq(emailOutbox.userId, owner.userId),
      ),
    );
  return row ? (row.state === 'cancelled' ? ('cancelled' as const) : ('too_late' as const)) : null;
}

/**
 * Claim messages due by `now` (scheduled → sending) for this process: a row is claimed by one
 * process once, so it is sent at most once whatever crashes or runs beside it.
 */
export async function claimDue(db: DbExecutor, now: Date, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.state, 'scheduled'), lte(emailOutbox.sendAt, now)))
    .orderBy(asc(emailOutbox.sendAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({ state: 'sending' })
    .where(and(inArray(emailOutbox.id, due), eq(emailOutbox.state, 'scheduled')))
    .returning();
}

export async function finishOutgoing(
  db: DbExecutor,
  id: string,
  outcome: { state: 'sent' | 'failed'; error: string | null },
) {
  await db
    .update(emailOutbox)
    .set({
      state: outcome.state,
      error: outcome.error,
      sentAt: outcome.state === 'sent' ? new Date() : null,
      // The bytes are no longer needed once the message went (or could not go).
      raw: Buffer.alloc(0),
    })
    .where(eq(emailOutbox.id, id));
}

/**
 * Rows claimed before `before` and never finished (the process stopped while sending): failed
 * with `error`, never sent again (the provider may have taken them).
 */
export function failInterrupted(db: DbExecutor, before: Date, error: string) {
  return db
    .update(emailOutbox)
    .set({ state: 'failed', error, raw: Buffer.alloc(0) })
    .where(and(eq(emailOutbox.state, 'sending'), lte(emailOutbox.sendAt, before)))
    .returning({
      id: emailOutbox.id,
      organizationId: emailOutbox.organizationId,
      userId: emailOutbox.userId,
      subject: emailOutbox.subject,
    });
}

/** Sent and cancelled rows older than `before` (failed ones stay to be seen). */
export async function pruneOutbox(db: DbExecutor, before: Date) {
  await db
    .delete(emailOutbox)
    .where(
      and(inArray(emailOutbox.state, ['sent', 'cancelled']), lte(emailOutbox.createdAt, before)),
    );
}

// ------------------------------------------------------------------------------ settings

export async function findUndoSeconds(db: DbExecutor, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ seconds: emailUserSettings.undoSendSeconds })
    .from(emailUserSettings)
    .where(eq(emailUserSettings.userId, userId));
  return row?.seconds ?? null;
}

export async function saveUndoSeconds(db: DbExecutor, owner: Owner, seconds: number) {
  await db
    .insert(emailUserSettings)
    .values({ ...owner, undoSendSeconds: seconds })
    .onConflictDoUpdate({
      target: emailUserSettings.userId,
      set: { undoSendSeconds: seconds, updatedAt: new Date() },
    });
}

export function listSignatures(db: DbExecutor, owner: Owner, accountIds: string[]) {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db
    .select({ accountId: emailSignatures.accountId, html: emailSignatures.html })
    .from(emailSignatures)
    .where(
      and(
        eq(emailSignatures.organizationId, owner.organizationId),
        eq(emailSignatures.userId, owner.userId),
        inArray(emailSignatures.accountId, accountIds),
      ),
    );
}

export async function saveSignature(db: DbExecutor, owner: Owner, accountId: string, html: string) {
  await db
    .insert(emailSignatures)
    .values({ ...owner, accountId, html })
    .onConflictDoUpdate({
      target: [emailSignatures.userId, emailSignatures.accountId],
      set: { html, updatedAt: new Date() },
    });
}

// -------------------------------------------------------------------------- suggestions

/**
 * Addresses in the cached mail of these accounts (senders, and the recipients of mail sent or
 * received) whose address or name starts with `prefix`, the most frequent first.
 */
export async function suggestRecipients(
  db: DbExecutor,
  organizationId: string,
  accountIds: string[],
  prefix: string,
  limit: number,
): Promise<Array<{ name: string; address: string }>> {
  if (accountIds.length === 0) return [];
  const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const wordPattern = `% ${pattern}`;
  const ids = sql.join(
    accountIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute<{ name: string; address: string }>(sql`
    with people as (
      select from_name as name, from_address as address from email_messages
      where organization_id = ${organizationId} and account_id in (${ids}) and from_address <> ''
      union all
      select entry->>'name', entry->>'address' from email_messages,
        jsonb_array_elements(to_list || cc_list) as entry
      where organization_id = ${organizationId} and account_id in (${ids})
    )
    select (array_agg(name order by length(name) desc))[1] as name, min(address) as address
    from people
    where address like '%@%'
      and (lower(address) like ${pattern} or lower(name) like ${pattern}
        or lower(name) like ${wordPattern})
    group by lower(address)
    order by count(*) desc, lower(address)
    limit ${limit}`);
  return result.rows.map((row) => ({ name: row.name ?? '', address: row.address }));
}
