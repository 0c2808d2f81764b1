import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.js';
import { escapeLike } from '../../platform/db/conditions.js';
import { users } from '../users/users.table.js';
import { contactEmails, contactPhones, contacts } from './contacts.table.js';

/*
 * All SQL of contacts. Every query names the organisation, and every read is narrowed to what
 * the viewer may see: shared contacts, and their own private ones.
 */

export type ContactRow = typeof contacts.$inferSelect;
export type NewContactRow = typeof contacts.$inferInsert;
export type PhoneValue = { label: string; number: string };
export type EmailValue = { label: string; address: string };
export type OwnerColumns = { id: string; username: string; firstName: string; lastName: string };

/** A contact with its owner, numbers and addresses, as every answer needs it. */
export type ContactRecord = {
  contact: ContactRow;
  owner: OwnerColumns;
  phones: PhoneValue[];
  emails: EmailValue[];
};

/** Who asks: shared contacts of the organisation and the viewer's own private ones. */
export type ContactViewer = { organizationId: string; userId: string };

export function visibleTo(viewer: ContactViewer): SQL {
  return and(
    eq(contacts.organizationId, viewer.organizationId),
    or(eq(contacts.visibility, 'shared'), eq(contacts.ownerId, viewer.userId)),
  )!;
}

const withOwner = {
  contact: contacts,
  owner: {
    id: users.id,
    username: users.username,
    firstName: users.firstName,
    lastName: users.lastName,
  },
};

const byName = [asc(sql`lower(${contacts.displayName})`), asc(contacts.id)];

/** The numbers and addresses of these contacts, in their order. */
async function withChildren(
  db: DbExecutor,
  rows: Array<{ contact: ContactRow; owner: OwnerColumns }>,
): Promise<ContactRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.contact.id);
  const [phones, emails] = await Promise.all([
    db
      .select()
      .from(contactPhones)
      .where(inArray(contactPhones.contactId, ids))
      .orderBy(asc(contactPhones.contactId), asc(contactPhones.position)),
    db
      .select()
      .from(contactEmails)
      .where(inArray(contactEmails.contactId, ids))
      .orderBy(asc(contactEmails.contactId), asc(contactEmails.position)),
  ]);
  const phonesOf = new Map<string, PhoneValue[]>();
  for (const phone of phones) {
    const list = phonesOf.get(phone.contactId) ?? [];
    list.push({ label: phone.label, number: phone.number });
    phonesOf.set(phone.contactId, list);
  }
  const emailsOf = new Map<string, EmailValue[]>();
  for (const email of emails) {
    const list = emailsOf.get(email.contactId) ?? [];
    list.push({ label: email.label, address: email.address });
    emailsOf.set(email.contactId, list);
  }
  return rows.map(({ contact, owner }) => ({
    contact,
    owner,
    phones: phonesOf.get(contact.id) ?? [],
    emails: emailsOf.get(contact.id) ?? [],
  }));
}

/** One contact the viewer may see (locked for the transaction when asked); else undefined. */
export async function findVisibleContact(
  db: DbExecutor,
  viewer: ContactViewer,
  contactId: string,
  { forUpdate = false } = {},
): Promise<ContactRecord | undefined> {
  const query = db
    .select(withOwner)
    .from(contacts)
    .innerJoin(users, eq(users.id, contacts.ownerId))
    .where(and(visibleTo(viewer), eq(contacts.id, contactId)));
  const rows = await (forUpdate ? query.for('no key update', { of: contacts }) : query);
  const [record] = await withChildren(db, rows);
  return record;
}

/** Several contacts the viewer may see, locked for the transaction, in the order asked. */
export async function lockVisibleContacts(
  db: DbExecutor,
  viewer: ContactViewer,
  contactIds: string[],
): Promise<ContactRecord[]> {
  if (contactIds.length === 0) return [];
  const rows = await db
    .select(withOwner)
    .from(contacts)
    .innerJoin(users, eq(users.id, contacts.ownerId))
    .where(and(visibleTo(viewer), inArray(contacts.id, contactIds)))
    .orderBy(asc(contacts.id))
    .for('no key update', { of: contacts });
  const records = await withChildren(db, rows);
  const byId = new Map(records.map((record) => [record.contact.id, record]));
  return contactIds.flatMap((id) => byId.get(id) ?? []);
}

/**
 * What a search finds: a part of the name or company, of an e-mail address, or, when the text
 * is a number (3 digits or more, no letters), its digits in a phone number. The candidates
 * come from each trigram index and are joined once, so a rare match is found without walking
 * the whole book in name order (on 100,000 contacts: about 10 ms for a rare match, a few
 * hundred for a text a tenth of them match).
 */
function searchCondition(viewer: ContactViewer, search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  const digits = search.replace(/\D/g, '');
  const isNumber = digits.length >= 3 && !/\p{L}/u.test(search);
  const byName = sql`select ${contacts.id} from ${contacts}
    where ${contacts.organizationId} = ${viewer.organizationId}
      and (${contacts.displayName} || ' ' || ${contacts.company}) ilike ${pattern}`;
  const byEmail = sql`select ${contactEmails.contactId} from ${contactEmails}
    where ${contactEmails.organizationId} = ${viewer.organizationId}
      and ${contactEmails.address} ilike ${pattern}`;
  const byPhone = sql`select ${contactPhones.contactId} from ${contactPhones}
    where ${contactPhones.organizationId} = ${viewer.organizationId}
      and ${contactPhones.number} like ${`%${digits}%`}`;
  if (search.length < 3) {
    // Too short for a trigram: most contacts match, so walking the book in name order finds a
    // page at once.
    return or(
      sql`(${contacts.displayName} || ' ' || ${contacts.company}) ilike ${pattern}`,
      sql`${contacts.id} in (${byEmail})`,
    )!;
  }
  const candidates = isNumber
    ? sql`${byName} union ${byEmail} union ${byPhone}`
    : sql`${byName} union ${byEmail}`;
  return sql`${contacts.id} in (${candidates})`;
}

/** One page of the contacts the viewer may see, by name; a search narrows them. */
export async function listContacts(
  db: DbExecutor,
  viewer: ContactViewer,
  query: { search?: string; limit: number; offset: number },
): Promise<ContactRecord[]> {
  const rows = await db
    .select(withOwner)
    .from(contacts)
    .innerJoin(users, eq(users.id, contacts.ownerId))
    .where(and(visibleTo(viewer), query.search ? searchCondition(viewer, query.search) : undefined))
    .orderBy(...byName)
    .limit(query.limit)
    .offset(query.offset);
  return withChildren(db, rows);
}

/** How many contacts the viewer may see match, counting no further than `upTo`. */
export async function countContacts(
  db: DbExecutor,
  viewer: ContactViewer,
  search: string | undefined,
  upTo: number,
): Promise<number> {
  const matched = db
    .select({ one: sql`1` })
    .from(contacts)
    .where(and(visibleTo(viewer), search ? searchCondition(viewer, search) : undefined))
    .limit(upTo)
    .as('matched');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matched);
  return row?.count ?? 0;
}

/** Every contact the viewer may see, by name (export). */
export async function listAllVisibleContacts(db: DbExecutor, viewer: ContactViewer) {
  const rows = await db
    .select(withOwner)
    .from(contacts)
    .innerJoin(users, eq(users.id, contacts.ownerId))
    .where(visibleTo(viewer))
    .orderBy(...byName);
  return withChildren(db, rows);
}

/** The visible contacts with one of these display names (lower case): an import's duplicates. */
export async function listVisibleContactsNamed(
  db: DbExecutor,
  viewer: ContactViewer,
  lowerNames: string[],
) {
  if (lowerNames.length === 0) return [];
  const rows = await db
    .select(withOwner)
    .from(contacts)
    .innerJoin(users, eq(users.id, contacts.ownerId))
    .where(
      and(
        visibleTo(viewer),
        sql`lower(${contacts.displayName}) in (select unnest(${sql.param(lowerNames)}::text[]))`,
      ),
    );
  return withChildren(db, rows);
}

/** The visible contacts with these ids, by name (duplicate groups). */
export async function listVisibleContactsById(
  db: DbExecutor,
  viewer: ContactViewer,
  contactIds: string[],
) {
  if (contactIds.length === 0) return [];
  const rows = await db
    .select(withOwner)
    .from(contacts)
    .innerJoin(users, eq(users.id, contacts.ownerId))
    .where(and(visibleTo(viewer), inArray(contacts.id, contactIds)))
    .orderBy(...byName);
  return withChildren(db, rows);
}

export type ContactValues = Omit<NewContactRow, 'id' | 'createdAt' | 'updatedAt'>;

/** Insert contacts with their numbers and addresses; answers the new ids in order. */
export async function insertContacts(
  db: DbExecutor,
  entries: Array<{ values: ContactValues; phones: PhoneValue[]; emails: EmailValue[] }>,
): Promise<string[]> {
  const ids: string[] = [];
  // PostgreSQL takes at most 65,535 parameters per statement: insert in slices.
  for (let start = 0; start < entries.length; start += 500) {
    const slice = entries.slice(start, start + 500);
    const inserted = await db
      .insert(contacts)
      .values(slice.map((entry) => entry.values))
      .returning({ id: contacts.id });
    const phoneRows = slice.flatMap((entry, index) =>
      entry.phones.map((phone, position) => ({
        organizationId: entry.values.organizationId,
        contactId: inserted[index]!.id,
        position,
        ...phone,
      })),
    );
    const emailRows = slice.flatMap((entry, index) =>
      entry.emails.map((email, position) => ({
        organizationId: entry.values.organizationId,
        contactId: inserted[index]!.id,
        position,
        ...email,
      })),
    );
    for (let at = 0; at < phoneRows.length; at += 1000) {
      await db.insert(contactPhones).values(phoneRows.slice(at, at + 1000));
    }
    for (let at = 0; at < emailRows.length; at += 1000) {
      await db.insert(contactEmails).values(emailRows.slice(at, at + 1000));
    }
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

export async function updateContact(
  db: DbExecutor,
  organizationId: string,
  contactId: string,
  values: Partial<ContactValues>,
) {
  await db
    .update(contacts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(contacts.organizationId, organizationId), eq(contacts.id, contactId)));
}

/** Replace a contact's numbers with these, in this order. */
export async function replacePhones(
  db: DbExecutor,
  organizationId: string,
  contactId: string,
  phones: PhoneValue[],
) {
  await db
    .delete(contactPhones)
    .where(
      and(eq(contactPhones.organizationId, organizationId), eq(contactPhones.contactId, contactId)),
    );
  if (phones.length === 0) return;
  await db
    .insert(contactPhones)
    .values(phones.map((phone, position) => ({ organizationId, contactId, position, ...phone })));
}

/** Replace a contact's addresses with these, in this order. */
export async function replaceEmails(
  db: DbExecutor,
  organizationId: string,
  contactId: string,
  emails: EmailValue[],
) {
  await db
    .delete(contactEmails)
    .where(
      and(eq(contactEmails.organizationId, organizationId), eq(contactEmails.contactId, contactId)),
    );
  if (emails.length === 0) return;
  await db
    .insert(contactEmails)
    .values(emails.map((email, position) => ({ organizationId, contactId, position, ...email })));
}

export async function deleteContacts(db: DbExecutor, organizationId: string, contactIds: string[]) {
  if (contactIds.length === 0) return 0;
  const rows = await db
    .delete(contacts)
    .where(and(eq(contacts.organizationId, organizationId), inArray(contacts.id, contactIds)))
    .returning({ id: contacts.id });
  return rows.length;
}

// ---- duplicates ---------------------------------------------------------------------------

export type SharedValue = { kind: 'phone' | 'email' | 'name'; value: string; ids: string[] };

/**
 * Values several visible contacts share: a number, an address, or the same name (any case).
 * At most `limit` of each kind.
 */
export async function findSharedValues(
  db: DbExecutor,
  viewer: ContactViewer,
  limit: number,
): Promise<SharedValue[]> {
  const [phones, emails, names] = await Promise.all([
    db
      .select({
        value: contactPhones.number,
        ids: sql<string[]>`array_agg(distinct ${contacts.id})`,
      })
      .from(contactPhones)
      .innerJoin(contacts, eq(contacts.id, contactPhones.contactId))
      .where(and(visibleTo(viewer), eq(contactPhones.organizationId, viewer.organizationId)))
      .groupBy(contactPhones.number)
      .having(sql`count(distinct ${contacts.id}) > 1`)
      .orderBy(asc(contactPhones.number))
      .limit(limit),
    db
      .select({
        value: contactEmails.address,
        ids: sql<string[]>`array_agg(distinct ${contacts.id})`,
      })
      .from(contactEmails)
      .innerJoin(contacts, eq(contacts.id, contactEmails.contactId))
      .where(and(visibleTo(viewer), eq(contactEmails.organizationId, viewer.organizationId)))
      .groupBy(contactEmails.address)
      .having(sql`count(distinct ${contacts.id}) > 1`)
      .orderBy(asc(contactEmails.address))
      .limit(limit),
    db
      .select({
        value: sql<string>`lower(${contacts.displayName})`,
        ids: sql<string[]>`array_agg(${contacts.id})`,
      })
      .from(contacts)
      .where(visibleTo(viewer))
      .groupBy(sql`lower(${contacts.displayName})`)
      .having(sql`count(*) > 1`)
      .orderBy(sql`lower(${contacts.displayName})`)
      .limit(limit),
  ]);
  return [
    ...phones.map((row) => ({ kind: 'phone' as const, ...row })),
    ...emails.map((row) => ({ kind: 'email' as const, ...row })),
    ...names.map((row) => ({ kind: 'name' as const, ...row })),
  ];
}

// ---- naming -------------------------------------------------------------------------------

export type NameMatch = { value: string; contactId: string; name: string };

/**
 * For each number and address, the visible contact that has it: the viewer's own private one
 * first, then the oldest.
 */
export async function findNamesFor(
  db: DbExecutor,
  viewer: ContactViewer,
  numbers: string[],
  addresses: string[],
): Promise<{ numbers: NameMatch[]; emails: NameMatch[] }> {
  const preference = [
    sql`(${contacts.visibility} = 'private') desc`,
    asc(contacts.createdAt),
    asc(contacts.id),
  ];
  const [byNumber, byAddress] = await Promise.all([
    numbers.length === 0
      ? []
      : db
          .selectDistinctOn([contactPhones.number], {
            value: contactPhones.number,
            contactId: contacts.id,
            name: contacts.displayName,
          })
          .from(contactPhones)
          .innerJoin(contacts, eq(contacts.id, contactPhones.contactId))
          .where(
            and(
              visibleTo(viewer),
              eq(contactPhones.organizationId, viewer.organizationId),
              inArray(contactPhones.number, numbers),
            ),
          )
          .orderBy(asc(contactPhones.number), ...preference),
    addresses.length === 0
      ? []
      : db
          .selectDistinctOn([contactEmails.address], {
            value: contactEmails.address,
            contactId: contacts.id,
            name: contacts.displayName,
          })
          .from(contactEmails)
          .innerJoin(contacts, eq(contacts.id, contactEmails.contactId))
          .where(
            and(
              visibleTo(viewer),
              eq(contactEmails.organizationId, viewer.organizationId),
              inArray(contactEmails.address, addresses),
            ),
          )
          .orderBy(asc(contactEmails.address), ...preference),
  ]);
  return { numbers: byNumber, emails: byAddress };
}
