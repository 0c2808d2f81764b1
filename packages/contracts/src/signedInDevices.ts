import { z } from 'zod';

/**
 * Settings > Sessions: every browser and device signed in as the current user, with its last
 * use; each can be signed out, or all but this one.
 * GET /user/me/sessions, DELETE /user/me/sessions/{id}, POST /user/me/sessions/sign-out-others.
 */
export const signedInDeviceSchema = z.object({
  id: z.string(),
  /** "Chrome 156", "Firefox 140"; null when the browser did not say. */
  browser: z.string().nullable(),
  /** "Linux", "macOS 15", "iOS 18"; null when unknown. */
  system: z.string().nullable(),
  device: z.enum(['desktop', 'mobile', 'tablet', 'unknown']),
  signedInAt: z.string(),
  lastUsedAt: z.string(),
  /** The session making this request. */
  isCurrent: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;

export const signedInDevicesResponseSchema = z.object({ sessions: z.array(signedInDeviceSchema) });
export type SignedInDevicesResponse = z.infer<typeof signedInDevicesResponseSchema>;

export const signOutOthersResponseSchema = z.object({ signedOut: z.number().int() });
export type SignOutOthersResponse = z.infer<typeof signOutOthersResponseSchema>;

export const SIGNED_IN_DEVICES_MESSAGES = {
  notFound: 'That session is not one of yours, or it has ended already.',
  /** The current session is ended with Log Out, which also clears this browser. */
  notCurrent: 'This is the session you are using: sign out of it with Log Out.',
};
