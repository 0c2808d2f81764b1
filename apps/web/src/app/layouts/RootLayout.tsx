import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '../../features/auth/components/AuthProvider';
import { UserDateFormatProvider } from '../providers/UserDateFormatProvider';

/** Above both layouts: the auth state needs the router (it navigates) and serves both. */
export function RootLayout() {
  return (
    <AuthProvider>
      <UserDateFormatProvider>
        <Outlet />
        <ScrollRestoration />
      </UserDateFormatProvider>
    </AuthProvider>
  );
}
