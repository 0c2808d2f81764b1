import type { ChatMessage } from '@worksphere/contracts';
import { differenceInMinutes, parseISO } from 'date-fns';
import type { DateFormatter } from '../../../platform/dates/dateFormatter';
import { formatDayLabel } from './formatChatTime';

/** Consecutive messages of one sender closer than this share one header (as in Slack). */
export const GROUP_WINDOW_MINUTES = 5;

export type MessageRow =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'unread'; key: 'unread-divider' }
  | {
      kind: 'message';
      key: string;
      chat: ChatMessage;
      /** The first message of a group shows the avatar, name and time; the rest only the content. */
      isGroupStart: boolean;
    };

/**
 * The rows of a thread, oldest first: a separator at each new day, a "New messages" divider
 * before the first message someone else wrote after the reader's read position, and messages
 * grouped by sender. A group breaks at a new day, at the divider, after the window, and around
 * an announcement (it always stands alone).
 */
export function buildMessageRows(
  chats: ReadonlyArray<ChatMessage>,
  options: { userId: string; lastReadAt: string | null; dates: DateFormatter; now?: Date },
): MessageRow[] {
  const rows: MessageRow[] = [];
  const readUpTo = options.lastReadAt ? parseISO(options.lastReadAt).getTime() : null;
  let hasDivider = false;
  let previous: ChatMessage | undefined;
  for (const chat of chats) {
    const at = parseISO(chat.createdAt);
    const previousAt = previous ? parseISO(previous.createdAt) : undefined;
    const isNewDay = !previousAt || !options.dates.isSameDay(previousAt, at);
    if (isNewDay) {
      rows.push({
        kind: 'day',
        key: `day-${chat.createdAt}`,
        label: formatDayLabel(chat.createdAt, options.dates, options.now),
      });
    }
    const isUnread =
      readUpTo !== null && chat.sender.id !== options.userId && at.getTime() > readUpTo;
    const startsDivider = isUnread && !hasDivider;
    if (startsDivider) {
      hasDivider = true;
      rows.push({ kind: 'unread', key: 'unread-divider' });
    }
    const continuesGroup =
      previous !== undefined &&
      previousAt !== undefined &&
      !isNewDay &&
      !startsDivider &&
      !chat.isImportant &&
      !previous.isImportant &&
      previous.sender.id === chat.sender.id &&
      differenceInMinutes(at, previousAt) < GROUP_WINDOW_MINUTES;
    rows.push({ kind: 'message', key: chat.id, chat, isGroupStart: !continuesGroup });
    previous = chat;
  }
  return rows;
}
