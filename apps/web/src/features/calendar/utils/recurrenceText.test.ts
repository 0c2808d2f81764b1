import { describe, expect, it } from 'vitest';
import { createDateFormatter } from '../../../platform/dates/dateFormatter';
import { describeRecurrence } from './recurrenceText';

const dates = createDateFormatter({
  locale: 'en-US',
  timeZone: 'Europe/Berlin',
  timeFormat: '24h',
});

describe('how a series repeats, in words', () => {
  it('names the days of a weekly series and its last date', () => {
    expect(
      describeRecurrence(
        {
          frequency: 'weekly',
          interval: 1,
          byWeekday: ['MO', 'WE'],
          until: '2026-06-30T21:59:59.999Z',
        },
        dates,
      ),
    ).toBe(`Every week on Monday and Wednesday, until ${dates.formatDate('2026-06-30T12:00:00Z')}`);
  });

  it('says the interval and the number of times', () => {
    expect(
      describeRecurrence({ frequency: 'monthly', interval: 2, byWeekday: [], count: 6 }, dates),
    ).toBe('Every 2 months, 6 times');
    expect(describeRecurrence({ frequency: 'daily', interval: 1, byWeekday: [] }, dates)).toBe(
      'Every day',
    );
  });
});
