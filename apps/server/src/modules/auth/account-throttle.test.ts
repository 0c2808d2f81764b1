import { describe, expect, it } from 'vitest';
import { formatWait } from './account-throttle.js';

describe('formatWait', () => {
  it('rounds up to whole seconds, then to whole minutes', () => {
    expect(formatWait(1)).toBe('1 second');
    expect(formatWait(29_100)).toBe('30 seconds');
    expect(formatWait(60_000)).toBe('1 minute');
    expect(formatWait(61_000)).toBe('2 minutes');
    expect(formatWait(300_000)).toBe('5 minutes');
  });
});
