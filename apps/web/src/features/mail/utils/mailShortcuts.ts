/** What a key press on the Mail screen asks for. */
export type MailShortcutAction =
  | 'next'
  | 'previous'
  | 'archive'
  | 'reply'
  | 'replyAll'
  | 'forward'
  | 'search'
  | 'compose'
  | 'help';

/** The shortcuts, in the order the help lists them (the keys of issue 13, and ? for the list). */
export const MAIL_SHORTCUTS: ReadonlyArray<{ key: string; action: MailShortcutAction }> = [
  { key: 'j', action: 'next' },
  { key: 'k', action: 'previous' },
  { key: 'e', action: 'archive' },
  { key: 'r', action: 'reply' },
  { key: 'a', action: 'replyAll' },
  { key: 'f', action: 'forward' },
  { key: '/', action: 'search' },
  { key: 'c', action: 'compose' },
  { key: '?', action: 'help' },
];

const ACTION_BY_KEY = new Map(MAIL_SHORTCUTS.map(({ key, action }) => [key, action]));

type KeyLike = {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  isComposing?: boolean;
  defaultPrevented?: boolean;
  target: EventTarget | null;
};

/** Is focus in a place where letters are text: a field, an editor, a list box with type-ahead? */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]'))
    return true;
  // Type-ahead in select popovers and menus; and any open dialog keeps its keys to itself.
  return Boolean(target.closest('[role="listbox"], [role="menu"], [role="dialog"]'));
}

/**
 * The action a key press asks for, or null: a plain key (Shift only for "?"), not typed into a
 * field, not with Ctrl, Cmd or Alt (those belong to the browser and the command palette).
 */
export function mailShortcutFor(event: KeyLike): MailShortcutAction | null {
  if (event.defaultPrevented || event.isComposing) return null;
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  // Caps Lock or Shift must not turn "J" into nothing: letters match either case.
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return ACTION_BY_KEY.get(key) ?? null;
}

/**
 * The message j or k moves to: the next or previous one in the list, the first one when none
 * is open, and the same one at either end (no wrapping around).
 */
export function neighbourMessageId(
  ids: readonly string[],
  currentId: string | null,
  direction: 'next' | 'previous',
): string | null {
  if (ids.length === 0) return null;
  const index = currentId === null ? -1 : ids.indexOf(currentId);
  if (index === -1) return ids[0] ?? null;
  const nextIndex = direction === 'next' ? index + 1 : index - 1;
  return ids[Math.min(Math.max(nextIndex, 0), ids.length - 1)] ?? null;
}
