import {
  CONTACT_EMAILS_MAX,
  CONTACT_PHONES_MAX,
  CONTACT_TAGS_MAX,
  contactDisplayName,
  CONTACTS_MESSAGES,
  isId,
  type Contact,
  type DuplicateGroup,
  type DuplicatesResponse,
} from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import type { SessionContext } from '../../platform/auth/session-context.js';
import { AppError } from '../../platform/errors.js';
import * as repo from './contacts.repo.js';
import {
  contactNotFound,
  presentContact,
  uniqueEmails,
  uniquePhones,
  viewerOf,
  type ContactsService,
} from './contacts.service.js';

/** At most this many shared values of each kind are looked at for one answer. */
const SHARED_VALUES_LIMIT = 500;

/** The ids that share values, joined into groups (two groups sharing a contact are one). */
function groupIds(shared: repo.SharedValue[]): string[][] {
  const parent = new Map<string, string>();
  const rootOf = (id: string): string => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root) ?? root;
    parent.set(id, root);
    return root;
  };
  for (const { ids } of shared) {
    for (const id of ids) if (!parent.has(id)) parent.set(id, id);
    for (const id of ids.slice(1)) parent.set(rootOf(id), rootOf(ids[0]!));
  }
  const groups = new Map<string, string[]>();
  for (const id of parent.keys()) {
    const root = rootOf(id);
    groups.set(root, [...(groups.get(root) ?? []), id]);
  }
  return [...groups.values()];
}

const firstFilled = (values: string[]) => values.find((value) => value.trim() !== '') ?? '';

/** Duplicates and merging them. */
export function createContactsMerge({ db }: AppDeps, contacts: ContactsService) {
  /**
   * Groups of contacts the caller sees that look like one: they share a phone number, an
   * e-mail address or the same name (any case).
   */
  async function listDuplicates(session: SessionContext): Promise<DuplicatesResponse> {
    const viewer = viewerOf(session);
    const shared = await repo.findSharedValues(db, viewer, SHARED_VALUES_LIMIT);
    const groups = groupIds(shared);
    const records = await repo.listVisibleContactsById(db, viewer, groups.flat());
    const byId = new Map(records.map((record) => [record.contact.id, presentContact(record)]));
    const answer: DuplicateGroup[] = groups
      .map((ids) => {
        const members = new Set(ids);
        return {
          contacts: records
            .filter((record) => members.has(record.contact.id))
            .map((record) => byId.get(record.contact.id)!),
          reasons: shared
            .filter((value) => members.has(value.ids[0]!))
            .map(({ kind, value }) => ({ kind, value })),
        };
      })
      .filter((group) => group.contacts.length > 1)
      .sort((a, b) =>
        a.contacts[0]!.displayName.localeCompare(b.contacts[0]!.displayName, undefined, {
          sensitivity: 'base',
        }),
      );
    return { groups: answer };
  }

  /**
   * Merge other contacts into one: it keeps its fields and takes the others' numbers,
   * addresses and tags, and their values for its empty fields; the others are deleted. A shared
   * contact may only go into a shared one (it would vanish for everyone else).
   */
  async function mergeContacts(
    session: SessionContext,
    targetId: string,
    otherIds: string[],
  ): Promise<Contact> {
    const others = [...new Set(otherIds)];
    if (others.includes(targetId)) {
      throw new AppError('VALIDATION_ERROR', CONTACTS_MESSAGES.mergeWithItself);
    }
    if (!isId(targetId) || !others.every(isId)) throw contactNotFound();
    await db.transaction(async (tx) => {
      const locked = await repo.lockVisibleContacts(tx, viewerOf(session), [targetId, ...others]);
      if (locked.length !== others.length + 1) throw contactNotFound();
      const [target, ...merged] = locked as [repo.ContactRecord, ...repo.ContactRecord[]];
      if (
        target.contact.visibility === 'private' &&
        merged.some(({ contact }) => contact.visibility === 'shared')
      ) {
        throw new AppError('BAD_REQUEST', CONTACTS_MESSAGES.mergeSharedIntoPrivate);
      }
      const all = [target, ...merged];
      const phones = uniquePhones(all.flatMap((record) => record.phones));
      const emails = uniqueEmails(all.flatMap((record) => record.emails));
      const tags = [...new Set(all.flatMap((record) => record.contact.tags))];
      if (phones.length > CONTACT_PHONES_MAX) {
        throw new AppError('VALIDATION_ERROR', CONTACTS_MESSAGES.tooManyPhones);
      }
      if (emails.length > CONTACT_EMAILS_MAX) {
        throw new AppError('VALIDATION_ERROR', CONTACTS_MESSAGES.tooManyEmails);
      }
      if (tags.length > CONTACT_TAGS_MAX) {
        throw new AppError('VALIDATION_ERROR', CONTACTS_MESSAGES.tooManyTags);
      }
      const filled = (field: 'firstName' | 'lastName' | 'company' | 'title' | 'notes') =>
        firstFilled(all.map((record) => record.contact[field]));
      const names = {
        kind: target.contact.kind,
        firstName: filled('firstName'),
        lastName: filled('lastName'),
        company: filled('company'),
      };
      const { organizationId } = session;
      await repo.updateContact(tx, organizationId, target.contact.id, {
        ...names,
        displayName: contactDisplayName(names),
        title: filled('title'),
        notes: filled('notes'),
        tags,
      });
      await repo.replacePhones(tx, organizationId, target.contact.id, phones);
      await repo.replaceEmails(tx, organizationId, target.contact.id, emails);
      await repo.deleteContacts(tx, organizationId, others);
    });
    return contacts.getContact(session, targetId);
  }

  return { listDuplicates, mergeContacts };
}

export type ContactsMerge = ReturnType<typeof createContactsMerge>;
