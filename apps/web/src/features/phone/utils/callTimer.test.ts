import { describe, expect, it } from 'vitest';
import { formatCallTimer, secondsSince } from './callTimer';

describe('the call timer', () => {
  it('reads as a phone shows it', () => {
    expect(formatCallTimer(0)).toBe('0:00');
    expect(formatCallTimer(7)).toBe('0:07');
    expect(formatCallTimer(750)).toBe('12:30');
    expect(formatCallTimer(3723)).toBe('1:02:03');
  });

  it('counts whole seconds from the answer, never below zero', () => {
    const answeredAt = '2026-01-01T10:00:00.000Z';
    expect(secondsSince(answeredAt, Date.parse('2026-01-01T10:01:05.900Z'))).toBe(65);
    expect(secondsSince(answeredAt, Date.parse('2026-01-01T09:59:59.000Z'))).toBe(0);
  });
});
