import type { ReactNode } from 'react';
import { useAuth } from '../../features/auth/components/useAuth';
import { DateFormatProvider } from '../../platform/dates/DateFormatProvider';

/** Dates everywhere follow the signed-in user's zone and clock (/user/me); the browser's before. */
export function UserDateFormatProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return (
    <DateFormatProvider timeZone={user?.timeZone} timeFormat={user?.timeFormat}>
      {children}
    </DateFormatProvider>
  );
}
