/** What a key does on the tasks list and board. */
export type TaskShortcutAction =
  | 'create'
  | 'focusNext'
  | 'focusPrevious'
  | 'toggleSelected'
  | 'open'
  | 'edit'
  | 'clearSelection'
  | 'showShortcuts';

/** The keys, as `KeyboardEvent.key` spells them; letters in either case (Caps Lock). */
const ACTION_OF_KEY: Record<string, TaskShortcutAction> = {
  c: 'create',
  j: 'focusNext',
  k: 'focusPrevious',
  x: 'toggleSelected',
  Enter: 'open',
  e: 'edit',
  Escape: 'clearSelection',
  '?': 'showShortcuts',
};

export type ShortcutKeyEvent = {
  key: string;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
};

/**
 * Is the user typing, or pressing something that has a key of its own? Letters there belong to
 * the field, Enter to the button or link.
 */
export function isOwnKeyTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if ((target as HTMLElement).isContentEditable) return true;
  return Boolean(
    target.closest(
      'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"], [role="textbox"], [role="menu"], [role="listbox"]',
    ),
  );
}

/** Enter on a button or link presses it; the shortcut must not open the task as well. */
function isPressable(target: EventTarget | null): boolean {
  return target instanceof Element && Boolean(target.closest('button, a, [role="button"]'));
}

/**
 * The shortcut a key press means on the tasks screen, or null when it is not one: typing in a
 * field, a key with Cmd, Ctrl or Alt (the browser's and the system's), or Enter on a button.
 * A dialog open over the page is the caller's to check.
 */
export function resolveTaskShortcut(event: ShortcutKeyEvent): TaskShortcutAction | null {
  if (event.metaKey || event.ctrlKey || event.altKey) return null;
  if (isOwnKeyTarget(event.target)) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  // "?" is Shift+/ on most layouts: it arrives as "?" itself.
  const action = ACTION_OF_KEY[event.key === '?' ? '?' : key];
  if (!action) return null;
  if (action === 'open' && isPressable(event.target)) return null;
  return action;
}
