import { lazy, Suspense } from 'react';
import { loadToast } from '../../platform/notify/notify';

// Not on the first paint: the container arrives with the library, and toasts wait for it.
const ToastContainer = lazy(() =>
  loadToast().then(() =>
    import('react-toastify').then(({ ToastContainer }) => ({ default: ToastContainer })),
  ),
);

const AUTO_CLOSE_MS = 3000;

/**
 * Where notifications appear: top right on public pages (spec 1 §2.2), bottom right inside the
 * signed-in app (spec 3 §2). Only one layout, so only one area, is mounted at a time.
 */
export function ToastArea({ placement }: { placement: 'public' | 'app' }) {
  return (
    <Suspense fallback={null}>
      <ToastContainerFor placement={placement} />
    </Suspense>
  );
}

function ToastContainerFor({ placement }: { placement: 'public' | 'app' }) {
  if (placement === 'public') {
    return (
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
    );
  }
  return <ToastContainer position="bottom-right" autoClose={AUTO_CLOSE_MS} theme="light" />;
}
