import type { ChatPerson } from '@worksphere/contracts';
import clsx from 'clsx';
import { Link } from 'react-router';
import { focusRing } from '../../../ui/focusRing';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { chatMessages } from '../chat.messages';
import { EmojiImage } from '../emoji/EmojiImage';
import { splitEmoji } from '../emoji/splitEmoji';
import { splitMentions } from '../utils/mentions';
import { splitPhoneNumbers } from '../utils/phoneNumbersInText';

/**
 * A run of a message's text with its mentions highlighted (the reader's own more strongly),
 * outside links its phone numbers as links to the Phone screen's keypad, filled in, and its emoji
 * drawn from the shipped images (a machine without an emoji font shows them too).
 */
export function MessageText({
  text,
  mentions,
  userId,
  isInLink = false,
}: {
  text: string;
  mentions: ReadonlyArray<ChatPerson>;
  userId: string;
  /** Inside a link a phone number stays text: a link may not hold another. */
  isInLink?: boolean;
}) {
  return (
    <>
      {splitMentions(text, mentions).map((segment, index) =>
        segment.kind === 'mention' ? (
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
        ) : isInLink ? (
          <TextWithEmoji key={index} text={segment.text} />
        ) : (
          <TextWithPhoneNumbers key={index} text={segment.text} />
        ),
      )}
    </>
  );
}

function TextWithPhoneNumbers({ text }: { text: string }) {
  return (
    <>
      {splitPhoneNumbers(text).map((part, index) =>
        part.kind === 'text' ? (
          <TextWithEmoji key={index} text={part.text} />
        ) : (
          <Link
            key={index}
            to={`/phone?tab=keypad&dial=${encodeURIComponent(part.number)}`}
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

function TextWithEmoji({ text }: { text: string }) {
  return (
    <>
      {splitEmoji(text).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <EmojiImage key={index} emoji={part.text} className="size-[1.25em]" />
        ),
      )}
    </>
  );
}
