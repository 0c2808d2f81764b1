import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.js';
import { calls, smsMessages } from '../calls/calls.table.js';
import { emailMessages } from '../email/email.table.js';
import { posOrders } from '../pos/pos.table.js';

/*
 * The SQL of a contact's timeline: it reads the calls, SMS, mail and point-of-sale tables of
 * the organisation (read only), newest first, at most `upTo` rows of each.
 */

/** The calls with one of these numbers. */
export function listCallsWith(
  db: DbExecutor,
  organizationId: string,
  numbers: string[],
  upTo: number,
) {
  return db
    .select({
      id: calls.id,
      at: calls.startedAt,
      direction: calls.direction,
      status: calls.status,
      answeredAt: calls.answeredAt,
    })
    .from(calls)
    .where(and(eq(calls.organizationId, organizationId), inArray(calls.contactNumber, numbers)))
    .orderBy(desc(calls.startedAt), desc(calls.id))
    .limit(upTo);
}

/** The SMS and MMS with one of these numbers. */
export function listMessagesWith(
  db: DbExecutor,
  organizationId: string,
  numbers: string[],
  upTo: number,
) {
  return db
    .select({
      id: smsMessages.id,
      at: smsMessages.createdAt,
      direction: smsMessages.direction,
      body: smsMessages.body,
      contactNumber: smsMessages.contactNumber,
    })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.organizationId, organizationId),
        inArray(smsMessages.contactNumber, numbers),
      ),
    )
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(upTo);
}

/** Cached mail of these accounts from or to one of these addresses (lower case). */
export function listMailWith(
  db: DbExecutor,
  organizationId: string,
  accountIds: string[],
  addresses: string[],
  upTo: number,
) {
  const addressList = sql`(select unnest(${sql.param(addresses)}::text[]))`;
  // The search vector holds sender and recipients' addresses: its GIN index finds the few
  // candidates, the exact comparison below decides.
  const anyAddress = sql.join(
    addresses.map((address) => sql`plainto_tsquery('simple', ${address})`),
    sql` || `,
  );
  const recipients = sql`exists (
    select 1 from jsonb_array_elements(${emailMessages.toList} || ${emailMessages.ccList}) as recipient
    where lower(recipient ->> 'address') in ${addressList})`;
  return db
    .select({
      id: emailMessages.id,
      at: emailMessages.sentAt,
      accountId: emailMessages.accountId,
      subject: emailMessages.subject,
      isFromContact: sql<boolean>`lower(${emailMessages.fromAddress}) in ${addressList}`,
    })
    .from(emailMessages)
    .where(
      and(
        eq(emailMessages.organizationId, organizationId),
        inArray(emailMessages.accountId, accountIds),
        eq(emailMessages.isDraft, false),
        sql`${emailMessages.search} @@ (${anyAddress})`,
        sql`(lower(${emailMessages.fromAddress}) in ${addressList} or ${recipients})`,
      ),
    )
    .orderBy(desc(emailMessages.sentAt), desc(emailMessages.id))
    .limit(upTo);
}

/**
 * Orders whose customer phone may be one of these numbers: its digits end one of theirs (the
 * phone is stored as typed; the caller checks each with the phone-number rule).
 */
export function listOrderCandidatesWith(
  db: DbExecutor,
  organizationId: string,
  numberDigits: string[],
  upTo: number,
) {
  const digits = sql`regexp_replace(${posOrders.customerPhone}, '\\D', '', 'g')`;
  return db
    .select({
      id: posOrders.id,
      at: posOrders.createdAt,
      number: posOrders.number,
      status: posOrders.status,
      customerPhone: posOrders.customerPhone,
    })
    .from(posOrders)
    .where(
      and(
        eq(posOrders.organizationId, organizationId),
        sql`${posOrders.customerPhone} <> ''`,
        sql`length(${digits}) >= 4`,
        sql`exists (select 1 from unnest(${sql.param(numberDigits)}::text[]) as known(digits)
          where right(known.digits, length(${digits})) = ${digits})`,
      ),
    )
    .orderBy(desc(posOrders.createdAt), desc(posOrders.id))
    .limit(upTo);
}
