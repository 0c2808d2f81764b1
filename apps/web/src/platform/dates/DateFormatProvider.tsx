import { useMemo, type ReactNode } from 'react';
import { DateFormatContext } from './DateFormatContext';
import { browserTimeZone, createDateFormatter, type TimeFormat } from './dateFormatter';

/**
 * Hands every screen one formatter built from the user's preferences (fed by /user/me); a
 * missing zone or locale falls back to the browser's.
 */
export function DateFormatProvider({
  timeZone,
  timeFormat,
  locale,
  children,
}: {
  timeZone?: string | null | undefined;
  timeFormat?: TimeFormat | undefined;
  locale?: string | undefined;
  children: ReactNode;
}) {
  const zone = timeZone || browserTimeZone();
  const clock = timeFormat ?? 'auto';
  const formatter = useMemo(
    () => createDateFormatter({ locale, timeZone: zone, timeFormat: clock }),
    [locale, zone, clock],
  );
  return <DateFormatContext.Provider value={formatter}>{children}</DateFormatContext.Provider>;
}
