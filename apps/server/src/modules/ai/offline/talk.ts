import { findDate, type Clock } from './dates.js';

/*
 * The conversational phrases of the offline assistant (issue 29): greetings, "what can you do",
 * reminders, moving and cancelling, "who is", chat news and today's sales. Pure, like the
 * rest of the grammar: text and clock in, one command (or null: not one of these) out.
 */

export type TalkCommand =
  | { kind: 'greeting'; salutation: string }
  | { kind: 'capabilities' }
  /** at null: the user named no time, so we ask for one. */
  | { kind: 'remind'; title: string; at: Date | null }
  /** hasDay false: only a time was named, the event or task keeps its day. */
  | { kind: 'move'; query: string; to: Date; hasDay: boolean; hasTime: boolean }
  /** Cancelling is confirmed on a card in the conversation, never by the words alone. */
  | { kind: 'cancel'; query: string }
  | { kind: 'whoIs'; name: string }
  | { kind: 'chatNews' }
  | { kind: 'sales' };

/** A date named only as a day is reminded of at this hour. */
const REMINDER_HOUR = 9;

const GREETING =
  /^(?:(hi|hello|hey|hiya|howdy|yo)|good\s+(morning|afternoon|evening|day))(?:\s+(?:there|assistant|everyone|all))?[\s,!.]*$/i;

const CAPABILITIES =
  /^(?:what\s+(?:can|do)\s+you\s+do|what\s+are\s+you\s+able\s+to\s+do|how\s+can\s+you\s+help(?:\s+me)?|what\s+can\s+i\s+(?:ask|say)(?:\s+you)?)\??$/i;

const CHAT_NEWS =
  /^(?:what(?:'s|s|\s+is)\s+new\s+in\s+(?:the\s+)?chats?|any(?:thing)?\s+new\s+in\s+(?:the\s+)?chats?|what\s+did\s+i\s+miss(?:\s+in\s+(?:the\s+)?chats?)?|catch\s+me\s+up(?:\s+on\s+(?:the\s+)?chats?)?|(?:my\s+)?unread\s+(?:chats?|messages))\??$/i;

const SALES =
  /^(?:how\s+(?:are|were|is|'s)\s+(?:the\s+|our\s+)?sales(?:\s+(?:going|doing|looking))?(?:\s+today)?|(?:today'?s\s+)?sales(?:\s+today)?|how\s+much\s+(?:did\s+we|have\s+we)\s+(?:sell|sold|made|make)\s+today)\??$/i;

/** Clean a title cut out around the date words: "to call Sam at" -> "call Sam". */
function tidyTitle(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:to|that|about)\s+/i, '')
    .replace(/\s+(?:at|on|by|in|for)$/i, '')
    .replace(/^(?:at|on|by)\s+/i, '')
    .replace(/^["']|["']$/g, '')
    .trim();
}

function parseRemind(rest: string, clock: Clock): TalkCommand {
  const found = findDate(rest, clock, REMINDER_HOUR);
  if (!found) return { kind: 'remind', title: tidyTitle(rest), at: null };
  const title = tidyTitle(
    `${rest.slice(0, found.index)} ${rest.slice(found.index + found.text.length)}`,
  );
  return { kind: 'remind', title, at: found.at };
}

/** One of the conversational phrases, or null. */
export function parseTalk(text: string, clock: Clock): TalkCommand | null {
  let match: RegExpExecArray | null;

  if ((match = GREETING.exec(text))) {
    const part = match[2]?.toLowerCase();
    return { kind: 'greeting', salutation: part ? `Good ${part}` : 'Hello' };
  }
  if (CAPABILITIES.test(text)) return { kind: 'capabilities' };
  if (CHAT_NEWS.test(text)) return { kind: 'chatNews' };
  if (SALES.test(text)) return { kind: 'sales' };

  if ((match = /^(?:please\s+)?remind\s+me\s*(.*)$/is.exec(text))) {
    return parseRemind(match[1]!, clock);
  }

  if ((match = /^who(?:'s|\s+is)\s+(.+?)\??$/i.exec(text))) {
    return { kind: 'whoIs', name: match[1]!.replace(/^@/, '').trim() };
  }

  if (
    (match =
      /^(?:move|reschedule|push|shift)\s+(?:my\s+|the\s+)?(.+?)\s+(?:to|till|until)\s+(.+?)$/i.exec(
        text,
      ))
  ) {
    const found = findDate(match[2]!, clock, REMINDER_HOUR);
    if (!found) return null;
    return {
      kind: 'move',
      query: match[1]!.trim(),
      to: found.at,
      hasDay: found.hasDay,
      hasTime: found.hasTime,
    };
  }

  if ((match = /^(?:cancel|call\s+off|delete)\s+(?:my\s+|the\s+)?(.+?)$/i.exec(text))) {
    const query = match[1]!
      .replace(/\s+(?:event|meeting|appointment)$/i, '')
      .replace(/[,;:-]+$/, '')
      .trim();
    if (!query) return null;
    return { kind: 'cancel', query };
  }

  return null;
}
