/** sessionStorage key of a success message to show after the next page load. */
export const PENDING_TOAST_STORAGE_KEY = 'ws.pendingToast';

/** Keeps a message across the reload that follows an account switch. */
export function stashPendingToast(message: string) {
  try {
    window.sessionStorage.setItem(PENDING_TOAST_STORAGE_KEY, message);
  } catch {
    // Without sessionStorage the confirmation is lost; the switch itself still happens.
  }
}

/** Returns the stashed message once, then forgets it. */
export function takePendingToast(): string | null {
  try {
    const message = window.sessionStorage.getItem(PENDING_TOAST_STORAGE_KEY);
    window.sessionStorage.removeItem(PENDING_TOAST_STORAGE_KEY);
    return message;
  } catch {
    return null;
  }
}
