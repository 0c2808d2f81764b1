import { ToastContainer } from 'react-toastify';
import { useToastStackPlacement } from '../../platform/notify/useToastStackPlacement';
import { ToastCloseButton } from './ToastCloseButton';

export const TOAST_AUTO_CLOSE_MS = 3000;
/** More would reach down over the page; later ones wait their turn (fewer where room is short). */
export const TOAST_LIMIT = 3;

/**
 * The signed-in app's toasts: top right with the spec's timings, newest on top, at most three
 * (fewer when only fewer fit), moved clear of whatever is marked data-toast-keep-clear (the top
 * bar, the floating chat window, the chat composer, the point-of-sale total and Place order), so
 * they never cover the user's work.
 */
export function AppToastContainer() {
  const { top, right, limit } = useToastStackPlacement(TOAST_LIMIT);
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      newestOnTop
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
      draggable
      limit={limit}
      theme="light"
      closeButton={ToastCloseButton}
      style={{ top, right }}
    />
  );
}

/** The public pages' toasts (spec 1 §2.2): top right, the same timings, no stack placement. */
export function PublicToastContainer() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      newestOnTop
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
      draggable
      theme="light"
      closeButton={ToastCloseButton}
    />
  );
}
