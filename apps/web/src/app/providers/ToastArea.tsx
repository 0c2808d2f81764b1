import { lazy, Suspense } from 'react';
import { loadToast } from '../../platform/notify/notify';
import { useAfterFirstPaint } from './useAfterFirstPaint';

// Not on the first paint: the containers arrive with the library once the page has painted, and
// toasts raised before then wait for them (react-toastify queues toasts until a container mounts).
const PublicToastContainer = lazy(() =>
  loadToast().then(() =>
    import('./AppToastContainer').then(({ PublicToastContainer }) => ({
      default: PublicToastContainer,
    })),
  ),
);
const AppToastContainer = lazy(() =>
  loadToast().then(() =>
    import('./AppToastContainer').then(({ AppToastContainer }) => ({
      default: AppToastContainer,
    })),
  ),
);

/**
 * Where notifications appear: top right on public pages (spec 1 §2.2) and, with the same
 * timings, inside the signed-in app, where the stack also keeps clear of the user's work
 * (issue 22). Only one layout, so only one area, is mounted at a time.
 */
export function ToastArea({ placement }: { placement: 'public' | 'app' }) {
  const painted = useAfterFirstPaint();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      {placement === 'app' ? <AppToastContainer /> : <PublicToastContainer />}
    </Suspense>
  );
}
