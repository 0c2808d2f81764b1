import type { MailFolder } from '@worksphere/contracts';
import { SelectField } from '../../../ui/SelectField';
import { mailMessages } from '../mail.messages';
import { folderLabel, inboxUnreadCount, type FolderSection } from '../utils/folderList';

// Account and folder path travel together in one option value.
const SEPARATOR = '\u0000';

/** The folder column as one select, for phones (where the column does not fit). */
export function FolderSelect({
  sections,
  folders,
  accountId,
  folder,
  onSelect,
}: {
  sections: readonly FolderSection[];
  folders: readonly MailFolder[];
  accountId: string;
  folder: string;
  onSelect: (accountId: string, folder: string) => void;
}) {
  const withCount = (label: string, unread: number) =>
    unread > 0 ? `${label} (${unread})` : label;
  const options = [
    ...(accountId === 'all'
      ? [
          {
            value: `all${SEPARATOR}INBOX`,
            label: withCount(mailMessages.allInboxes, inboxUnreadCount(folders)),
          },
        ]
      : []),
    ...sections.flatMap((section) =>
      section.folders.map((item) => ({
        value: `${section.accountId}${SEPARATOR}${item.path}`,
        label: withCount(
          section.heading ? `${section.heading} · ${folderLabel(item)}` : folderLabel(item),
          item.unreadCount,
        ),
      })),
    ),
  ];
  const value = `${accountId}${SEPARATOR}${folder}`;
  return (
    <SelectField
      label={mailMessages.folderLabel}
      options={
        options.some((option) => option.value === value)
          ? options
          : [{ value, label: folder }, ...options]
      }
      value={value}
      onChange={(change) => {
        const [nextAccount = 'all', nextFolder = 'INBOX'] = change.target.value.split(SEPARATOR);
        onSelect(nextAccount, nextFolder);
      }}
    />
  );
}
