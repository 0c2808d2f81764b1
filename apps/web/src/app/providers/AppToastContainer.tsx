import { ToastContainer, type ToastContainerProps } from 'react-toastify';
import { useToastStackPlacement } from '../../platform/notify/useToastStackPlacement';
import { ToastCloseButton } from './ToastCloseButton';

export const TOAST_AUTO_CLOSE_MS = 3000;
/** More would reach down over the page; later ones wait their turn (fewer where room is short). */
export const TOAST_LIMIT = 3;

/** The spec's toast options (spec 1 §2.2), the same on public pages and in the app. */
const SPEC_TOAST_OPTIONS = {
  position: 'top-right',
  autoClose: TOAST_AUTO_CLOSE_MS,
  newestOnTop: true,
  closeOnClick: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  theme: 'light',
  closeButton: ToastCloseButton,
} satisfies ToastContainerProps;

/**
 * The signed-in app's toasts: top right with the spec's timings, newest on top, at most three
 * (fewer when only fewer fit), moved clear of whatever is marked data-toast-keep-clear (the top
 * bar, the floating chat window, the chat composer, the point-of-sale total and Place order), so
 * they never cover the user's work.
 */
export function AppToastContainer() {
  const { top, right, limit } = useToastStackPlacement(TOAST_LIMIT);
  return <ToastContainer {...SPEC_TOAST_OPTIONS} limit={limit} style={{ top, right }} />;
}

/** The public pages' toasts (spec 1 §2.2): top right, the same timings, no stack placement. */
export function PublicToastContainer() {
  return <ToastContainer {...SPEC_TOAST_OPTIONS} />;
}
