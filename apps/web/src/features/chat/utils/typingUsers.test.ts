import { TYPING_THROTTLE_MS, TYPING_TIMEOUT_MS } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { addTypist, pruneTypists, removeTypist, shouldSendTyping } from './typingUsers';

describe('typing users', () => {
  it('adds a typist until the timeout, and a later event extends it', () => {
    let users = addTypist(new Map(), 'ann', 1000);
    expect(users.get('ann')).toBe(1000 + TYPING_TIMEOUT_MS);
    users = addTypist(users, 'ann', 4000);
    expect(pruneTypists(users, 1000 + TYPING_TIMEOUT_MS)).toBe(users);
    expect([...pruneTypists(users, 4000 + TYPING_TIMEOUT_MS).keys()]).toEqual([]);
  });

  it('removes a typist whose message arrived, keeping the others', () => {
    const users = addTypist(addTypist(new Map(), 'ann', 0), 'bob', 0);
    expect([...removeTypist(users, 'ann').keys()]).toEqual(['bob']);
    expect(removeTypist(users, 'cleo')).toBe(users);
  });
});

describe('shouldSendTyping', () => {
  it('sends the first keystroke, then no more than one per throttle window', () => {
    expect(shouldSendTyping(null, 0)).toBe(true);
    expect(shouldSendTyping(0, TYPING_THROTTLE_MS - 1)).toBe(false);
    expect(shouldSendTyping(0, TYPING_THROTTLE_MS)).toBe(false);
    expect(shouldSendTyping(0, TYPING_THROTTLE_MS + 150)).toBe(true);
  });
});
