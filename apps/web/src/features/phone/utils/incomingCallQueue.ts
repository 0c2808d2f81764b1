import type { CallStatus, IncomingCall } from '@worksphere/contracts';

/**
 * The shared call state of spec 3 §7: incoming calls waiting for an answer, oldest first. A call
 * heard twice (a reconnect, a repeated event) is kept once, updated in place; one that is no
 * longer ringing (answered by a colleague, hung up, missed) leaves the queue.
 */
export type IncomingCallQueue = readonly IncomingCall[];

/** Statuses in which a call still rings and can be answered. */
export function isRinging(status: CallStatus): boolean {
  return status === 'ringing' || status === 'queued';
}

/** Adds or updates a call; a call no longer ringing is taken out instead. */
export function receiveCall(queue: IncomingCallQueue, call: IncomingCall): IncomingCall[] {
  if (!isRinging(call.status)) return removeCall(queue, call.callId);
  const index = queue.findIndex((waiting) => waiting.callId === call.callId);
  if (index === -1) return [...queue, call];
  const next = [...queue];
  next[index] = call;
  return next;
}

/** A call's new status, heard from callStatus: only the status of a waiting call changes. */
export function updateCallStatus(
  queue: IncomingCallQueue,
  callId: string,
  status: CallStatus,
): IncomingCall[] {
  const waiting = queue.find((call) => call.callId === callId);
  return waiting ? receiveCall(queue, { ...waiting, status }) : [...queue];
}

/** Takes a call out (answered or dismissed here). */
export function removeCall(queue: IncomingCallQueue, callId: string): IncomingCall[] {
  return queue.filter((waiting) => waiting.callId !== callId);
}
