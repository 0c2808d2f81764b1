import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { PageSpinner } from '../../../ui/Spinner';
import { authMessages } from '../auth.messages';
import { loginPathFor } from '../utils/safeRedirectPath';
import { useAuth } from './useAuth';

/**
 * Renders its children for a signed-in user; anyone else is sent to /login, which brings them
 * back here (path and query) after signing in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, retryLoadingUser } = useAuth();
  const location = useLocation();
  if (status === 'signedOut') {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  if (status === 'loading') return <PageSpinner label={authMessages.guard.loading} />;
  if (status === 'error') {
    return (
      <EmptyState
        className="min-h-[60vh]"
        icon={<CloudOff aria-hidden className="size-6" />}
        title={authMessages.guard.loadFailedTitle}
        description={authMessages.guard.loadFailedText}
        action={<Button onClick={retryLoadingUser}>{authMessages.guard.retry}</Button>}
      />
    );
  }
  return children;
}
