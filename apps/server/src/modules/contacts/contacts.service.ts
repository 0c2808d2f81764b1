import {
  contactDisplayName,
  contactNameIssue,
  CONTACTS_MESSAGES,
  isId,
  normalizePhoneNumber,
  type Contact,
  type ContactFilters,
  type ContactsResponse,
  type CreateContactInput,
  type ResolveContactsResponse,
  type UpdateContactInput,
} from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import type { SessionContext } from '../../platform/auth/session-context.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { COUNT_UP_TO, pageInfo } from '../../platform/pagination.js';
import * as repo from './contacts.repo.js';

/** A contact row with its owner, numbers and addresses as every answer gives it. */
export function presentContact({ contact, owner, phones, emails }: repo.ContactRecord): Contact {
  return {
    id: contact.id,
    kind: contact.kind,
    firstName: contact.firstName,
    lastName: contact.lastName,
    displayName: contact.displayName,
    company: contact.company,
    title: contact.title,
    notes: contact.notes,
    tags: contact.tags,
    visibility: contact.visibility,
    ownerId: contact.ownerId,
    owner,
    phones,
    emails,
    createdAt: contact.createdAt.toISOString(),
    updatedAt: contact.updatedAt.toISOString(),
  };
}

export const viewerOf = (session: SessionContext): repo.ContactViewer => ({
  organizationId: session.organizationId,
  userId: session.userId,
});

export const contactNotFound = () => new AppError('NOT_FOUND', CONTACTS_MESSAGES.notFound);

/** One number and one address once each, the first label kept. */
export function uniquePhones(phones: repo.PhoneValue[]): repo.PhoneValue[] {
  const seen = new Set<string>();
  return phones.filter((phone) => !seen.has(phone.number) && seen.add(phone.number));
}
export function uniqueEmails(emails: repo.EmailValue[]): repo.EmailValue[] {
  const seen = new Set<string>();
  return emails.filter((email) => !seen.has(email.address) && seen.add(email.address));
}

/** A visible contact, or "not found" (also for someone else's private one and a bad id). */
export async function findContact(
  executor: DbExecutor,
  session: SessionContext,
  contactId: string,
  options: { forUpdate?: boolean } = {},
) {
  const found = isId(contactId)
    ? await repo.findVisibleContact(executor, viewerOf(session), contactId, options)
    : undefined;
  if (!found) throw contactNotFound();
  return found;
}

/** The row values of a new contact of this caller. */
export function newContactValues(
  session: SessionContext,
  input: Omit<CreateContactInput, 'phones' | 'emails'>,
): repo.ContactValues {
  return {
    organizationId: session.organizationId,
    ownerId: session.userId,
    kind: input.kind,
    visibility: input.visibility,
    firstName: input.firstName,
    lastName: input.lastName,
    displayName: contactDisplayName(input),
    company: input.company,
    title: input.title,
    notes: input.notes,
    tags: input.tags,
  };
}

/** The address book: shared contacts and each member's private ones. */
export function createContactsService({ db }: AppDeps) {
  /** One page of the contacts the caller sees, by name; q searches (the typeahead). */
  async function listContacts(
    session: SessionContext,
    filters: ContactFilters,
  ): Promise<ContactsResponse> {
    const viewer = viewerOf(session);
    const search = filters.q || undefined;
    const records = await repo.listContacts(db, viewer, {
      search,
      limit: filters.limit,
      offset: filters.offset,
    });
    const page = await pageInfo(
      { rows: records.length, limit: filters.limit, offset: filters.offset },
      () => repo.countContacts(db, viewer, search, COUNT_UP_TO),
    );
    return { contacts: records.map(presentContact), page };
  }

  /** One contact the caller sees. */
  async function getContact(session: SessionContext, contactId: string): Promise<Contact> {
    return presentContact(await findContact(db, session, contactId));
  }

  /** A new contact owned by the caller; every member may add one. */
  async function createContact(session: SessionContext, input: CreateContactInput) {
    const [id] = await db.transaction((tx) =>
      repo.insertContacts(tx, [
        {
          values: newContactValues(session, input),
          phones: uniquePhones(input.phones),
          emails: uniqueEmails(input.emails),
        },
      ]),
    );
    return getContact(session, id!);
  }

  /**
   * Change a contact the caller sees; a shared one may be changed by every member, but only
   * its owner decides who sees it.
   */
  async function updateContact(
    session: SessionContext,
    contactId: string,
    input: UpdateContactInput,
  ): Promise<Contact> {
    await db.transaction(async (tx) => {
      const { contact } = await findContact(tx, session, contactId, { forUpdate: true });
      if (
        input.visibility !== undefined &&
        input.visibility !== contact.visibility &&
        contact.ownerId !== session.userId
      ) {
        throw forbidden(CONTACTS_MESSAGES.visibilityOwnerOnly);
      }
      const next = {
        kind: input.kind ?? contact.kind,
        firstName: input.firstName ?? contact.firstName,
        lastName: input.lastName ?? contact.lastName,
        company: input.company ?? contact.company,
      };
      const issue = contactNameIssue(next);
      if (issue) throw new AppError('VALIDATION_ERROR', issue.message);
      await repo.updateContact(tx, session.organizationId, contact.id, {
        ...next,
        displayName: contactDisplayName(next),
        title: input.title ?? contact.title,
        notes: input.notes ?? contact.notes,
        tags: input.tags ?? contact.tags,
        visibility: input.visibility ?? contact.visibility,
      });
      if (input.phones) {
        await repo.replacePhones(
          tx,
          session.organizationId,
          contact.id,
          uniquePhones(input.phones),
        );
      }
      if (input.emails) {
        await repo.replaceEmails(
          tx,
          session.organizationId,
          contact.id,
          uniqueEmails(input.emails),
        );
      }
    });
    return getContact(session, contactId);
  }

  /** Remove a contact the caller sees. */
  async function deleteContact(session: SessionContext, contactId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const { contact } = await findContact(tx, session, contactId, { forUpdate: true });
      await repo.deleteContacts(tx, session.organizationId, [contact.id]);
    });
  }

  /**
   * The naming lookup: for each number and address as sent, the name of the visible contact
   * that has it. Anything that is no number or address is simply not found.
   */
  async function resolveNames(
    session: SessionContext,
    request: { numbers: string[]; emails: string[] },
  ): Promise<ResolveContactsResponse> {
    const numberKeys = new Map<string, string[]>();
    for (const sent of request.numbers) {
      const number = normalizePhoneNumber(sent);
      if (number) numberKeys.set(number, [...(numberKeys.get(number) ?? []), sent]);
    }
    const emailKeys = new Map<string, string[]>();
    for (const sent of request.emails) {
      const address = sent.trim().toLowerCase();
      if (address) emailKeys.set(address, [...(emailKeys.get(address) ?? []), sent]);
    }
    const found = await repo.findNamesFor(
      db,
      viewerOf(session),
      [...numberKeys.keys()],
      [...emailKeys.keys()],
    );
    // A Map, then own properties: a key such as "__proto__" stays a key.
    const names = new Map<string, { contactId: string; name: string }>();
    const answer = (keys: Map<string, string[]>, matches: repo.NameMatch[]) => {
      for (const match of matches) {
        for (const key of keys.get(match.value) ?? []) {
          names.set(key, { contactId: match.contactId, name: match.name });
        }
      }
    };
    answer(numberKeys, found.numbers);
    answer(emailKeys, found.emails);
    return { names: Object.fromEntries(names) };
  }

  return { listContacts, getContact, createContact, updateContact, deleteContact, resolveNames };
}

export type ContactsService = ReturnType<typeof createContactsService>;
