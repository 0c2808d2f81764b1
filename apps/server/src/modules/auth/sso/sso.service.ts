import {
  DEFAULT_MEMBER_PERMISSIONS,
  personDisplayName,
  SSO_MESSAGES,
  type AuthResponse,
  type SsoConfigResponse,
  type SsoErrorCode,
  type ssoConfigRequestSchema,
} from '@worksphere/contracts';
import * as client from 'openid-client';
import type { z } from 'zod';
import type { AppDeps } from '../../../platform/app-deps.js';
import { hashPassword } from '../../../platform/auth/password.js';
import type { SessionContext } from '../../../platform/auth/session-context.js';
import { createToken, hashToken } from '../../../platform/auth/tokens.js';
import type { DbExecutor } from '../../../platform/db/database.js';
import {
  AppError,
  forbidden,
  isUniqueViolation,
  messageError,
  templateError,
} from '../../../platform/errors.js';
import { recordAuditEvent } from '../../audit/audit.record.js';
import * as usersRepo from '../../users/users.repo.js';
import type { SessionsService } from '../sessions.service.js';
import { recordSsoEvent } from './sso.audit.js';
import { createOidcClient, describe, ProviderUnusableError } from './sso.oidc.js';
import * as repo from './sso.repo.js';

type ConfigInput = z.output<typeof ssoConfigRequestSchema>;

/** How long a started sign-in may take at the provider. */
export const SSO_STATE_TTL_MS = 10 * 60_000;
/** How long the sign-in page has to trade the callback's ticket for a session. */
export const SSO_TICKET_TTL_MS = 2 * 60_000;
/** Where the callback sends the browser (the web app's /login/sso page). */
export const SSO_PAGE_PATH = '/login/sso';

type SealedState = { codeVerifier: string; nonce: string };

/** Thrown inside the callback: the page says the code in its words, the log says the reason. */
class CallbackError extends Error {
  constructor(
    readonly code: SsoErrorCode,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const domainOf = (email: string) => email.split('@')[1]?.toLowerCase() ?? '';

/**
 * Password sign-in of a member of an organisation that requires single sign-on is refused,
 * except for its break-glass admin (the admin chosen in Settings > Single sign-on),
 * so a broken provider cannot lock everybody out. Call it once the password is known right.
 */
export async function assertPasswordSignInAllowed(
  db: DbExecutor,
  user: { id: string; organizationId: string },
) {
  if (await isPasswordRefused(db, user)) {
    throw new AppError('FORBIDDEN', SSO_MESSAGES.passwordRefused);
  }
}

/** Does the user's organisation require single sign-on of them (not its break-glass admin)? */
export async function isPasswordRefused(
  db: DbExecutor,
  user: { id: string; organizationId: string },
): Promise<boolean> {
  const found = await repo.findConfig(db, user.organizationId);
  if (!found?.config.requireSso) return false;
  // Break-glass only while still an active admin (a demoted one signs in like any member).
  const isBreakGlass =
    found.config.breakGlassUserId === user.id &&
    found.breakGlassRole === 'ADMIN' &&
    found.breakGlassActive === true;
  return !isBreakGlass;
}

/**
 * No password account for an address of a domain whose organisation requires single sign-on
 * (open sign-up, an invitation, or a new organisation): its people sign in through the provider.
 */
export async function assertPasswordSignUpAllowed(db: DbExecutor, email: string) {
  const domain = domainOf(email);
  if (await repo.findRequiringOrganizationForDomain(db, domain)) {
    throw messageError('FORBIDDEN', SSO_MESSAGES.signUpRefused, domain);
  }
}

/**
 * May a reset link be mailed? An address of a domain that requires single sign-on is refused
 * out loud (the domain's rule is no secret: the sign-in page's single sign-on tells anyone), but
 * for the break-glass admin. Any other member of such an organisation gets no mail and the usual
 * answer, which never says whether an account exists.
 */
export async function mayMailPasswordReset(
  db: DbExecutor,
  email: string,
  user: { id: string; organizationId: string } | undefined,
): Promise<boolean> {
  const owner = await repo.findRequiringOrganizationForDomain(db, domainOf(email));
  const isBreakGlass = Boolean(user && owner && owner.breakGlassUserId === user.id);
  if (owner && !isBreakGlass) throw new AppError('FORBIDDEN', SSO_MESSAGES.resetRefused);
  return !user || !(await isPasswordRefused(db, user));
}

/** Single sign-on with OpenID Connect, one provider per organisation. */
export function createSsoService(deps: AppDeps, sessions: SessionsService) {
  const { db, config, secrets, logger } = deps;
  const oidc = createOidcClient(deps.outbound);
  const redirectUri = `${config.publicUrl}/api/user/sso/callback`;

  function assertAdmin(session: SessionContext) {
    if (session.role !== 'ADMIN') throw forbidden(SSO_MESSAGES.adminOnly);
  }

  async function getConfig(session: SessionContext): Promise<SsoConfigResponse> {
    assertAdmin(session);
    const found = await repo.findConfig(db, session.organizationId);
    const [domains, admins] = await Promise.all([
      found ? repo.listDomains(db, session.organizationId) : [],
      repo.listActiveAdmins(db, session.organizationId),
    ]);
    return {
      configured: Boolean(found),
      issuer: found?.config.issuer ?? '',
      clientId: found?.config.clientId ?? '',
      hasClientSecret: Boolean(found),
      domains,
      requireSso: found?.config.requireSso ?? false,
      breakGlassAdmin:
        found?.config.requireSso && found.config.breakGlassUserId && found.breakGlassUsername
          ? { id: found.config.breakGlassUserId, username: found.breakGlassUsername }
          : null,
      admins: admins.map((admin) => ({
        id: admin.id,
        username: admin.username,
        name: personDisplayName(admin),
      })),
      redirectUri,
    };
  }

  /**
   * Who keeps password sign-in while single sign-on is required: the admin chosen (an active
   * admin of this organisation, or 400), else the current one while still an admin, else the
   * admin saving.
   */
  async function breakGlassFor(
    session: SessionContext,
    input: ConfigInput,
    existing: Awaited<ReturnType<typeof repo.findConfig>>,
  ): Promise<{ id: string; username: string } | null> {
    if (!input.requireSso) return null;
    const admins = await repo.listActiveAdmins(db, session.organizationId);
    const adminById = (id: string | null | undefined) => admins.find((admin) => admin.id === id);
    if (input.breakGlassUserId) {
      const chosen = adminById(input.breakGlassUserId);
      if (!chosen) throw new AppError('BAD_REQUEST', SSO_MESSAGES.breakGlassInvalid);
      return chosen;
    }
    const kept = adminById(existing?.config.breakGlassUserId);
    if (kept) return kept;
    const saving = adminById(session.userId);
    if (!saving) throw forbidden(SSO_MESSAGES.adminOnly);
    return saving;
  }

  /**
   * Save the provider after checking it answers discovery with exactly this issuer. An empty
   * secret keeps the stored one. Requiring single sign-on names a break-glass admin.
   */
  async function saveConfig(session: SessionContext, input: ConfigInput) {
    assertAdmin(session);
    const existing = await repo.findConfig(db, session.organizationId);
    let clientSecret = input.clientSecret;
    if (!clientSecret) {
      if (!existing) throw new AppError('BAD_REQUEST', SSO_MESSAGES.secretRequired);
      clientSecret = secrets.open<{ clientSecret: string }>(
        existing.config.clientSecretSealed,
      ).clientSecret;
    }
    const breakGlass = await breakGlassFor(session, input, existing);
    const taken = await repo.findDomainsOfOthers(db, session.organizationId, input.domains);
    if (taken.length > 0) throw messageError('CONFLICT', SSO_MESSAGES.domainTaken, taken[0]!);
    const settings = { issuer: input.issuer, clientId: input.clientId, clientSecret };
    // The cached discovery of the provider as it was goes; the check below caches it anew.
    if (existing) oidc.forget(existing.config.issuer);
    try {
      const announced = await oidc.announcedIssuer(input.issuer);
      if (announced !== input.issuer) {
        throw new ProviderUnusableError(
          SSO_MESSAGES.issuerMismatch(String(announced)),
          SSO_MESSAGES.issuerMismatch.params(String(announced)),
        );
      }
      await oidc.discover(settings, { fresh: true });
    } catch (error) {
      if (!(error instanceof ProviderUnusableError)) throw error;
      // The reason's own fields (a host...) go along, so it is said in the page language too.
      throw templateError('BAD_REQUEST', SSO_MESSAGES.discoveryFailed.template, {
        reason: error.message,
        ...error.params,
      });
    }
    try {
      await db.transaction(async (tx) => {
        await repo.upsertConfig(tx, {
          organizationId: session.organizationId,
          issuer: input.issuer,
          clientId: input.clientId,
          clientSecretSealed: secrets.seal({ clientSecret }),
          requireSso: input.requireSso,
          breakGlassUserId: breakGlass?.id ?? null,
        });
        await repo.replaceDomains(tx, session.organizationId, input.domains);
        await recordSsoEvent(tx, {
          organizationId: session.organizationId,
          actorId: session.userId,
          action: 'sso.settings_changed',
          details: {
            issuer: input.issuer,
            domains: input.domains,
            requireSso: input.requireSso,
            secretChanged: Boolean(input.clientSecret),
            // Who keeps password sign-in is the setting's point: named, never a secret.
            breakGlassAdmin: breakGlass?.username ?? null,
            breakGlassChanged:
              (breakGlass?.id ?? null) !== (existing?.config.breakGlassUserId ?? null),
          },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw messageError('CONFLICT', SSO_MESSAGES.domainTaken, input.domains.join(', '));
      }
      throw error;
    }
    return getConfig(session);
  }

  async function deleteConfig(session: SessionContext) {
    assertAdmin(session);
    const existing = await repo.findConfig(db, session.organizationId);
    if (existing) oidc.forget(existing.config.issuer);
    await db.transaction(async (tx) => {
      if (await repo.deleteConfig(tx, session.organizationId)) {
        await recordSsoEvent(tx, {
          organizationId: session.organizationId,
          actorId: session.userId,
          action: 'sso.settings_changed',
          details: { removed: true },
        });
      }
    });
    return getConfig(session);
  }

  async function providerOf(organizationId: string) {
    const found = await repo.findConfig(db, organizationId);
    if (!found) return undefined;
    const { clientSecret } = secrets.open<{ clientSecret: string }>(
      found.config.clientSecretSealed,
    );
    return {
      settings: { issuer: found.config.issuer, clientId: found.config.clientId, clientSecret },
      domains: await repo.listDomains(db, organizationId),
    };
  }

  /** The work e-mail's domain picks the organisation; answer the provider's sign-in address. */
  async function start(email: string): Promise<{ url: string }> {
    const organizationId = await repo.findOrganizationForDomain(db, domainOf(email));
    const provider = organizationId ? await providerOf(organizationId) : undefined;
    if (!organizationId || !provider) {
      throw new AppError('NOT_FOUND', SSO_MESSAGES.noOrganizationForDomain);
    }
    let configuration: client.Configuration;
    try {
      configuration = await oidc.discover(provider.settings);
    } catch (error) {
      logger.warn({ organizationId, reason: describe(error) }, 'sso provider unusable');
      throw new AppError('SERVICE_UNAVAILABLE', SSO_MESSAGES.providerUnavailable);
    }
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    await repo.insertState(db, {
      stateHash: hashToken(state),
      organizationId,
      sealed: secrets.seal({ codeVerifier, nonce } satisfies SealedState),
      expiresAt: new Date(Date.now() + SSO_STATE_TTL_MS),
    });
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      login_hint: email,
    });
    return { url: url.href };
  }

  /** A username for a new account from the e-mail's local part, made unique. */
  async function freeUsername(email: string) {
    const local = email.split('@')[0] ?? '';
    let base = local.replace(/[^a-zA-Z0-9._-]/g, '').slice(0, 32);
    if (base.length < 3) base = `user${base}`;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const candidate = attempt === 0 ? base : `${base}${Math.floor(Math.random() * 10_000)}`;
      if (!(await repo.usernameExists(db, candidate))) return candidate;
    }
    return `${base.slice(0, 20)}-${createToken().slice(0, 8)}`.replace(/[^a-zA-Z0-9._-]/g, 'x');
  }

  /** The member behind a verified e-mail, made just in time when the address is new. */
  async function memberFor(
    organizationId: string,
    claims: { email: string; givenName?: string; familyName?: string },
  ) {
    const existing = await usersRepo.findUserByEmail(db, claims.email);
    if (existing) {
      if (existing.organizationId !== organizationId) {
        throw new CallbackError('account', 'the e-mail belongs to another organisation');
      }
      if (!existing.active) throw new CallbackError('account', 'the account is deactivated');
      return { user: existing };
    }
    // Nobody knows this password: the account signs in through the provider.
    const passwordHash = await hashPassword(createToken());
    const username = await freeUsername(claims.email);
    // The new member and their audit event commit together, as a registration's do.
    const user = await db.transaction(async (tx) => {
      const inserted = await usersRepo.insertUser(tx, {
        organizationId,
        username,
        email: claims.email,
        passwordHash,
        firstName: (claims.givenName ?? '').slice(0, 80),
        lastName: (claims.familyName ?? '').slice(0, 80),
        role: 'MEMBER',
        permissions: DEFAULT_MEMBER_PERMISSIONS,
      });
      await recordAuditEvent(tx, {
        organizationId,
        actorUserId: inserted.id,
        action: 'member.joined',
        target: { type: 'user', id: inserted.id, label: inserted.email },
        details: { role: 'MEMBER', via: 'sso' },
      });
      return inserted;
    });
    return { user };
  }

  /**
   * The provider's redirect back: take the state once, exchange the code (PKCE) and check the
   * ID token, then hand the browser a one-time ticket. Never a 5xx: the page shows the outcome.
   */
  async function callback(query: Record<string, string>): Promise<string> {
    const failed = (code: SsoErrorCode) => `${SSO_PAGE_PATH}?error=${code}`;
    const row = query.state ? await repo.consumeState(db, hashToken(query.state)) : undefined;
    if (!row) return failed('expired');
    const organizationId = row.organizationId;
    try {
      if (query.error) throw new CallbackError('denied', `provider said ${query.error}`);
      const provider = await providerOf(organizationId);
      if (!provider) throw new CallbackError('failed', 'single sign-on was removed meanwhile');
      const { codeVerifier, nonce } = secrets.open<SealedState>(row.sealed);
      const configuration = await oidc.discover(provider.settings);
      const currentUrl = new URL(redirectUri);
      for (const [name, value] of Object.entries(query)) currentUrl.searchParams.set(name, value);
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: query.state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new CallbackError('failed', 'no ID token');
      let claims: Record<string, unknown> = idClaims;
      if (typeof claims.email !== 'string') {
        claims = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
      }
      const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
      if (!email.includes('@')) throw new CallbackError('failed', 'the provider gave no e-mail');
      if (claims.email_verified === false) {
        throw new CallbackError('failed', 'the provider says the e-mail is not verified');
      }
      if (!provider.domains.includes(domainOf(email))) {
        throw new CallbackError('domain', `${domainOf(email)} is not a domain of the organisation`);
      }
      const { user } = await memberFor(organizationId, {
        email,
        givenName: typeof claims.given_name === 'string' ? claims.given_name : undefined,
        familyName: typeof claims.family_name === 'string' ? claims.family_name : undefined,
      });
      const ticket = createToken();
      await repo.insertTicket(db, {
        ticketHash: hashToken(ticket),
        userId: user.id,
        expiresAt: new Date(Date.now() + SSO_TICKET_TTL_MS),
      });
      // The sign-in's audit event is written with its session (complete), not here.
      // In the fragment: the ticket never reaches a server log or a Referer header.
      return `${SSO_PAGE_PATH}#ticket=${encodeURIComponent(ticket)}`;
    } catch (error) {
      const code = error instanceof CallbackError ? error.code : 'failed';
      const reason = error instanceof CallbackError ? error.reason : describe(error);
      logger.warn({ organizationId, code, reason }, 'sso sign-in refused');
      await recordSsoEvent(db, {
        organizationId,
        actorId: null,
        action: 'sso.sign_in_failed',
        details: { code, reason },
      });
      return failed(code);
    }
  }

  /** Trade the callback's ticket, once, for a session (answered as password sign-in is). */
  async function complete(ticket: string, userAgent?: string): Promise<AuthResponse> {
    // The ticket spent, the session and its audit event commit together (as password
    // sign-in's): no sign-in the log does not show, and a failed one leaves no event.
    return db.transaction(async (tx) => {
      const row = await repo.consumeTicket(tx, hashToken(ticket));
      const found = row ? await repo.findUser(tx, row.userId) : undefined;
      if (!found?.active) throw new AppError('BAD_REQUEST', SSO_MESSAGES.ticketInvalid);
      await recordSsoEvent(tx, {
        organizationId: found.organizationId,
        actorId: found.id,
        action: 'sso.sign_in',
        details: {},
      });
      return sessions.openSession(tx, found, userAgent);
    });
  }

  return { getConfig, saveConfig, deleteConfig, start, callback, complete };
}

export type SsoService = ReturnType<typeof createSsoService>;
