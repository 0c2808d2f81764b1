import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from './AuthContext';

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}

/** The signed-in user, for screens behind <RequireAuth> where there always is one. */
export function useCurrentUser() {
  const { user } = useAuth();
  if (!user)
    throw new Error('useCurrentUser needs a signed-in user (wrap the route in RequireAuth).');
  return user;
}
