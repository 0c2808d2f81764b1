import { describe, expect, it } from 'vitest';
import { createSessionId } from './createSessionId';

describe('createSessionId', () => {
  it("is 'session-' + the timestamp + a random number from 0 to 999", () => {
    expect(createSessionId(1_700_000_000_000, 0)).toBe('session-17000000000000');
    expect(createSessionId(1_700_000_000_000, 0.4567)).toBe('session-1700000000000456');
    expect(createSessionId(1_700_000_000_000, 0.9999)).toBe('session-1700000000000999');
  });

  it('uses the clock and Math.random by default, in the shape the server accepts', () => {
    const before = Date.now();
    const id = createSessionId();
    const match = /^session-(\d{13})(\d{1,3})$/.exec(id);
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(before);
    expect(id).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
  });
});
