import type { MailFolder, MailFolderRole } from '@worksphere/contracts';
import { mailMessages } from '../mail.messages';

/** The order folders are listed in: the usual ones first, then the user's own by name. */
const ROLE_ORDER: readonly MailFolderRole[] = [
  'inbox',
  'important',
  'drafts',
  'sent',
  'archive',
  'junk',
  'trash',
  'other',
];

export function sortFolders(folders: readonly MailFolder[]): MailFolder[] {
  return [...folders].sort(
    (a, b) =>
      ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role) ||
      a.path.localeCompare(b.path, undefined, { sensitivity: 'base' }),
  );
}

export type FolderSection = {
  accountId: string;
  /** The account's address, shown above its folders when several accounts are listed. */
  heading: string | null;
  folders: MailFolder[];
};

/**
 * The folder column: with every account selected, one section per account under its address
 * (in the accounts' order); with one account, its folders alone.
 */
export function folderSections(
  folders: readonly MailFolder[],
  accounts: ReadonlyArray<{ id: string; emailAddress: string }>,
  accountId: string,
): FolderSection[] {
  const shown = accountId === 'all' ? accounts : accounts.filter((a) => a.id === accountId);
  return shown
    .map((account) => ({
      accountId: account.id,
      heading: accountId === 'all' ? account.emailAddress : null,
      folders: sortFolders(folders.filter((folder) => folder.accountId === account.id)),
    }))
    .filter((section) => section.folders.length > 0);
}

/** Unread messages in every inbox shown (the "All inboxes" entry and the dashboard widget). */
export function inboxUnreadCount(folders: readonly MailFolder[]): number {
  return folders
    .filter((folder) => folder.role === 'inbox')
    .reduce((sum, folder) => sum + folder.unreadCount, 0);
}

/** What a folder is called on screen: the inbox by its role, others by the provider's name. */
export function folderLabel(folder: Pick<MailFolder, 'name' | 'role' | 'path'>): string {
  if (folder.role === 'inbox' || folder.path.toUpperCase() === 'INBOX') return mailMessages.inbox;
  return folder.name || folder.path;
}
