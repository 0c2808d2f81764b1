/** localStorage key of the active session's bearer token (spec 1 §9). */
export const TOKEN_STORAGE_KEY = 'token';

/** The active bearer token, or null; storage can be unavailable (private mode, sandboxed frames). */
export function readSessionToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}
