import {
  CALLS_MESSAGES,
  CONTACTS_MESSAGES,
  contactsMessage,
  normalizePhoneNumber,
  type ContactTimelineResponse,
  type TimelineItem,
} from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import { hasPermission, type SessionContext } from '../../platform/auth/session-context.js';
import { listUsableAccounts } from '../accounts/accounts.repo.js';
import { isMissed } from '../calls/calls.presenter.js';
import { mailMessageLink } from '../email/email.inbox.js';
import { findContact, viewerOf } from './contacts.service.js';
import * as repo from './contacts.timeline.repo.js';

const SMS_SUMMARY_LENGTH = 120;

const shorten = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;

/**
 * A contact's timeline: calls, SMS, e-mails and point-of-sale orders with its numbers and
 * addresses, newest first. Each part shows only what the caller may see elsewhere: calls and
 * SMS with calls:use, orders with pos:sell or pos:manage, mail of the accounts they may read.
 */
export function createContactsTimeline({ db }: AppDeps) {
  async function callItems(session: SessionContext, numbers: string[], upTo: number) {
    if (numbers.length === 0 || !hasPermission(session, 'calls:use')) return [];
    const [callRows, messageRows] = await Promise.all([
      repo.listCallsWith(db, session.organizationId, numbers, upTo),
      repo.listMessagesWith(db, session.organizationId, numbers, upTo),
    ]);
    const items: TimelineItem[] = callRows.map((row) => ({
      kind: 'call',
      id: row.id,
      at: row.at.toISOString(),
      summary: isMissed(row)
        ? CONTACTS_MESSAGES.timelineCallMissed
        : row.direction === 'inbound'
          ? CONTACTS_MESSAGES.timelineCallInbound
          : CONTACTS_MESSAGES.timelineCallOutbound,
      link: `/phone?callId=${row.id}`,
    }));
    for (const row of messageRows) {
      const text = shorten(row.body.trim(), SMS_SUMMARY_LENGTH) || CALLS_MESSAGES.mediaOnlyBody;
      items.push({
        kind: 'sms',
        id: row.id,
        at: row.at.toISOString(),
        summary: contactsMessage(
          row.direction === 'inbound'
            ? CONTACTS_MESSAGES.timelineSmsInbound
            : CONTACTS_MESSAGES.timelineSmsOutbound,
          { text },
        ),
        link: `/phone?${new URLSearchParams({ contact: row.contactNumber }).toString()}`,
      });
    }
    return items;
  }

  async function mailItems(session: SessionContext, addresses: string[], upTo: number) {
    if (addresses.length === 0) return [];
    const accounts = await listUsableAccounts(db, viewerOf(session));
    if (accounts.length === 0) return [];
    const rows = await repo.listMailWith(
      db,
      session.organizationId,
      accounts.map((account) => account.id),
      addresses,
      upTo,
    );
    return rows.map((row): TimelineItem => ({
      kind: 'email',
      id: row.id,
      at: row.at.toISOString(),
      summary: contactsMessage(
        row.isFromContact
          ? CONTACTS_MESSAGES.timelineEmailInbound
          : CONTACTS_MESSAGES.timelineEmailOutbound,
        { subject: row.subject.trim() || CONTACTS_MESSAGES.timelineNoSubject },
      ),
      link: mailMessageLink(row.accountId, row.id),
    }));
  }

  async function orderItems(session: SessionContext, numbers: string[], upTo: number) {
    if (numbers.length === 0) return [];
    if (!hasPermission(session, 'pos:sell') && !hasPermission(session, 'pos:manage')) return [];
    const known = new Set(numbers);
    // A few candidates more: one whose digits only end like a number is dropped below.
    const rows = await repo.listOrderCandidatesWith(
      db,
      session.organizationId,
      numbers.map((number) => number.replace(/\D/g, '')),
      upTo * 2,
    );
    return rows
      .filter((row) => known.has(normalizePhoneNumber(row.customerPhone)))
      .map((row): TimelineItem => ({
        kind: 'posOrder',
        id: row.id,
        at: row.at.toISOString(),
        summary: contactsMessage(CONTACTS_MESSAGES.timelinePosOrder, {
          number: row.number,
          status: row.status,
        }),
        link: '/pos/board',
      }));
  }

  /** One page of what happened with a contact the caller sees, newest first. */
  async function getTimeline(
    session: SessionContext,
    contactId: string,
    page: { limit: number; offset: number },
  ): Promise<ContactTimelineResponse> {
    const { phones, emails } = await findContact(db, session, contactId);
    const numbers = phones.map((phone) => phone.number);
    const addresses = emails.map((email) => email.address);
    // The page's rows are among the newest offset + limit + 1 of each kind.
    const upTo = page.offset + page.limit + 1;
    const parts = await Promise.all([
      callItems(session, numbers, upTo),
      mailItems(session, addresses, upTo),
      orderItems(session, numbers, upTo),
    ]);
    const items = parts
      .flat()
      .sort((a, b) => (a.at === b.at ? b.id.localeCompare(a.id) : b.at.localeCompare(a.at)));
    return {
      items: items.slice(page.offset, page.offset + page.limit),
      hasMore: items.length > page.offset + page.limit,
    };
  }

  return { getTimeline };
}

export type ContactsTimeline = ReturnType<typeof createContactsTimeline>;
