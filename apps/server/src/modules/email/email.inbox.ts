import { inboxText } from '@worksphere/contracts';
import type { InboxNotifier } from '../inbox/inbox.service.js';
import type { FolderRow, SummaryRow } from './email.repo.js';

type MailAccount = { id: string; organizationId: string; emailAddress: string };

/** The link that opens one message in Mail (the web app's /mail?account&message). */
export function mailMessageLink(accountId: string, messageId: string): string {
  const params = new URLSearchParams({ account: accountId, message: messageId });
  return `/mail?${params.toString()}`;
}

/**
 * Of the messages a sync just inserted into an INBOX, those that are news to the user: not read
 * already (elsewhere, or by a rule), not a draft, and not sent by the account itself.
 */
export function unseenArrivals(account: MailAccount, rows: SummaryRow[]): SummaryRow[] {
  const own = account.emailAddress.trim().toLowerCase();
  return rows.filter(
    (row) => !row.isRead && !row.isDraft && row.fromAddress.trim().toLowerCase() !== own,
  );
}

/**
 * New mail in an account's INBOX goes to the Inbox of the owner who chose that account (none by
 * default): one item per message, keyed by account and message, so a second sync of the same
 * message (a retry, another process) adds nothing.
 */
export async function notifyNewMail(
  inbox: InboxNotifier | undefined,
  account: MailAccount,
  folder: Pick<FolderRow, 'role'>,
  inserted: SummaryRow[],
) {
  if (!inbox || folder.role !== 'inbox') return;
  const arrivals = unseenArrivals(account, inserted);
  if (arrivals.length === 0) return;
  const recipientIds = await inbox.mailAccountFollowers(account.organizationId, account.id);
  if (recipientIds.length === 0) return;
  for (const row of arrivals) {
    await inbox.notify({
      organizationId: account.organizationId,
      recipientIds,
      kind: 'mail',
      actorId: null,
      subject: { type: 'email', id: row.id, link: mailMessageLink(account.id, row.id) },
      title: inboxText('mail', { sender: row.fromName || row.fromAddress }),
      body: row.subject || inboxText('mailNoSubject'),
      // The Message-ID survives a re-store under a new row; the provider id stands in without it.
      dedupeKey: `mail:${account.id}:${row.messageIdHeader ?? `${row.folderId}:${row.providerId}`}`,
    });
  }
}
