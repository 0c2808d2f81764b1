/**
 * The rules of picking tasks in a list or on a board, apart from the DOM: the ids come in the
 * order the screen shows them.
 */

/** Add the task if it was not selected, else take it out. */
export function toggleSelected(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/**
 * Shift+click: every task between the anchor (the last one picked) and the clicked one, both
 * included, joins the selection. Without an anchor still on screen only the clicked one does.
 */
export function selectRange(
  orderedIds: readonly string[],
  selected: ReadonlySet<string>,
  anchorId: string | null,
  targetId: string,
): Set<string> {
  const next = new Set(selected);
  const from = anchorId === null ? -1 : orderedIds.indexOf(anchorId);
  const to = orderedIds.indexOf(targetId);
  if (to === -1) return next;
  if (from === -1) {
    next.add(targetId);
    return next;
  }
  const [start, end] = from <= to ? [from, to] : [to, from];
  for (const id of orderedIds.slice(start, end + 1)) next.add(id);
  return next;
}

/**
 * J/K: the next or previous task. With nothing focused yet (or the focused one gone), J starts
 * at the first task and K at the last; the ends do not wrap.
 */
export function moveFocus(
  orderedIds: readonly string[],
  focusedId: string | null,
  step: 1 | -1,
): string | null {
  if (orderedIds.length === 0) return null;
  const index = focusedId === null ? -1 : orderedIds.indexOf(focusedId);
  if (index === -1) return step === 1 ? orderedIds[0]! : orderedIds.at(-1)!;
  return orderedIds[Math.min(Math.max(index + step, 0), orderedIds.length - 1)]!;
}

/** Selected ids still on screen, in screen order (a live update may have removed some). */
export function selectedInOrder(
  orderedIds: readonly string[],
  selected: ReadonlySet<string>,
): string[] {
  return orderedIds.filter((id) => selected.has(id));
}
