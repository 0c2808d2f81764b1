import { TYPING_THROTTLE_MS, TYPING_TIMEOUT_MS } from '@worksphere/contracts';

/** Who types in a thread: user id -> when their indicator lapses (ms since the epoch). */
export type TypingUsers = ReadonlyMap<string, number>;

/** A typing event: the typist shows until TYPING_TIMEOUT_MS of silence. */
export function addTypist(users: TypingUsers, userId: string, now: number): TypingUsers {
  return new Map(users).set(userId, now + TYPING_TIMEOUT_MS);
}

/** Their message arrived (or they lapsed): the typist goes. */
export function removeTypist(users: TypingUsers, userId: string): TypingUsers {
  if (!users.has(userId)) return users;
  const next = new Map(users);
  next.delete(userId);
  return next;
}

/** Drops lapsed typists; answers the same map when none lapsed. */
export function pruneTypists(users: TypingUsers, now: number): TypingUsers {
  const live = [...users].filter(([, until]) => until > now);
  return live.length === users.size ? users : new Map(live);
}

/**
 * The client's side of the limit: one typing event per window (a little more than the
 * server's, so a late packet is never the one the server drops).
 */
export const TYPING_SEND_EVERY_MS = TYPING_THROTTLE_MS + 150;

/** Whether a keystroke now should send a typing event, given when the last one went. */
export function shouldSendTyping(lastSentAt: number | null, now: number): boolean {
  return lastSentAt === null || now - lastSentAt >= TYPING_SEND_EVERY_MS;
}
