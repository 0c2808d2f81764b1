import { describe, expect, it } from 'vitest';
import { compactUtc, fromWall, isValidTimeZone, parseCompactUtc, toWall } from './time-zones.js';

describe('time zones', () => {
  it('knows IANA zones and refuses others', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });

  it('converts between instants and wall clocks across DST', () => {
    const winter = new Date('2024-01-15T14:00:00Z');
    expect(toWall(winter, 'America/New_York').toISOString()).toBe('2024-01-15T09:00:00.000Z');
    expect(fromWall(new Date('2024-01-15T09:00:00Z'), 'America/New_York')).toEqual(winter);
    expect(fromWall(new Date('2024-07-15T09:00:00Z'), 'America/New_York')).toEqual(
      new Date('2024-07-15T13:00:00Z'),
    );
    // 02:30 does not exist on 2024-03-10 in New York: it moves forward an hour.
    expect(fromWall(new Date('2024-03-10T02:30:00Z'), 'America/New_York')).toEqual(
      new Date('2024-03-10T07:30:00Z'),
    );
    // 01:30 happens twice on 2024-11-03: the first one.
    expect(fromWall(new Date('2024-11-03T01:30:00Z'), 'America/New_York')).toEqual(
      new Date('2024-11-03T05:30:00Z'),
    );
  });

  it('changes offset at the second of a DST change, also on days it has seen before', () => {
    const wall = (instant: string, zone = 'Europe/Berlin') =>
      toWall(new Date(instant), zone).toISOString();
    for (let round = 0; round < 2; round += 1) {
      expect(wall('2026-03-29T00:59:59Z')).toBe('2026-03-29T01:59:59.000Z');
      expect(wall('2026-03-29T01:00:00Z')).toBe('2026-03-29T03:00:00.000Z');
      expect(wall('2026-03-28T12:00:00Z')).toBe('2026-03-28T13:00:00.000Z');
      expect(wall('2026-03-30T12:00:00Z')).toBe('2026-03-30T14:00:00.000Z');
      expect(wall('2026-10-25T00:59:59.500Z')).toBe('2026-10-25T02:59:59.500Z');
      expect(wall('2026-10-25T01:00:00Z')).toBe('2026-10-25T02:00:00.000Z');
      // Lord Howe moves by half an hour.
      expect(wall('2026-04-04T14:59:59Z', 'Australia/Lord_Howe')).toBe('2026-04-05T01:59:59.000Z');
      expect(wall('2026-04-04T15:00:00Z', 'Australia/Lord_Howe')).toBe('2026-04-05T01:30:00.000Z');
    }
  });

  it('writes and reads occurrence keys', () => {
    const instant = new Date('2024-05-01T09:30:05Z');
    expect(compactUtc(instant)).toBe('20240501T093005Z');
    expect(parseCompactUtc('20240501T093005Z')).toEqual(instant);
    expect(parseCompactUtc('20240231T000000Z')).toBeNull();
    expect(parseCompactUtc('junk')).toBeNull();
  });
});
