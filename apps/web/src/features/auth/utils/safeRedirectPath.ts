/** The query parameter of /login that names the page to return to after signing in. */
export const REDIRECT_PARAM = 'next';

/** Pages that make no sense to return to after signing in. */
const NOT_A_DESTINATION = [
  '/login',
  '/login/sso',
  '/logout',
  '/register',
  '/recover',
  '/reset-password',
];

/**
 * The app path (path + query + hash) to go to after signing in, or null. Only a same-origin
 * path is accepted: never an absolute URL, a protocol-relative `//host` or a `/\host` that
 * browsers read as one, so a crafted link cannot send a fresh sign-in to another site.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  // Control characters (a tab or newline inside "/\t/evil.com") are dropped by URL parsers.
  if ([...value].some((character) => character.charCodeAt(0) < 0x20 || character === '\u007f')) {
    return null;
  }
  const base = 'http://app.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (NOT_A_DESTINATION.some((path) => url.pathname === path)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where signing in goes when no page asked for it. */
const DEFAULT_DESTINATIONS = ['/', '/dash'];

/** /login with the page to come back to, when it is not where signing in goes anyway. */
export function loginPathFor(returnTo: string): string {
  const safe = safeRedirectPath(returnTo);
  return safe && !DEFAULT_DESTINATIONS.includes(safe)
    ? `/login?${REDIRECT_PARAM}=${encodeURIComponent(safe)}`
    : '/login';
}
