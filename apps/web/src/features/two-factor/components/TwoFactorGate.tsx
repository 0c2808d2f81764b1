import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { PageSpinner } from '../../../ui/Spinner';
import { useAuth } from '../../auth/components/useAuth';
import { useTwoFactorStatusQuery } from '../api/twoFactorApi';
import { useTwoFactorRequiredAnswers } from '../api/useTwoFactorRequiredAnswers';
import { twoFactorMessages as messages } from '../twoFactor.messages';

const TwoFactorSection = lazy(() =>
  import('./TwoFactorSection').then((module) => ({ default: module.TwoFactorSection })),
);

/**
 * When the organisation requires two-factor sign-in and this user has none, the set-up is all
 * they see after signing in; "Continue" appears once it is on (after the recovery codes). The
 * server refuses everything else meanwhile (403 TWO_FACTOR_REQUIRED): such an answer to any
 * request opens the set-up and reads the status again. The set-up's own requests are allowed,
 * so this cannot loop.
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const { user, signOut } = useAuth();
  const status = useTwoFactorStatusQuery();
  const [isEnrolling, setIsEnrolling] = useState(false);
  const mustEnrol = Boolean(status.data?.required && !status.data.enabled);
  useTwoFactorRequiredAnswers(() => {
    setIsEnrolling(true);
    void status.refetch();
  });
  if (mustEnrol && !isEnrolling) setIsEnrolling(true);
  if (!isEnrolling) return children;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">
          {messages.requiredTitle}
        </h1>
        <p className="mt-2 text-sm text-zinc-600">{messages.requiredDescription}</p>
      </div>
      <Suspense fallback={<PageSpinner label={messages.loading} />}>
        <TwoFactorSection isAdmin={false} />
      </Suspense>
      <div className="flex flex-wrap gap-2">
        {status.data?.enabled ? (
          <Button onClick={() => setIsEnrolling(false)}>{messages.continueToApp}</Button>
        ) : null}
        {user ? (
          <Button variant="ghost" onClick={() => void signOut()}>
            {messages.signOut}
          </Button>
        ) : null}
      </div>
    </main>
  );
}
