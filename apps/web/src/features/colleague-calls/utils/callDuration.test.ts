import { describe, expect, it } from 'vitest';
import { formatCallDuration } from './callDuration';

describe('formatCallDuration', () => {
  it('reads like a clock: minutes and seconds, hours once there are any', () => {
    expect(formatCallDuration(0)).toBe('0:00');
    expect(formatCallDuration(7.9)).toBe('0:07');
    expect(formatCallDuration(754)).toBe('12:34');
    expect(formatCallDuration(3723)).toBe('1:02:03');
    expect(formatCallDuration(-5)).toBe('0:00');
  });
});
