import type { Call } from '@worksphere/contracts';

/** Who held each call as last heard: a change to this member is a transfer to them. */
export type CallHolders = Map<string, string | null>;

/**
 * Takes a live call status in and tells whether the call was just handed to this member: it is
 * in progress, theirs now, and was someone else's before. A call first heard already theirs
 * (placed or answered by them, maybe in another tab) is not a transfer.
 */
export function receiveHolder(holders: CallHolders, call: Call, userId: string): boolean {
  const known = holders.has(call.id);
  const previous = holders.get(call.id);
  const holder = call.user?.id ?? null;
  if (call.status === 'in-progress' || call.status === 'ringing' || call.status === 'queued') {
    holders.set(call.id, holder);
  } else {
    holders.delete(call.id);
  }
  return known && previous !== userId && holder === userId && call.status === 'in-progress';
}
