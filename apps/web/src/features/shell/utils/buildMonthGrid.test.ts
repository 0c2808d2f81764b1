import { describe, expect, it } from 'vitest';
import { buildMonthGrid } from './buildMonthGrid';

describe('buildMonthGrid', () => {
  it('covers the month in whole weeks starting on Sunday', () => {
    // March 2026 starts on a Sunday and ends on a Tuesday.
    const weeks = buildMonthGrid(new Date(2026, 2, 15), new Date(2026, 2, 10));

    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.[0]?.date.getDate()).toBe(1);
    expect(weeks[4]?.[2]?.date.getDate()).toBe(31);
    expect(weeks[4]?.[3]?.isInMonth).toBe(false);
  });

  it('pads the first week with days of the previous month', () => {
    // November 2025 starts on a Saturday.
    const weeks = buildMonthGrid(new Date(2025, 10, 1), new Date(2000, 0, 1));

    expect(weeks[0]?.[0]?.date.getDate()).toBe(26);
    expect(weeks[0]?.[0]?.isInMonth).toBe(false);
    expect(weeks[0]?.[6]?.date.getDate()).toBe(1);
    expect(weeks).toHaveLength(6);
  });

  it('marks today and only today', () => {
    const weeks = buildMonthGrid(new Date(2026, 2, 1), new Date(2026, 2, 10));

    const todays = weeks.flat().filter((day) => day.isToday);
    expect(todays).toHaveLength(1);
    expect(todays[0]?.date.getDate()).toBe(10);
  });
});
