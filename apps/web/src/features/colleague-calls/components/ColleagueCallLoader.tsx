import { lazy, Suspense } from 'react';

// Fetched after the page paints: WebRTC's code waits for the first page, not the page for it.
const ColleagueCallLive = lazy(() =>
  import('./ColleagueCallLive').then(({ ColleagueCallLive }) => ({ default: ColleagueCallLive })),
);

/** Calls between colleagues (ringing and the call window) on every signed-in page. */
export function ColleagueCallLoader() {
  return (
    <Suspense fallback={null}>
      <ColleagueCallLive />
    </Suspense>
  );
}
