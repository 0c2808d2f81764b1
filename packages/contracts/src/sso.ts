import { z } from 'zod';
import { templatedMessage } from './message-template.js';
import { text } from './validation.js';

/**
 * Single sign-on with OpenID Connect, one provider per organisation (issue 31).
 * Admin: GET, PUT and DELETE /organizations/sso. Sign-in: POST /user/sso/start {email} answers
 * the provider's address; the provider sends the browser back to GET /user/sso/callback, which
 * redirects to /login/sso?ticket=... (or ?error=...); POST /user/sso/complete {ticket} opens
 * the session and answers as login does.
 */

/**
 * The sign-up refusal for an address of a domain that requires single sign-on, with its
 * `{domain}`: the error body names the domain in `params`, so the web says it in its language.
 */
export const SSO_SIGN_UP_REFUSED =
  'Addresses at {domain} sign in with single sign-on; no password account can be made for them. Use "Sign in with single sign-on" on the sign-in page.';

/** The server's texts about single sign-on. */
export const SSO_MESSAGES = {
  adminOnly: 'Only an admin can change single sign-on.',
  notConfigured: 'Single sign-on is not set up for this organisation.',
  noOrganizationForDomain:
    'No organisation signs in with single sign-on for this e-mail domain. Sign in with your password.',
  issuerInvalid: 'Enter the issuer as an https address, e.g. https://login.example.com.',
  secretRequired: 'Enter the client secret.',
  domainsRequired: 'Enter at least one e-mail domain.',
  domainInvalid: templatedMessage(
    '"{domain}" is not an e-mail domain (e.g. example.com).',
    (domain: string) => ({ domain }),
  ),
  domainTaken: templatedMessage(
    'Another organisation already signs in with single sign-on for {domain}.',
    (domain: string) => ({ domain }),
  ),
  /** The reason is the provider's or the network's own words (sent as they are). */
  discoveryFailed: templatedMessage(
    "The provider's OpenID configuration could not be read: {reason}",
    (reason: string) => ({ reason }),
  ),
  issuerMismatch: templatedMessage(
    'The provider calls itself {announced}; enter exactly that as the issuer.',
    (announced: string) => ({ announced }),
  ),
  passwordRefused:
    'Your organisation signs in with single sign-on. Use "Sign in with single sign-on" on the sign-in page.',
  /** Open sign-up (or a new organisation) with an address of a domain that requires it. */
  signUpRefused: templatedMessage(SSO_SIGN_UP_REFUSED, (domain: string) => ({ domain })),
  resetRefused:
    'Your organisation signs in with single sign-on, so its passwords cannot be reset. Use "Sign in with single sign-on" on the sign-in page.',
  breakGlassInvalid:
    'Choose an active administrator of this organisation to keep password sign-in.',
  ticketInvalid: 'This sign-in link is invalid, used or expired. Sign in again.',
  providerUnavailable:
    'The single sign-on provider cannot be reached right now. Try again, or ask an administrator.',
} as const;

/** The outcome codes the callback gives /login/sso?error= (the page says each in its words). */
export const SSO_ERROR_CODES = ['expired', 'denied', 'failed', 'domain', 'account'] as const;
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const domainSchema = text()
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^@/, ''))
  .refine((value) => DOMAIN.test(value), {
    error: (issue) => SSO_MESSAGES.domainInvalid(String(issue.input)),
  });

/** PUT /organizations/sso: an empty client secret keeps the stored one. */
export const ssoConfigRequestSchema = z.object({
  issuer: text().trim().min(1, SSO_MESSAGES.issuerInvalid).max(500),
  clientId: text().trim().min(1, 'Enter the client id.').max(300),
  clientSecret: text().max(2000).optional().default(''),
  domains: z
    .array(domainSchema)
    .min(1, SSO_MESSAGES.domainsRequired)
    .max(20)
    .transform((list) => [...new Set(list)]),
  requireSso: z.boolean().default(false),
  /**
   * While single sign-on is required: the admin of this organisation who keeps password sign-in
   * (break-glass). Left out: the current one stays, or the saving admin when there is none.
   */
  breakGlassUserId: z.uuid().nullish(),
});
export type SsoConfigRequest = z.input<typeof ssoConfigRequestSchema>;

/** GET /organizations/sso. The client secret never leaves the server: only whether one is set. */
export const ssoConfigResponseSchema = z.object({
  configured: z.boolean(),
  issuer: z.string(),
  clientId: z.string(),
  hasClientSecret: z.boolean(),
  domains: z.array(z.string()),
  requireSso: z.boolean(),
  /** Keeps password sign-in while single sign-on is required: the admin who last required it. */
  breakGlassAdmin: z.object({ id: z.string(), username: z.string() }).nullable(),
  /** The organisation's active admins: who may be the break-glass admin. */
  admins: z.array(z.object({ id: z.string(), username: z.string(), name: z.string() })),
  /** What to register at the provider as the redirect (callback) address. */
  redirectUri: z.string(),
});
export type SsoConfigResponse = z.infer<typeof ssoConfigResponseSchema>;

/** POST /user/sso/start */
export const ssoStartRequestSchema = z.object({
  email: text().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address.')),
});
export type SsoStartRequest = z.infer<typeof ssoStartRequestSchema>;
export const ssoStartResponseSchema = z.object({ url: z.string() });
export type SsoStartResponse = z.infer<typeof ssoStartResponseSchema>;

/** POST /user/sso/complete: the one-time ticket the callback put in the address. */
export const ssoCompleteRequestSchema = z.object({ ticket: text().trim().min(1).max(200) });
export type SsoCompleteRequest = z.infer<typeof ssoCompleteRequestSchema>;
