/**
 * Full page loads. Switching account must drop every piece of in-memory state of the previous
 * user, so it reloads instead of navigating inside the app. Wrapped so tests can observe it.
 */
export function reloadPage() {
  window.location.reload();
}

export function loadPage(path: string) {
  window.location.assign(path);
}
