import type { EmailAttachment } from '@worksphere/contracts';
import clsx from 'clsx';
import { Download, Paperclip } from 'lucide-react';
import { focusRing } from '../../../ui/focusRing';
import { mailMessages } from '../mail.messages';
import { formatSize } from '../utils/formatMail';

const messages = mailMessages.reader;

/** A message's attachments as download links (served to the account's users only). */
export function AttachmentList({ attachments }: { attachments: readonly EmailAttachment[] }) {
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
      <ul className="flex flex-wrap gap-2">
        {listed.map((attachment) => (
          <li key={attachment.id}>
            <a
              href={attachment.url}
              download={attachment.filename}
              aria-label={messages.download(attachment.filename)}
              className={clsx(
                'flex max-w-64 items-center gap-2 rounded-lg border border-zinc-200 px-3 py-1.5 text-sm text-zinc-800 hover:bg-zinc-50',
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
    </section>
  );
}
