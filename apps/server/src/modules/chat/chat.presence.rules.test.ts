import { describe, expect, it } from 'vitest';
import { aggregatePresence, readReportedPresence } from './chat.presence.rules.js';

describe('aggregatePresence', () => {
  const now = 1_000_000;
  it('is offline without live connections', () => {
    expect(aggregatePresence([], now)).toBe('offline');
    expect(aggregatePresence([{ status: 'online', expiresAt: now }], now)).toBe('offline');
  });

  it('is online when any live connection is active', () => {
    const connections = [
      { status: 'away' as const, expiresAt: now + 10 },
      { status: 'online' as const, expiresAt: now + 10 },
    ];
    expect(aggregatePresence(connections, now)).toBe('online');
  });

  it('is away when the live connections are all idle, even beside an expired active one', () => {
    const connections = [
      { status: 'online' as const, expiresAt: now - 1 },
      { status: 'away' as const, expiresAt: now + 10 },
    ];
    expect(aggregatePresence(connections, now)).toBe('away');
  });
});

describe('readReportedPresence', () => {
  it('accepts online and away only', () => {
    expect(readReportedPresence('online')).toBe('online');
    expect(readReportedPresence('away')).toBe('away');
    expect(readReportedPresence('offline')).toBeUndefined();
    expect(readReportedPresence({ status: 'online' })).toBeUndefined();
  });
});
