import { useContext, useMemo } from 'react';
import { DateFormatContext } from './DateFormatContext';
import { createDateFormatter, type DateFormatter } from './dateFormatter';

/**
 * The formatting functions for the signed-in user's locale, zone and clock. A screen drawn in a
 * zone of its own (a calendar's, a shop's) passes it; the clock and locale stay the user's.
 */
export function useDateFormatter(timeZone?: string): DateFormatter {
  const dates = useContext(DateFormatContext);
  return useMemo(
    () =>
      !timeZone || timeZone === dates.preferences.timeZone || !isKnownTimeZone(timeZone)
        ? dates
        : createDateFormatter({ ...dates.preferences, timeZone }),
    [dates, timeZone],
  );
}

/** A zone this browser can show (an unknown one falls back to the user's, not an error). */
function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone });
    return true;
  } catch {
    return false;
  }
}
