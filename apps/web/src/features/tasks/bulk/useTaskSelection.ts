import { useCallback, useMemo, useState } from 'react';
import { moveFocus, selectRange, toggleSelected } from './taskSelection';

type ClickModifiers = { shiftKey: boolean; metaKey: boolean; ctrlKey: boolean };

/**
 * Which tasks are selected for bulk work, which one the keyboard is on, and where a Shift+click
 * range starts. `orderedIds` reads the tasks in screen order when asked (the list or the board).
 */
export function useTaskSelection(orderedIds: () => string[]) {
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [anchorId, setAnchorId] = useState<string | null>(null);

  /** A click with Shift or Cmd/Ctrl selects and answers true; a plain click is the caller's. */
  const handleSelectClick = useCallback(
    (taskId: string, event: ClickModifiers): boolean => {
      if (event.shiftKey) {
        setSelectedIds((current) => selectRange(orderedIds(), current, anchorId, taskId));
      } else if (event.metaKey || event.ctrlKey) {
        setSelectedIds((current) => toggleSelected(current, taskId));
      } else {
        setFocusedId(taskId);
        return false;
      }
      setAnchorId(taskId);
      setFocusedId(taskId);
      return true;
    },
    [anchorId, orderedIds],
  );

  /** X, or the row's checkbox: select or unselect one task. */
  const toggle = useCallback((taskId: string) => {
    setSelectedIds((current) => toggleSelected(current, taskId));
    setAnchorId(taskId);
    setFocusedId(taskId);
  }, []);

  /** J (1) or K (-1); answers the task now focused. */
  const move = useCallback(
    (step: 1 | -1) => {
      const next = moveFocus(orderedIds(), focusedId, step);
      setFocusedId(next);
      return next;
    },
    [focusedId, orderedIds],
  );

  const clear = useCallback(() => {
    setSelectedIds(new Set());
    setAnchorId(null);
  }, []);

  return useMemo(
    () => ({ selectedIds, focusedId, setFocusedId, handleSelectClick, toggle, move, clear }),
    [selectedIds, focusedId, handleSelectClick, toggle, move, clear],
  );
}
