import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserTimeZone, createDateFormatter } from './dateFormatter';
import { DateFormatProvider } from './DateFormatProvider';
import { useDateFormatter } from './useDateFormatter';

const INSTANT = '2026-11-27T15:05:00Z';

function ShownTime({ zone }: { zone?: string }) {
  const dates = useDateFormatter(zone);
  return <p>{dates.formatTime(INSTANT).replace(/\s/g, ' ')}</p>;
}

describe('DateFormatProvider', () => {
  it('hands every screen the user’s zone and clock', () => {
    const { rerender } = render(
      <DateFormatProvider locale="en-US" timeZone="Asia/Tokyo" timeFormat="24h">
        <ShownTime />
      </DateFormatProvider>,
    );
    expect(screen.getByText('00:05')).toBeInTheDocument();

    // The profile changes: the times follow at once.
    rerender(
      <DateFormatProvider locale="en-US" timeZone="Asia/Tokyo" timeFormat="12h">
        <ShownTime />
      </DateFormatProvider>,
    );
    expect(screen.getByText('12:05 AM')).toBeInTheDocument();
  });

  it('falls back to the browser’s zone without one, and lets a screen use a zone of its own', () => {
    render(
      <DateFormatProvider locale="en-US" timeZone={null} timeFormat="24h">
        <ShownTime zone="America/New_York" />
        <ShownTime zone="Not/AZone" />
      </DateFormatProvider>,
    );
    const browserTime = createDateFormatter({
      locale: 'en-US',
      timeZone: browserTimeZone(),
      timeFormat: '24h',
    }).formatTime(INSTANT);
    // An unknown zone is not an error: the user's (here the browser's) stands in.
    expect(screen.getAllByRole('paragraph').map((shown) => shown.textContent)).toEqual([
      '10:05',
      browserTime,
    ]);
  });
});
