/**
 * Whether a user hid the Get started card, kept in this browser's localStorage per user id:
 * tips are worth hiding once per device, and the server layout stays a list of widgets.
 */
const keyOf = (userId: string) => `ws.dashboard.gettingStartedHidden.${userId}`;

export function isGettingStartedHidden(userId: string): boolean {
  try {
    return window.localStorage.getItem(keyOf(userId)) === 'true';
  } catch {
    // Storage refused (private mode, quota): show the card.
    return false;
  }
}

export function hideGettingStarted(userId: string): void {
  try {
    window.localStorage.setItem(keyOf(userId), 'true');
  } catch {
    // Storage refused: the card comes back on the next visit, which is harmless.
  }
}
