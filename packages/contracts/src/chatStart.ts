import { THREAD_TITLE_MAX_LENGTH } from './chat.js';

/**
 * Starting to talk without naming a room or a thread first (issue 24): every organisation has
 * a "General" room with a "General" thread, a message posted from a room's view may open a new
 * thread titled after its first line, and a message has a link that opens its thread at it.
 */

/** The room every organisation starts with (created with it; older ones got it by migration). */
export const CHAT_GENERAL_ROOM_NAME = 'General';
/** The thread the General room starts with. */
export const CHAT_GENERAL_THREAD_TITLE = 'General';
/**
 * The General room's (and thread's) name as French and German show it while it is untouched;
 * the stored name stays the English (the web's built-in names, the server's pushes).
 */
export const CHAT_GENERAL_NAME_IN = { fr: 'Général', de: 'Allgemein' } as const;

/**
 * The title of a thread a message opens when none is given: its first non-blank line, trimmed
 * and cut to the thread title limit (an ellipsis marks a cut); a message of files only is
 * titled after its first file.
 */
export function threadTitleFromMessage(content: string, fileNames: ReadonlyArray<string> = []) {
  const firstLine =
    content
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line !== '') ??
    fileNames[0]?.trim() ??
    '';
  if (firstLine.length <= THREAD_TITLE_MAX_LENGTH) return firstLine;
  // The limit counts UTF-16 units, as the server's check does; a cut never splits an emoji.
  const cut = firstLine.slice(0, THREAD_TITLE_MAX_LENGTH - 1).replace(/[\uD800-\uDBFF]$/, '');
  return `${cut.trimEnd()}…`;
}

/** The page address that opens a thread scrolled to one message, highlighted. */
export function chatMessagePath(message: { chatRoomId: string; threadId: string; id: string }) {
  // Contracts run on both sides without DOM or Node types: the query is encoded by hand.
  const query = [
    ['chatRoomId', message.chatRoomId],
    ['threadId', message.threadId],
    ['messageId', message.id],
  ]
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join('&');
  return `/chat?${query}`;
}
