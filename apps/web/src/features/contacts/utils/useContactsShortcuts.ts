import { useEffect, useRef } from 'react';
import { isTypingTarget } from '../../mail/utils/mailShortcuts';

/** The Contacts list's keys: "/" focuses the search, "n" starts a new contact. */
export type ContactsShortcut = 'search' | 'new';

/** The shortcut a key press asks for: a plain key, not typed into a field or a dialog. */
export function contactsShortcutFor(event: {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  defaultPrevented?: boolean;
  isComposing?: boolean;
  target: EventTarget | null;
}): ContactsShortcut | null {
  if (event.defaultPrevented || event.isComposing) return null;
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  if (event.key === '/') return 'search';
  if (event.key.toLowerCase() === 'n') return 'new';
  return null;
}

/** Listens for the list's shortcuts on the whole page while it is shown. */
export function useContactsShortcuts(onShortcut: (shortcut: ContactsShortcut) => void) {
  const onShortcutRef = useRef(onShortcut);
  useEffect(() => {
    onShortcutRef.current = onShortcut;
  });
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      const shortcut = contactsShortcutFor(event);
      if (!shortcut) return;
      // Neither "/" nor "n" should land in the field they open.
      event.preventDefault();
      onShortcutRef.current(shortcut);
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, []);
}
