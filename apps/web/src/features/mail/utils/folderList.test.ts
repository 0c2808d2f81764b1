import type { MailFolder } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { folderLabel, folderSections, inboxUnreadCount, sortFolders } from './folderList';

function folder(accountId: string, path: string, role: MailFolder['role'], unread = 0): MailFolder {
  return {
    id: `${accountId}:${path}`,
    accountId,
    path,
    name: path.split('/').at(-1) ?? path,
    role,
    unreadCount: unread,
    totalCount: unread,
    syncedAt: null,
  };
}

const folders = [
  folder('a', 'Zeta', 'other'),
  folder('a', 'Sent', 'sent'),
  folder('a', 'INBOX', 'inbox', 3),
  folder('a', 'alpha', 'other'),
  folder('b', 'INBOX', 'inbox', 4),
  folder('b', 'Trash', 'trash'),
];
const accounts = [
  { id: 'b', emailAddress: 'bo@example.org' },
  { id: 'a', emailAddress: 'ada@example.org' },
  { id: 'c', emailAddress: 'cy@example.org' },
];

describe('folder list', () => {
  it('puts the usual folders first, then the others by name', () => {
    expect(sortFolders(folders.filter((f) => f.accountId === 'a')).map((f) => f.path)).toEqual([
      'INBOX',
      'Sent',
      'alpha',
      'Zeta',
    ]);
  });

  it('groups every account under its address, skipping accounts without folders', () => {
    const sections = folderSections(folders, accounts, 'all');
    expect(sections.map((s) => [s.heading, s.folders.length])).toEqual([
      ['bo@example.org', 2],
      ['ada@example.org', 4],
    ]);
  });

  it('shows one account without a heading', () => {
    const sections = folderSections(folders, accounts, 'b');
    expect(sections).toHaveLength(1);
    expect(sections[0]?.heading).toBeNull();
  });

  it('adds up the inboxes’ unread counts', () => {
    expect(inboxUnreadCount(folders)).toBe(7);
  });

  it('calls the inbox Inbox', () => {
    expect(folderLabel({ name: 'INBOX', path: 'INBOX', role: 'inbox' })).toBe('Inbox');
    expect(folderLabel({ name: '2026', path: 'Projects/2026', role: 'other' })).toBe('2026');
  });
});
