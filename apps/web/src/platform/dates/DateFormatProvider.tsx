import { useMemo, type ReactNode } from 'react';
import { formattingLocale } from '../i18n/locales';
import { DateFormatContext } from './DateFormatContext';
import { browserTimeZone, createDateFormatter, type TimeFormat } from './dateFormatter';

/**
 * Hands every screen one formatter built from the user's preferences (fed by /user/me); a
 * missing zone falls back to the browser's, a missing locale to the interface language's.
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
  const language = locale ?? formattingLocale;
  const clock = timeFormat ?? 'auto';
  const formatter = useMemo(
    () => createDateFormatter({ locale: language, timeZone: zone, timeFormat: clock }),
    [language, zone, clock],
  );
  return <DateFormatContext.Provider value={formatter}>{children}</DateFormatContext.Provider>;
}
