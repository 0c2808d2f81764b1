/**
 * The shared call state of spec 3 §7: incoming calls waiting for an answer, oldest first. A call
 * heard twice (a reconnect, a second tab's replay) is kept once, updated in place; one that
 * ended (answered elsewhere, hung up, missed) leaves the queue.
 */
export type QueuedCall = { id: string; status: string };

/** Statuses in which a call still rings and can be answered. */
export const RINGING_STATUSES: ReadonlySet<string> = new Set(['queued', 'initiated', 'ringing']);

export function isRinging(call: QueuedCall): boolean {
  return RINGING_STATUSES.has(call.status);
}

/** Adds or updates a call; a call no longer ringing is taken out instead. */
export function receiveCall<Call extends QueuedCall>(queue: readonly Call[], call: Call): Call[] {
  const without = queue.filter((waiting) => waiting.id !== call.id);
  if (!isRinging(call)) return without;
  const index = queue.findIndex((waiting) => waiting.id === call.id);
  if (index === -1) return [...queue, call];
  const next = [...queue];
  next[index] = call;
  return next;
}

/** Takes a call out (answered or dismissed here). */
export function removeCall<Call extends QueuedCall>(queue: readonly Call[], id: string): Call[] {
  return queue.filter((waiting) => waiting.id !== id);
}
