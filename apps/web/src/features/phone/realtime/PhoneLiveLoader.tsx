import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../auth/components/useAuth';

// Fetched after the page paints: the banner waits for the first call, not the page for it.
const PhoneLive = lazy(() =>
  import('./PhoneLive').then(({ PhoneLive }) => ({ default: PhoneLive })),
);

/** Calls and SMS live (the incoming-call banner) for those who may use them (calls:use). */
export function PhoneLiveLoader() {
  const user = useCurrentUser();
  // utils/canUseCalls's rule, written out so the signed-in shell loads no extra chunk for it.
  if (user.role !== 'ADMIN' && !user.permissions.includes('calls:use')) return null;
  return (
    <Suspense fallback={null}>
      <PhoneLive />
    </Suspense>
  );
}
