import type { ChatAttachment } from '@worksphere/contracts';
import { chatMessages } from '../chat.messages';

const messages = chatMessages.messages;

/** A message's files: images as thumbnails (opening the file), videos playable in place. */
export function MessageAttachments({ attachments }: { attachments: ChatAttachment[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          {attachment.mimetype.startsWith('video/') ? (
            <video
              src={attachment.url}
              controls
              preload="metadata"
              aria-label={messages.videoLabel(attachment.filename)}
              className="max-h-48 max-w-64 rounded-lg border border-zinc-200 bg-black"
            />
          ) : (
            <a
              href={attachment.url}
              target="_blank"
              rel="noreferrer"
              aria-label={messages.attachmentLabel(attachment.filename)}
              className="block overflow-hidden rounded-lg border border-zinc-200 bg-zinc-50"
            >
              <img
                src={attachment.url}
                alt={attachment.filename}
                loading="lazy"
                className="max-h-48 max-w-64 object-cover"
              />
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
