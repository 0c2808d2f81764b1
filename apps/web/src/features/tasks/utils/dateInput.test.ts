import { describe, expect, it } from 'vitest';
import { toLocalInputValue, toUtcIso } from './dateInput';

describe('toUtcIso', () => {
  it('turns a local date and time into the UTC ISO instant', () => {
    const local = '2030-03-04T09:30';
    expect(toUtcIso(local)).toBe(new Date(2030, 2, 4, 9, 30).toISOString());
    expect(toUtcIso(local)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
  });

  it('gives null for an empty or unreadable value', () => {
    expect(toUtcIso('')).toBeNull();
    expect(toUtcIso('not a date')).toBeNull();
  });
});

describe('toLocalInputValue', () => {
  it('shows a UTC instant in local time, and round-trips', () => {
    const iso = new Date(2030, 11, 31, 23, 5).toISOString();
    expect(toLocalInputValue(iso)).toBe('2030-12-31T23:05');
    expect(toUtcIso(toLocalInputValue(iso))).toBe(iso);
  });

  it('is empty for no date', () => {
    expect(toLocalInputValue(null)).toBe('');
    expect(toLocalInputValue(undefined)).toBe('');
  });
});

describe('in a named time zone', () => {
  it('reads and shows local time of that zone, whatever the machine’s zone', () => {
    // Berlin is UTC+1 in January and UTC+2 in July.
    expect(toUtcIso('2030-01-15T09:30', 'Europe/Berlin')).toBe('2030-01-15T08:30:00.000Z');
    expect(toUtcIso('2030-07-15T09:30', 'Europe/Berlin')).toBe('2030-07-15T07:30:00.000Z');
    expect(toLocalInputValue('2030-01-15T08:30:00.000Z', 'Europe/Berlin')).toBe('2030-01-15T09:30');
    expect(toLocalInputValue('2030-01-15T08:30:00.000Z', 'America/New_York')).toBe(
      '2030-01-15T03:30',
    );
  });
});
