import { randomBytes } from 'node:crypto';
import {
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_MESSAGES,
  type AuthResponse,
  type RecoveryCodesResponse,
  type TotpSetupResponse,
  type TwoFactorPolicy,
  type TwoFactorStatus,
} from '@worksphere/contracts';
import type { AuthenticatorTransport } from '@simplewebauthn/server';
import type { Redis } from 'ioredis';
import type { AppDeps } from '../../../platform/app-deps.js';
import { verifyPassword } from '../../../platform/auth/password.js';
import type { SessionContext } from '../../../platform/auth/session-context.js';
import { hashToken } from '../../../platform/auth/tokens.js';
import { createAttemptThrottle } from '../../../platform/attempt-throttle.js';
import { AppError, forbidden, tryAgainError } from '../../../platform/errors.js';
import { recordAuditEvent } from '../../audit/audit.record.js';
import { findOrganizationUser } from '../../users/users.repo.js';
import { formatWait } from '../account-throttle.js';
import type { SessionsService } from '../sessions.service.js';
import { twoFactorMethodsOf } from './two-factor.gate.js';
import { readPendingSignIn, type PendingSignIn } from './two-factor.pending.js';
import * as repo from './two-factor.repo.js';

const ISSUER = 'Worksphere';
const TOTP_PERIOD_S = 30;
/** One period either side, for clocks a little apart. */
const TOTP_WINDOW = 1;
const CHALLENGE_TTL_MS = 5 * 60_000;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** What a code check is given: a code from the app, or a recovery code. */
export type SecondFactor = { code?: string; recoveryCode?: string };

/** How the second step was passed, as the sign-in's audit event says. */
type SecondFactorMethod = 'totp' | 'recovery' | 'passkey';

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Typed with or without the dash, in any case. */
const recoveryCodeHash = (code: string) =>
  hashToken(`recovery:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`);

async function totpOf(base32: string, label: string) {
  const { TOTP, Secret } = await import('otpauth');
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(base32),
  });
}

/** The time step a code belongs to, or undefined when it matches none near now. */
async function stepOfCode(base32: string, code: string): Promise<number | undefined> {
  const totp = await totpOf(base32, ISSUER);
  const delta = totp.validate({ token: code, window: TOTP_WINDOW });
  if (delta === null) return undefined;
  return totp.counter() + delta;
}

/**
 * Two-factor sign-in: the authenticator app (secret sealed at rest, each time step accepted
 * once), recovery codes (hashed, single use), passkeys, the second step of sign-in and the
 * organisation's rule. Wrong codes count per account (platform/attempt-throttle.ts).
 */
export function createTwoFactorService(
  deps: AppDeps,
  sessions: SessionsService,
  redis: Redis | undefined,
) {
  const { db, secrets, config } = deps;
  const throttle = createAttemptThrottle(config.accountThrottle, redis);
  const publicUrl = new URL(config.publicUrl);
  const rpID = publicUrl.hostname;
  const origin = publicUrl.origin;

  const throttleKeys = (userId: string) => [`two-factor:${hashToken(userId)}`];

  async function beginAttempt(userId: string) {
    const wait = await throttle.attempt(throttleKeys(userId));
    if (wait > 0) {
      throw tryAgainError('RATE_LIMITED', TWO_FACTOR_MESSAGES.throttled, formatWait(wait));
    }
  }

  /** Check a code from the app or a recovery code, spending it; false when wrong or used. */
  async function checkSecondFactor(userId: string, factor: SecondFactor): Promise<boolean> {
    if (factor.recoveryCode) {
      return repo.spendRecoveryCode(db, userId, recoveryCodeHash(factor.recoveryCode));
    }
    if (!factor.code) return false;
    const totp = await repo.findTotp(db, userId);
    if (!totp?.secretSealed) return false;
    const { secret } = secrets.open<{ secret: string }>(totp.secretSealed);
    const step = await stepOfCode(secret, factor.code);
    return step !== undefined && repo.spendTotpStep(db, userId, step);
  }

  async function issueRecoveryCodes(user: { userId: string; organizationId: string }) {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await repo.replaceRecoveryCodes(db, user, codes.map(recoveryCodeHash));
    return codes;
  }

  async function status(session: SessionContext): Promise<TwoFactorStatus> {
    const [totp, recoveryCodesLeft, passkeys, required] = await Promise.all([
      repo.findTotp(db, session.userId),
      repo.countRecoveryCodesLeft(db, session.userId),
      repo.listPasskeys(db, session.userId),
      repo.isTwoFactorRequired(db, session.organizationId),
    ]);
    const totpEnabled = Boolean(totp?.secretSealed);
    return {
      totpEnabled,
      recoveryCodesLeft,
      passkeys: passkeys.map((passkey) => ({
        id: passkey.id,
        name: passkey.name,
        createdAt: passkey.createdAt.toISOString(),
        lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
      })),
      required,
      enabled: totpEnabled || passkeys.length > 0,
    };
  }

  async function currentUser(session: SessionContext) {
    const user = await findOrganizationUser(db, session.organizationId, session.userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
    return user;
  }

  /** A new secret to scan; it only counts once a code from it is confirmed. */
  async function setupTotp(session: SessionContext): Promise<TotpSetupResponse> {
    const user = await currentUser(session);
    const existing = await repo.findTotp(db, user.id);
    if (existing?.secretSealed) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyEnabled);
    const { Secret } = await import('otpauth');
    const secret = new Secret({ size: 20 }).base32;
    await repo.savePendingTotpSecret(db, {
      userId: user.id,
      organizationId: user.organizationId,
      pendingSecretSealed: secrets.seal({ secret }),
    });
    const totp = await totpOf(secret, user.email || user.username);
    return { secret, otpauthUri: totp.toString() };
  }

  /** The first code confirms the app; the answer is the only time recovery codes are shown. */
  async function enableTotp(session: SessionContext, code: string): Promise<RecoveryCodesResponse> {
    await beginAttempt(session.userId);
    const totp = await repo.findTotp(db, session.userId);
    if (totp?.secretSealed) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyEnabled);
    if (!totp?.pendingSecretSealed)
      throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.noTotpSetup);
    const { secret } = secrets.open<{ secret: string }>(totp.pendingSecretSealed);
    const step = await stepOfCode(secret, code);
    if (step === undefined) throw new AppError('VALIDATION_ERROR', TWO_FACTOR_MESSAGES.invalidCode);
    const recoveryCodes = await db.transaction(async (tx) => {
      if (!(await repo.enableTotp(tx, session.userId, step))) {
        throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyEnabled);
      }
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await repo.replaceRecoveryCodes(
        tx,
        { userId: session.userId, organizationId: session.organizationId },
        codes.map(recoveryCodeHash),
      );
      await recordAuditEvent(tx, {
        organizationId: session.organizationId,
        actorUserId: session.userId,
        action: 'two_factor.enabled',
        details: { method: 'totp' },
      });
      return codes;
    });
    // Cached copies of the user's sessions still say "set-up pending" (two-factor.gate.ts).
    await sessions.announceUserChanged(session.userId);
    await throttle.clear(throttleKeys(session.userId));
    return { recoveryCodes };
  }

  /** Turning the app off takes the password and a code; the recovery codes go with it. */
  async function disableTotp(
    session: SessionContext,
    input: { password: string } & SecondFactor,
  ): Promise<void> {
    await beginAttempt(session.userId);
    const user = await currentUser(session);
    const totp = await repo.findTotp(db, user.id);
    if (!totp?.secretSealed) throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.notEnabled);
    if (!(await verifyPassword(input.password, user.passwordHash))) {
      throw new AppError('VALIDATION_ERROR', TWO_FACTOR_MESSAGES.wrongPassword);
    }
    if (!(await checkSecondFactor(user.id, input))) {
      throw new AppError('VALIDATION_ERROR', TWO_FACTOR_MESSAGES.invalidCode);
    }
    await db.transaction(async (tx) => {
      await repo.deleteTotp(tx, user.id);
      await repo.replaceRecoveryCodes(
        tx,
        { userId: user.id, organizationId: user.organizationId },
        [],
      );
      await recordAuditEvent(tx, {
        organizationId: session.organizationId,
        actorUserId: session.userId,
        action: 'two_factor.disabled',
        details: { method: 'totp' },
      });
    });
    await sessions.announceUserChanged(user.id);
    await throttle.clear(throttleKeys(user.id));
  }

  /** A pending sign-in whose user still exists, is active and is not already signed in by it. */
  async function pendingUser(pending: PendingSignIn) {
    const [user, spent] = await Promise.all([
      findOrganizationUser(db, pending.organizationId, pending.userId),
      repo.isPendingSpent(db, pending.tokenId),
    ]);
    if (!user?.active || spent) {
      throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.pendingInvalid);
    }
    return user;
  }

  /**
   * The pending sign-in spent, the session and its audit event commit together (as password
   * sign-in's): no two-factor sign-in the log does not show, no event of one that failed.
   */
  async function openSessionFor(
    pending: PendingSignIn,
    userAgent: string | undefined,
    secondFactor: SecondFactorMethod,
  ) {
    const user = await pendingUser(pending);
    return db.transaction(async (tx) => {
      if (!(await repo.spendPending(tx, pending.tokenId, new Date(pending.expiresAt)))) {
        throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.pendingInvalid);
      }
      await recordAuditEvent(tx, {
        organizationId: user.organizationId,
        actorUserId: user.id,
        action: 'auth.sign_in',
        details: { method: 'password', secondFactor },
      });
      return sessions.openSession(tx, user, userAgent);
    });
  }

  /**
   * A refused code or passkey answer. The attempt was already counted towards the account's
   * delay (beginAttempt, before the check, so parallel guesses cannot slip past it), and stays
   * counted whatever happens here: the delay never depends on the log. The refusal is answered
   * only once its event is written; when it cannot be, the request fails (500) instead of
   * answering a refusal the log does not show.
   */
  async function failedChallenge(pending: PendingSignIn, method: string): Promise<never> {
    await recordAuditEvent(db, {
      organizationId: pending.organizationId,
      actorUserId: pending.userId,
      action: 'two_factor.challenge_failed',
      details: { method },
    });
    throw new AppError('INVALID_CREDENTIALS', TWO_FACTOR_MESSAGES.invalidCode);
  }

  /** The second step with a code from the app or a recovery code: then the session. */
  async function verifySignIn(
    input: { pendingToken: string } & SecondFactor,
    userAgent: string | undefined,
  ): Promise<AuthResponse> {
    const pending = readPendingSignIn(secrets, input.pendingToken);
    await beginAttempt(pending.userId);
    await pendingUser(pending);
    const method = input.recoveryCode ? 'recovery' : 'totp';
    if (!(await checkSecondFactor(pending.userId, input))) {
      return failedChallenge(pending, method);
    }
    const answer = await openSessionFor(pending, userAgent, method);
    await throttle.clear(throttleKeys(pending.userId));
    return answer;
  }

  // ---- Passkeys (WebAuthn): @simplewebauthn/server, loaded on first use.

  const webauthn = () => import('@simplewebauthn/server');

  async function passkeyRegistrationOptions(session: SessionContext) {
    const user = await currentUser(session);
    const existing = await repo.listPasskeys(db, user.id);
    const { generateRegistrationOptions } = await webauthn();
    const options = await generateRegistrationOptions({
      rpName: ISSUER,
      rpID,
      userName: user.email || user.username,
      userDisplayName: user.username,
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({
        id: passkey.credentialId,
        transports: passkey.transports as AuthenticatorTransport[],
      })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    await repo.saveChallenge(db, {
      purposeKey: `register:${user.id}`,
      userId: user.id,
      challenge: options.challenge,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
    return options;
  }

  async function registerPasskey(
    session: SessionContext,
    input: { name: string; response: Record<string, unknown> },
  ) {
    const challenge = await repo.takeChallenge(db, `register:${session.userId}`, session.userId);
    if (!challenge) throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.passkeyFailed);
    const { verifyRegistrationResponse } = await webauthn();
    const verification = await verifyRegistrationResponse({
      response: input.response as never,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    }).catch(() => undefined);
    if (!verification?.verified || !verification.registrationInfo) {
      throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.passkeyFailed);
    }
    const { credential } = verification.registrationInfo;
    // The passkey and its audit event commit together: one the log cannot show is not kept.
    const row = await db.transaction(async (tx) => {
      const inserted = await repo
        .insertPasskey(tx, {
          userId: session.userId,
          organizationId: session.organizationId,
          name: input.name,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? [],
        })
        .catch(() => {
          throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.passkeyFailed);
        });
      await recordAuditEvent(tx, {
        organizationId: session.organizationId,
        actorUserId: session.userId,
        action: 'two_factor.enabled',
        details: { method: 'passkey' },
      });
      return inserted;
    });
    await sessions.announceUserChanged(session.userId);
    return {
      passkey: {
        id: row.id,
        name: row.name,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: null,
      },
    };
  }

  /** The removal and its audit event commit together: a removal the log cannot show keeps it. */
  async function removePasskey(session: SessionContext, id: string) {
    if (!/^[0-9a-f-]{36}$/i.test(id)) {
      throw new AppError('NOT_FOUND', TWO_FACTOR_MESSAGES.passkeyNotFound);
    }
    await db.transaction(async (tx) => {
      if (!(await repo.deletePasskey(tx, session, id))) {
        throw new AppError('NOT_FOUND', TWO_FACTOR_MESSAGES.passkeyNotFound);
      }
      await recordAuditEvent(tx, {
        organizationId: session.organizationId,
        actorUserId: session.userId,
        action: 'two_factor.disabled',
        details: { method: 'passkey' },
      });
    });
    await sessions.announceUserChanged(session.userId);
  }

  async function passkeySignInOptions(pendingToken: string) {
    const pending = readPendingSignIn(secrets, pendingToken);
    await pendingUser(pending);
    const passkeys = await repo.listPasskeys(db, pending.userId);
    if (!passkeys.length) throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.passkeyFailed);
    const { generateAuthenticationOptions } = await webauthn();
    const options = await generateAuthenticationOptions({
      rpID,
      allowCredentials: passkeys.map((passkey) => ({
        id: passkey.credentialId,
        transports: passkey.transports as AuthenticatorTransport[],
      })),
      userVerification: 'preferred',
    });
    await repo.saveChallenge(db, {
      purposeKey: `sign-in:${pending.tokenId}`,
      userId: pending.userId,
      challenge: options.challenge,
      expiresAt: new Date(Math.min(Date.now() + CHALLENGE_TTL_MS, pending.expiresAt)),
    });
    return options;
  }

  async function verifyPasskeySignIn(
    input: { pendingToken: string; response: Record<string, unknown> },
    userAgent: string | undefined,
  ): Promise<AuthResponse> {
    const pending = readPendingSignIn(secrets, input.pendingToken);
    await beginAttempt(pending.userId);
    await pendingUser(pending);
    const challenge = await repo.takeChallenge(db, `sign-in:${pending.tokenId}`, pending.userId);
    const credentialId = typeof input.response.id === 'string' ? input.response.id : '';
    const passkey = (await repo.listPasskeys(db, pending.userId)).find(
      (candidate) => candidate.credentialId === credentialId,
    );
    if (!challenge || !passkey) return failedChallenge(pending, 'passkey');
    const { verifyAuthenticationResponse } = await webauthn();
    const verification = await verifyAuthenticationResponse({
      response: input.response as never,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    }).catch(() => undefined);
    if (!verification?.verified) return failedChallenge(pending, 'passkey');
    await repo.markPasskeyUsed(db, passkey.id, verification.authenticationInfo.newCounter);
    const answer = await openSessionFor(pending, userAgent, 'passkey');
    await throttle.clear(throttleKeys(pending.userId));
    return answer;
  }

  // ---- The organisation's rule.

  async function policy(session: SessionContext): Promise<TwoFactorPolicy> {
    return { required: await repo.isTwoFactorRequired(db, session.organizationId) };
  }

  async function setPolicy(session: SessionContext, required: boolean): Promise<TwoFactorPolicy> {
    if (session.role !== 'ADMIN') throw forbidden();
    // The rule and its audit event commit together: a change the log cannot show is not made.
    await db.transaction(async (tx) => {
      await repo.setTwoFactorRequired(tx, session.organizationId, required, session.userId);
      await recordAuditEvent(tx, {
        organizationId: session.organizationId,
        actorUserId: session.userId,
        action: 'organization.settings_changed',
        details: { setting: 'two_factor_required', required },
      });
    });
    // Every member's cached session must read the rule again, at once.
    await sessions.announceUsersChanged(await repo.listUserIds(db, session.organizationId));
    return { required };
  }

  return {
    status,
    setupTotp,
    enableTotp,
    disableTotp,
    verifySignIn,
    passkeyRegistrationOptions,
    registerPasskey,
    removePasskey,
    passkeySignInOptions,
    verifyPasskeySignIn,
    policy,
    setPolicy,
    methodsOf: (userId: string) => twoFactorMethodsOf(db, userId),
    /** For tests and a later "new recovery codes" action. */
    issueRecoveryCodes,
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
