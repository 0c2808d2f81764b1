/**
 * The few contract values the web app needs before anything else (the sign-in page, the saved
 * sessions, the request helper), kept free of zod so they cost the first paint nothing. The
 * schemas that use them re-export them from their usual modules.
 */

/** Message sent with a 401 whose session can no longer be used (spec 1 §8 default). */
export const REAUTH_MESSAGE = 'Re-authentication required.';

/** Key of a saved browser session: user id and organisation id joined. */
export function sessionKeyOf(userId: string, organizationId: string): string {
  return `${userId}:${organizationId}`;
}

/** The sign-in form's own checks, shared by the login schema and the web's plain check. */
export const LOGIN_MESSAGES = {
  identifierRequired: 'Enter your username or e-mail.',
  passwordRequired: 'Enter your password.',
};
