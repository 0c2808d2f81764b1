import { emailPreviewKind, type EmailAttachment } from '@worksphere/contracts';
import clsx from 'clsx';
import { Download, FileText, Paperclip } from 'lucide-react';
import { useState } from 'react';
import { focusRing } from '../../../ui/focusRing';
import { mailMessages } from '../mail.messages';
import { previewUrlOf } from '../utils/attachmentPreview';
import { formatSize } from '../utils/formatMail';
import { AttachmentPreviewDialog } from './AttachmentPreviewDialog';

const messages = mailMessages.reader;

/**
 * A message's attachments (served to the account's users only): images as thumbnails and PDFs
 * as a tile, each opening a larger preview; every one can be downloaded.
 */
export function AttachmentList({ attachments }: { attachments: readonly EmailAttachment[] }) {
  const [previewed, setPreviewed] = useState<EmailAttachment | null>(null);
  const listed = attachments.filter((attachment) => !attachment.inline);
  if (listed.length === 0) return null;
  return (
    <section
      aria-label={messages.attachments(listed.length)}
      className="border-b border-zinc-100 px-4 py-3"
    >
      <h3 className="mb-2 flex items-center gap-1.5 text-xs font-semibold text-zinc-600">
        <Paperclip aria-hidden className="size-3.5" />
        {messages.attachments(listed.length)}
      </h3>
      <ul className="flex flex-wrap items-end gap-2">
        {listed.map((attachment) => (
          <li key={attachment.id} className="flex max-w-64 flex-col gap-1">
            <PreviewTile attachment={attachment} onOpen={() => setPreviewed(attachment)} />
            <a
              href={attachment.url}
              download={attachment.filename}
              aria-label={messages.download(attachment.filename)}
              className={clsx(
                'flex items-center gap-2 rounded-lg border border-zinc-200 px-3 py-1.5 text-sm text-zinc-800 hover:bg-zinc-50',
                focusRing,
              )}
            >
              <Download aria-hidden className="size-4 shrink-0 text-zinc-500" />
              <span className="min-w-0 truncate">{attachment.filename}</span>
              <span className="shrink-0 text-xs text-zinc-500">{formatSize(attachment.size)}</span>
            </a>
          </li>
        ))}
      </ul>
      <AttachmentPreviewDialog attachment={previewed} onClose={() => setPreviewed(null)} />
    </section>
  );
}

/** The thumbnail of an image, or a PDF's tile; nothing for the types only downloaded. */
function PreviewTile({ attachment, onOpen }: { attachment: EmailAttachment; onOpen: () => void }) {
  const kind = emailPreviewKind(attachment.contentType);
  if (!kind) return null;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={messages.preview(attachment.filename)}
      className={clsx(
        'flex h-28 w-40 items-center justify-center overflow-hidden rounded-lg border border-zinc-200 bg-zinc-50 hover:bg-zinc-100',
        focusRing,
      )}
    >
      {kind === 'image' ? (
        <img
          src={previewUrlOf(attachment)}
          alt=""
          loading="lazy"
          className="h-full w-full object-cover"
        />
      ) : (
        <FileText aria-hidden className="size-10 text-red-600" />
      )}
    </button>
  );
}
