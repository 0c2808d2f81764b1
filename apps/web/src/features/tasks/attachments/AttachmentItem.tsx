import { formatBytes, type TaskAttachment } from '@worksphere/contracts';
import { Download, FileText, Trash2 } from 'lucide-react';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { focusRing } from '../../../ui/focusRing';
import { IconButton } from '../../../ui/IconButton';
import { attachmentsMessages as messages } from './attachments.messages';
import { uploaderName } from './attachmentRules';

/** One attached file: thumbnail or icon, name (downloads it), size, who and when. */
export function AttachmentItem({
  attachment,
  canDelete,
  onDelete,
}: {
  attachment: TaskAttachment;
  canDelete: boolean;
  onDelete: (attachment: TaskAttachment) => void;
}) {
  const dates = useDateFormatter();
  const who = attachment.uploadedBy
    ? uploaderName(attachment.uploadedBy)
    : messages.unknownUploader;
  return (
    <li className="flex items-center gap-3 py-2">
      {attachment.previewUrl ? (
        <a
          href={attachment.previewUrl}
          target="_blank"
          rel="noreferrer"
          aria-label={messages.preview(attachment.filename)}
          className={`block size-12 shrink-0 overflow-hidden rounded-lg border border-zinc-200 bg-zinc-50 ${focusRing}`}
        >
          <img
            src={attachment.previewUrl}
            alt=""
            loading="lazy"
            className="size-full object-cover"
          />
        </a>
      ) : (
        <span className="flex size-12 shrink-0 items-center justify-center rounded-lg border border-zinc-200 bg-zinc-50 text-zinc-500">
          <FileText aria-hidden className="size-5" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <a
          href={attachment.url}
          download={attachment.filename}
          className={`block truncate rounded text-sm font-medium text-zinc-900 hover:text-brand-700 hover:underline ${focusRing}`}
        >
          {attachment.filename}
        </a>
        <p className="truncate text-xs text-zinc-500">
          <span>{formatBytes(attachment.size)}</span>
          <span aria-hidden> · </span>
          <span title={dates.formatDateTime(attachment.createdAt)}>
            {messages.by(who, dates.formatRelative(attachment.createdAt))}
          </span>
        </p>
      </div>
      <a
        href={attachment.url}
        download={attachment.filename}
        title={messages.download(attachment.filename)}
        aria-label={messages.download(attachment.filename)}
        className={`hidden size-9 shrink-0 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 sm:inline-flex ${focusRing}`}
      >
        <Download aria-hidden className="size-4" />
      </a>
      {canDelete ? (
        <IconButton
          label={messages.delete(attachment.filename)}
          icon={<Trash2 aria-hidden className="size-4" />}
          onClick={() => onDelete(attachment)}
        />
      ) : null}
    </li>
  );
}
