import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { PageSpinner } from '../../../ui/Spinner';
import { authMessages } from '../auth.messages';
import { useAuth } from './useAuth';

/** Renders its children for a signed-in user; anyone else is sent to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, retryLoadingUser } = useAuth();
  if (status === 'signedOut') return <Navigate to="/login" replace />;
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
