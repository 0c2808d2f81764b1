import { useEffect, useRef } from 'react';
import { resolveTaskShortcut, type TaskShortcutAction } from './taskShortcuts';

/** Is a dialog (the task dialog, a popover, the shortcut sheet) open over the page? */
function isDialogOpen(): boolean {
  return Boolean(document.querySelector('[role="dialog"], [role="alertdialog"]'));
}

/**
 * Listens for the tasks screen's shortcuts on the whole page while it is shown; keys typed in a
 * field or pressed with a dialog open are left alone.
 */
export function useTaskShortcuts(onShortcut: (action: TaskShortcutAction) => void) {
  // The latest handler, without adding and removing the listener on every render.
  const handlerRef = useRef(onShortcut);
  useEffect(() => {
    handlerRef.current = onShortcut;
  });

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing || isDialogOpen()) return;
      const action = resolveTaskShortcut(event);
      if (!action) return;
      event.preventDefault();
      handlerRef.current(action);
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, []);
}
