import type { EmailContent } from '@worksphere/contracts';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { useThreadQuery } from '../api/mailWritingApi';
import { mailMessages } from '../mail.messages';
import { MessageBody } from './MessageBody';
import { SenderAvatar, useSenderLabel } from './SenderAvatar';

const messages = mailMessages.writing;

/**
 * The other messages of the open message's conversation, oldest first, each collapsed to its
 * sender (by contact, with their avatar), date and first words until opened; the open message (the newest, from the list)
 * stays expanded below. Nothing shows for a message alone in its conversation.
 */
export function ConversationHistory({ email }: { email: EmailContent }) {
  const thread = useThreadQuery(email.id);
  const others = (thread.data?.emails ?? []).filter((entry) => entry.id !== email.id);
  if (others.length === 0) return null;
  return (
    <section
      aria-label={messages.conversation(others.length + 1)}
      className="border-b border-zinc-100 px-4 py-2"
    >
      <p className="mb-1 text-xs text-zinc-500">{messages.conversation(others.length + 1)}</p>
      <ol className="space-y-1">
        {others.map((entry) => (
          <li key={entry.id}>
            <CollapsedMessage email={entry} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function CollapsedMessage({ email }: { email: EmailContent }) {
  const [isOpen, setIsOpen] = useState(false);
  const dates = useDateFormatter();
  const sender = useSenderLabel(email.from);
  return (
    <div className="rounded-lg border border-zinc-100">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-label={messages.expand(sender)}
        onClick={() => setIsOpen((current) => !current)}
        className="flex w-full items-center gap-2 px-2 py-1.5 text-left text-sm hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {isOpen ? (
          <ChevronDown aria-hidden className="size-4 shrink-0 text-zinc-400" />
        ) : (
          <ChevronRight aria-hidden className="size-4 shrink-0 text-zinc-400" />
        )}
        <SenderAvatar from={email.from} label={sender} size="sm" />
        <span className="shrink-0 font-medium text-zinc-900">{sender}</span>
        <span className="min-w-0 flex-1 truncate text-zinc-500">{email.snippet}</span>
        <time dateTime={email.date} className="shrink-0 text-xs text-zinc-500">
          {dates.formatDateTime(email.date)}
        </time>
      </button>
      {isOpen ? (
        <MessageBody
          html={email.html}
          text={email.text}
          title={mailMessages.reader.bodyTitle(email.subject)}
          allowRemoteImages={email.remoteImages === 'allowed'}
        />
      ) : null}
    </div>
  );
}
