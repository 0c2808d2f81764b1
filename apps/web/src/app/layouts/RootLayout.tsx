import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '../../features/auth/components/AuthProvider';

/** Above both layouts: the auth state needs the router (it navigates) and serves both. */
export function RootLayout() {
  return (
    <AuthProvider>
      <Outlet />
      <ScrollRestoration />
    </AuthProvider>
  );
}
