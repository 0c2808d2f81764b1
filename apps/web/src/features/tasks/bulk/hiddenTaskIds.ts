import { useSyncExternalStore } from 'react';

/**
 * Tasks deleted on screen whose delete request waits for its toast to close (so Undo can still
 * keep them). Kept outside React: the toast outlives the page that started it.
 */
let hidden: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

function publish(next: ReadonlySet<string>) {
  hidden = next;
  for (const listener of listeners) listener();
}

/** Take these tasks off every list at once. */
export function hideTasks(ids: readonly string[]) {
  publish(new Set([...hidden, ...ids]));
}

/** Show these tasks again (Undo), or forget them (deleted for good). */
export function unhideTasks(ids: readonly string[]) {
  const next = new Set(hidden);
  for (const id of ids) next.delete(id);
  publish(next);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The tasks to leave out of what the screen shows. */
export function useHiddenTaskIds(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, () => hidden);
}
