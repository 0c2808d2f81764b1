/**
 * The AI session id of spec 3 §3: 'session-' + a timestamp + a random number from 0 to 999,
 * made on the client before the first message of a conversation.
 */
export function createSessionId(now: number = Date.now(), random: number = Math.random()): string {
  return `session-${now}${Math.floor(random * 1000)}`;
}
