import type { ChatMessage } from '@worksphere/contracts';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import clsx from 'clsx';
import { chatMessages } from '../chat.messages';
import { splitMentions } from '../utils/mentions';

/** The text of a message with its mentions highlighted (the reader's own more strongly). */
export function MessageContent({ chat, userId }: { chat: ChatMessage; userId: string }) {
  const segments = splitMentions(chat.content, chat.mentions);
  return (
    <p className="text-sm leading-6 break-words whitespace-pre-wrap text-zinc-800">
      {segments.map((segment, index) =>
        segment.kind === 'text' ? (
          segment.text
        ) : (
          <span
            key={index}
            title={chatMessages.messages.mentionTitle(displayNameOf(segment.person))}
            data-testid="chat-mention"
            className={clsx(
              'rounded px-0.5 font-medium',
              segment.person.id === userId
                ? 'bg-amber-100 text-amber-900'
                : 'bg-brand-50 text-brand-700',
            )}
          >
            @{displayNameOf(segment.person)}
          </span>
        ),
      )}
    </p>
  );
}
