import { lazy, Suspense } from 'react';
import { loadToast } from '../../platform/notify/notify';
import { useAfterFirstPaint } from './useAfterFirstPaint';

// Not on the first paint: the containers arrive with the library once the page has painted, and
// toasts raised before then wait for them (react-toastify queues toasts until a container mounts).
const ToastContainer = lazy(() =>
  loadToast().then(() =>
    import('react-toastify').then(({ ToastContainer }) => ({ default: ToastContainer })),
  ),
);
const AppToastContainer = lazy(() =>
  loadToast().then(() =>
    import('./AppToastContainer').then(({ AppToastContainer }) => ({
      default: AppToastContainer,
    })),
  ),
);

const AUTO_CLOSE_MS = 3000;

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
      {placement === 'app' ? (
        <AppToastContainer />
      ) : (
        <ToastContainer
          position="top-right"
          autoClose={AUTO_CLOSE_MS}
          newestOnTop
          closeOnClick
          pauseOnHover
          pauseOnFocusLoss
          draggable
          theme="light"
        />
      )}
    </Suspense>
  );
}
