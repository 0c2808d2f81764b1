import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useAuth } from '../../features/auth/components/useAuth';
import { DateFormatProvider } from '../../platform/dates/DateFormatProvider';
import { formattingLocale } from '../../platform/i18n';

/**
 * Dates everywhere follow the signed-in user's zone and clock (/user/me); the browser's before.
 * React Aria's parts (date fields' order and screen-reader labels, its hidden Dismiss buttons)
 * follow the page's language, not the browser's.
 */
export function UserDateFormatProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return (
    <I18nProvider locale={formattingLocale}>
      <DateFormatProvider timeZone={user?.timeZone} timeFormat={user?.timeFormat}>
        {children}
      </DateFormatProvider>
    </I18nProvider>
  );
}
