import { useEffect, useRef } from 'react';
import { mailShortcutFor, type MailShortcutAction } from './mailShortcuts';

/** Listens for Mail's single-key shortcuts on the whole page while the screen is shown. */
export function useMailShortcuts(onAction: (action: MailShortcutAction) => void, enabled = true) {
  const onActionRef = useRef(onAction);
  useEffect(() => {
    onActionRef.current = onAction;
  });
  useEffect(() => {
    if (!enabled) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      const action = mailShortcutFor(event);
      if (!action) return;
      // "/" would otherwise be typed into the search box it focuses.
      event.preventDefault();
      onActionRef.current(action);
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [enabled]);
}
