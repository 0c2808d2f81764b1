import { emailPreviewKind, type EmailAttachment } from '@worksphere/contracts';
import clsx from 'clsx';
import { Download } from 'lucide-react';
import { focusRing } from '../../../ui/focusRing';
import { Modal } from '../../../ui/Modal';
import { mailMessages } from '../mail.messages';
import { previewUrlOf } from '../utils/attachmentPreview';

const messages = mailMessages.reader;

/**
 * An attachment shown large: an image as it is, a PDF in the browser's own viewer (the server
 * lets only our pages frame it). Escape, a press outside or the close button close it.
 */
export function AttachmentPreviewDialog({
  attachment,
  onClose,
}: {
  attachment: EmailAttachment | null;
  onClose: () => void;
}) {
  const kind = attachment ? emailPreviewKind(attachment.contentType) : null;
  return (
    <Modal
      isOpen={attachment !== null && kind !== null}
      onClose={onClose}
      title={attachment ? messages.previewTitle(attachment.filename) : ''}
      size="xl"
      autoFocusFirstField={false}
      footer={
        attachment ? (
          <a
            href={attachment.url}
            download={attachment.filename}
            className={clsx(
              'inline-flex items-center gap-2 rounded-lg border border-zinc-200 bg-white px-3 py-1.5 text-sm text-zinc-800 hover:bg-zinc-50',
              focusRing,
            )}
          >
            <Download aria-hidden className="size-4" />
            {messages.download(attachment.filename)}
          </a>
        ) : null
      }
    >
      {attachment && kind === 'image' ? (
        <img
          src={previewUrlOf(attachment)}
          alt={attachment.filename}
          className="mx-auto max-h-[70dvh] max-w-full object-contain"
        />
      ) : null}
      {attachment && kind === 'pdf' ? (
        <iframe
          src={previewUrlOf(attachment)}
          title={messages.pdfPreview(attachment.filename)}
          className="h-[70dvh] w-full rounded border border-zinc-200"
        />
      ) : null}
    </Modal>
  );
}
