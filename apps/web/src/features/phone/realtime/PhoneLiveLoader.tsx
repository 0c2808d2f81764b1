import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../auth/components/useAuth';
import { canUseCalls } from '../utils/canUseCalls';

// Fetched after the page paints: the banner waits for the first call, not the page for it.
const PhoneLive = lazy(() =>
  import('./PhoneLive').then(({ PhoneLive }) => ({ default: PhoneLive })),
);

/** Calls and SMS live (the incoming-call banner) for those who may use them (calls:use). */
export function PhoneLiveLoader() {
  const user = useCurrentUser();
  if (!canUseCalls(user)) return null;
  return (
    <Suspense fallback={null}>
      <PhoneLive />
    </Suspense>
  );
}
