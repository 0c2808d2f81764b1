import { PRESENCE_IDLE_MS } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { reportedPresenceOf } from './presenceActivity';

describe('reportedPresenceOf', () => {
  it('is online while shown and used within five minutes', () => {
    expect(reportedPresenceOf({ isHidden: false, lastInputAt: 0, now: PRESENCE_IDLE_MS - 1 })).toBe(
      'online',
    );
  });

  it('is away after five minutes without input, or while the page is hidden', () => {
    expect(reportedPresenceOf({ isHidden: false, lastInputAt: 0, now: PRESENCE_IDLE_MS })).toBe(
      'away',
    );
    expect(reportedPresenceOf({ isHidden: true, lastInputAt: 0, now: 1 })).toBe('away');
  });
});
