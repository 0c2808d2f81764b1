import { useEffect, useRef } from 'react';
import { PageSpinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { authMessages } from '../auth.messages';
import { useAuth } from '../components/useAuth';

/** /logout: logs the active session out, then lands on /login or the next saved account. */
export function LogoutPage() {
  useDocumentTitle(authMessages.logout.documentTitle);
  const { signOut } = useAuth();
  // Effects run twice in development; logging out twice would drop the fallback session too.
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void signOut();
  }, [signOut]);
  return <PageSpinner label={authMessages.logout.inProgress} />;
}
