import type { MailFolder } from '@worksphere/contracts';
import clsx from 'clsx';
import {
  Archive,
  FileText,
  Folder,
  Inbox,
  Send,
  ShieldAlert,
  Star,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import { focusRing } from '../../../ui/focusRing';
import { mailMessages } from '../mail.messages';
import { folderLabel, inboxUnreadCount, type FolderSection } from '../utils/folderList';

const ROLE_ICONS: Record<MailFolder['role'], LucideIcon> = {
  inbox: Inbox,
  important: Star,
  drafts: FileText,
  sent: Send,
  archive: Archive,
  junk: ShieldAlert,
  trash: Trash2,
  other: Folder,
};

type FolderListProps = {
  sections: readonly FolderSection[];
  /** Every folder shown, for the "All inboxes" count. */
  folders: readonly MailFolder[];
  accountId: string;
  folder: string;
  onSelect: (accountId: string, folder: string) => void;
};

/** The folder column: "All inboxes" when every account is shown, then each account's folders. */
export function MailFolderList({
  sections,
  folders,
  accountId,
  folder,
  onSelect,
}: FolderListProps) {
  const isAll = accountId === 'all';
  return (
    <nav aria-label={mailMessages.foldersLabel} className="space-y-4">
      {isAll ? (
        <ul>
          <FolderRow
            label={mailMessages.allInboxes}
            icon={Inbox}
            unread={inboxUnreadCount(folders)}
            isCurrent={folder === 'INBOX'}
            onClick={() => onSelect('all', 'INBOX')}
          />
        </ul>
      ) : null}
      {sections.map((section) => (
        <div key={section.accountId}>
          {section.heading ? (
            <h3 className="mb-1 truncate px-2 text-xs font-semibold text-zinc-500">
              {section.heading}
            </h3>
          ) : null}
          <ul>
            {section.folders.map((item) => (
              <FolderRow
                key={item.id}
                label={folderLabel(item)}
                icon={ROLE_ICONS[item.role]}
                unread={item.unreadCount}
                isCurrent={!isAll && item.path === folder}
                onClick={() => onSelect(section.accountId, item.path)}
              />
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function FolderRow({
  label,
  icon: Icon,
  unread,
  isCurrent,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  unread: number;
  isCurrent: boolean;
  onClick: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        aria-current={isCurrent ? 'page' : undefined}
        className={clsx(
          'flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm',
          isCurrent ? 'bg-brand-50 font-medium text-brand-800' : 'text-zinc-700 hover:bg-zinc-100',
          focusRing,
        )}
      >
        <Icon aria-hidden className="size-4 shrink-0 text-zinc-500" />
        <span className="min-w-0 flex-1 truncate">{label}</span>
        {unread > 0 ? (
          <span className="shrink-0 text-xs font-semibold text-brand-700">
            <span aria-hidden>{unread}</span>
            <span className="sr-only">{mailMessages.unreadCount(unread)}</span>
          </span>
        ) : null}
      </button>
    </li>
  );
}
