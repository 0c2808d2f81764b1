import type { ChatMessage } from '@worksphere/contracts';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import clsx from 'clsx';
import { Link } from 'react-router';
import { focusRing } from '../../../ui/focusRing';
import { chatMessages } from '../chat.messages';
import { splitMentions } from '../utils/mentions';
import { splitPhoneNumbers } from '../utils/phoneNumbersInText';

/**
 * The text of a message with its mentions highlighted (the reader's own more strongly) and its
 * phone numbers as links to the Phone screen's keypad, filled in (click-to-call).
 */
export function MessageContent({ chat, userId }: { chat: ChatMessage; userId: string }) {
  const segments = splitMentions(chat.content, chat.mentions);
  return (
    <p className="text-sm leading-6 break-words whitespace-pre-wrap text-zinc-800">
      {segments.map((segment, index) =>
        segment.kind === 'text' ? (
          <TextWithPhoneNumbers key={index} text={segment.text} />
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

function TextWithPhoneNumbers({ text }: { text: string }) {
  return (
    <>
      {splitPhoneNumbers(text).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <Link
            key={index}
            to={`/phone?tab=keypad&dial=${part.number}`}
            title={chatMessages.messages.callNumber(part.text)}
            className={clsx(
              'rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800',
              focusRing,
            )}
          >
            {part.text}
          </Link>
        ),
      )}
    </>
  );
}
