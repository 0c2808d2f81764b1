import { describe, expect, it } from 'vitest';
import { formatInstant } from './format-instant.js';

describe('dates the assistant writes', () => {
  const at = '2026-11-27T20:00:00Z';

  it('use the shell’s format, in the user’s zone', () => {
    expect(formatInstant(at, 'America/New_York')).toBe('Fri, Nov 27, 2026, 3:00 PM');
    expect(formatInstant(at, 'Europe/Paris', false)).toBe('Fri, Nov 27, 2026');
  });

  it('follow the user’s 12/24-hour clock', () => {
    expect(formatInstant(at, { timeZone: 'America/New_York', timeFormat: '24h' })).toBe(
      'Fri, Nov 27, 2026, 15:00',
    );
    expect(formatInstant(at, { timeZone: 'Europe/Paris', timeFormat: '12h' })).toBe(
      'Fri, Nov 27, 2026, 9:00 PM',
    );
  });
});
