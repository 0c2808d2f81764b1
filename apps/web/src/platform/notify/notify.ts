import type { ToastContent, ToastOptions, toast } from 'react-toastify';

type Toast = typeof toast;

let loaded: Toast | undefined;
let loading: Promise<Toast> | undefined;

/** react-toastify, fetched once; the sign-in page paints before it is needed. */
export function loadToast(): Promise<Toast> {
  loading ??= import('react-toastify').then(({ toast }) => (loaded = toast));
  return loading;
}

function show(kind: 'success' | 'error' | 'info', message: ToastContent, options?: ToastOptions) {
  if (loaded) loaded[kind](message, options);
  else void loadToast().then((toast) => toast[kind](message, options));
}

/**
 * Toasts for code on the first paint (the request helper, the auth provider). A toast shown
 * before the library has loaded waits for it; react-toastify itself queues toasts until a
 * container is mounted. A message may be a component (a toast with an Undo button).
 */
export const notify = {
  success: (message: ToastContent, options?: ToastOptions) => show('success', message, options),
  error: (message: ToastContent, options?: ToastOptions) => show('error', message, options),
  info: (message: ToastContent, options?: ToastOptions) => show('info', message, options),
};
