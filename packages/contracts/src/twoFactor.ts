import { z } from 'zod';
import { authResponseSchema } from './user.js';
import { text } from './validation.js';

/**
 * Two-factor sign-in (issue 31): an authenticator app (TOTP) with one-time recovery codes, and
 * passkeys (WebAuthn). A user with either gets a second step after the password; an admin may
 * require it for the whole organisation.
 *
 * Signed in: GET /user/two-factor, POST /user/two-factor/totp/setup, POST .../totp/enable,
 * POST .../totp/disable, POST /user/two-factor/passkeys/options, POST /user/two-factor/passkeys,
 * DELETE /user/two-factor/passkeys/{id}, GET and PUT /organizations/two-factor-policy (admins).
 * Second step (public, with the pending token): POST /user/login/two-factor,
 * POST /user/login/two-factor/passkey/options, POST /user/login/two-factor/passkey.
 */

export const TWO_FACTOR_METHODS = ['totp', 'recovery', 'passkey'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

/** How many recovery codes enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the pending second step may take. */
export const TWO_FACTOR_PENDING_TTL_MS = 5 * 60_000;

/** The login answer of a user with two-factor sign-in: no session yet. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** Short-lived and signed; not a session token. */
  pendingToken: z.string(),
  methods: z.array(z.enum(TWO_FACTOR_METHODS)),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** POST /user/login answers a session, or the second step. */
export const loginResponseSchema = z.union([authResponseSchema, twoFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export function isTwoFactorChallenge(answer: LoginResponse): answer is TwoFactorChallenge {
  return 'twoFactorRequired' in answer && answer.twoFactorRequired === true;
}

const code = text()
  .trim()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'));
const recoveryCode = text()
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().min(1).max(40));

/** POST /user/login/two-factor: one of code (authenticator app) or recoveryCode. */
export const twoFactorVerifyRequestSchema = z
  .object({
    pendingToken: z.string().min(1).max(2000),
    code: code.optional(),
    recoveryCode: recoveryCode.optional(),
  })
  .refine((value) => Boolean(value.code) !== Boolean(value.recoveryCode), {
    message: 'Enter the code from your authenticator app or a recovery code.',
    path: ['code'],
  });
export type TwoFactorVerifyRequest = z.input<typeof twoFactorVerifyRequestSchema>;

/** POST /user/login/two-factor/passkey/options */
export const twoFactorPendingRequestSchema = z.object({
  pendingToken: z.string().min(1).max(2000),
});

/** WebAuthn JSON from @simplewebauthn/browser, checked by the server library. */
const webAuthnJson = z.record(z.string(), z.unknown());

/** POST /user/login/two-factor/passkey */
export const twoFactorPasskeyVerifyRequestSchema = z.object({
  pendingToken: z.string().min(1).max(2000),
  response: webAuthnJson,
});

export const twoFactorLoginResponseSchema = authResponseSchema;

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** GET /user/two-factor: what the user has; never a secret. */
export const twoFactorStatusSchema = z.object({
  totpEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.array(passkeySchema),
  /** The organisation requires two-factor sign-in. */
  required: z.boolean(),
  /** TOTP or at least one passkey. */
  enabled: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /user/two-factor/totp/setup: shown once, to scan or type into the app. */
export const totpSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

/** POST /user/two-factor/totp/enable */
export const totpEnableRequestSchema = z.object({ code });
export type TotpEnableRequest = z.input<typeof totpEnableRequestSchema>;

export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** POST /user/two-factor/totp/disable: the password and a code (app or recovery). */
export const totpDisableRequestSchema = z
  .object({
    password: text().min(1, 'Enter your password.'),
    code: code.optional(),
    recoveryCode: recoveryCode.optional(),
  })
  .refine((value) => Boolean(value.code) !== Boolean(value.recoveryCode), {
    message: 'Enter the code from your authenticator app or a recovery code.',
    path: ['code'],
  });
export type TotpDisableRequest = z.input<typeof totpDisableRequestSchema>;

/** POST /user/two-factor/passkeys: the browser's registration answer and a name. */
export const passkeyRegisterRequestSchema = z.object({
  name: text().trim().min(1).max(60).default('Passkey'),
  response: webAuthnJson,
});
export type PasskeyRegisterRequest = z.input<typeof passkeyRegisterRequestSchema>;

/** GET/PUT /organizations/two-factor-policy (admins). */
export const twoFactorPolicySchema = z.object({ required: z.boolean() });
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicySchema>;

export const TWO_FACTOR_MESSAGES = {
  invalidCode: 'That code is not right, or it was used already.',
  pendingInvalid: 'This sign-in step has expired. Sign in again.',
  noTotpSetup: 'Start the set-up again: scan the new QR code.',
  alreadyEnabled: 'Two-factor sign-in with an authenticator app is already on.',
  notEnabled: 'Two-factor sign-in with an authenticator app is not on.',
  wrongPassword: 'The password is not right.',
  passkeyFailed: 'The passkey could not be checked. Try again.',
  passkeyNotFound: 'That passkey is not one of yours.',
  throttled: 'Too many wrong codes for this account.',
  /** 403 TWO_FACTOR_REQUIRED: every route but enrolment's, until it is set up. */
  enrolmentRequired: 'Your organisation requires two-factor sign-in. Set it up to continue.',
};
