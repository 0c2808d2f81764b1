import { REAUTH_MESSAGE, sessionKeyOf, type AuthResponse } from '@worksphere/contracts';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { createToken, hashToken } from '../../platform/auth/tokens.js';
import { SESSION_COOKIE, type SessionContext } from '../../platform/auth/session-context.js';
import { AppError } from '../../platform/errors.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { createSessionCache, type CachedSession } from '../../platform/auth/session-cache.js';
import type { SessionRevocations } from '../../platform/auth/session-revocations.js';
import { recordSignOut } from '../audit/audit.record.js';
import { findUserWithOrganization } from '../users/users.repo.js';
import { effectivePermissions, presentUser } from '../users/users.presenter.js';
import * as sessionsRepo from './sessions.repo.js';

const TOUCH_INTERVAL_MS = 60_000;
/** How long a resolved session is trusted without asking the database (revocation drops it). */
export const SESSION_CACHE_TTL_MS = 5_000;
const SESSION_CACHE_MAX = 5_000;

export const sessionExpired = () => new AppError('SESSION_EXPIRED', REAUTH_MESSAGE);

/** Sessions: opaque tokens, hashed at rest, sliding expiry, revocable. */
export function createSessionsService({ db, config }: AppDeps, revocations: SessionRevocations) {
  const findLiveSession = sessionsRepo.prepareFindLiveSession(db);
  const cache = createSessionCache({ ttlMs: SESSION_CACHE_TTL_MS, max: SESSION_CACHE_MAX });
  revocations.subscribe(cache.forget);
  revocations.onGap(cache.clear);

  /** Open a session for a user and answer what login, register and switch answer. */
  async function openSession(
    executor: DbExecutor,
    user: { id: string; organizationId: string },
    userAgent: string | undefined,
  ): Promise<AuthResponse> {
    const token = createToken();
    await sessionsRepo.insertSession(executor, {
      tokenHash: hashToken(token),
      userId: user.id,
      organizationId: user.organizationId,
      userAgent: userAgent?.slice(0, 300) ?? null,
      expiresAt: new Date(Date.now() + config.sessionTtlMs),
    });
    return authResponseFor(executor, user.id, token);
  }

  async function authResponseFor(
    executor: DbExecutor,
    userId: string,
    token: string,
  ): Promise<AuthResponse> {
    const found = await findUserWithOrganization(executor, userId);
    if (!found) throw sessionExpired();
    return {
      user: presentUser(found),
      key: sessionKeyOf(found.user.id, found.user.organizationId),
      token,
    };
  }

  /** Read a live session from the database, sliding its expiry now and then (not per request). */
  async function loadSession(tokenHash: string): Promise<CachedSession | undefined> {
    const [row] = await findLiveSession.execute({ tokenHash });
    if (!row) return undefined;
    const now = Date.now();
    let expiresAt = row.expiresAt.getTime();
    if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      expiresAt = now + config.sessionTtlMs;
      await sessionsRepo.touchSession(db, row.sessionId, new Date(expiresAt));
    }
    return {
      expiresAt,
      context: {
        sessionId: row.sessionId,
        userId: row.userId,
        organizationId: row.organizationId,
        role: row.role,
        permissions: effectivePermissions(row),
        twoFactorPending: row.twoFactorPending,
      },
    };
  }

  /**
   * The session behind a token, or a "sign in again" error when it cannot be used. Served from
   * a few seconds' cache unless `fresh`; revocations empty the cache on every process.
   */
  async function resolveSession(
    token: string,
    options: { fresh?: boolean } = {},
  ): Promise<SessionContext> {
    const tokenHash = hashToken(token);
    // Deaf to revocations (Redis link down), the cache could outlive one: ask the database.
    const isCacheSafe = !options.fresh && revocations.isListening();
    const found = isCacheSafe
      ? await cache.get(tokenHash, () => loadSession(tokenHash))
      : await loadSession(tokenHash);
    if (!found) throw sessionExpired();
    return found.context;
  }

  /** Tell every process that these sessions are dead; call it once the revocation committed. */
  async function announceRevoked(sessionIds: string[]) {
    await revocations.announce({ sessionIds });
  }

  /** Tell every process that this user's rights or state changed (after commit). */
  async function announceUserChanged(userId: string, revokedSessionIds: string[] = []) {
    await revocations.announce({ userIds: [userId], sessionIds: revokedSessionIds });
  }

  /** Tell every process that these users' sessions must be read again (after commit). */
  async function announceUsersChanged(userIds: string[]) {
    if (userIds.length) await revocations.announce({ userIds });
  }

  /** Make the cookie carry this token; the browser also keeps it as a bearer token. */
  function setSessionCookie(reply: FastifyReply, token: string) {
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.publicUrl.startsWith('https://'),
      maxAge: Math.floor(config.sessionTtlMs / 1000),
    });
  }

  function clearSessionCookie(reply: FastifyReply) {
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  /** Switch: the token must still be a live session; answer as login does. */
  async function switchTo(token: string): Promise<AuthResponse> {
    const session = await resolveSession(token);
    return authResponseFor(db, session.userId, token);
  }

  /** Logout is idempotent: an unknown or dead token is already logged out. */
  async function logout(token: string | undefined) {
    if (!token) return;
    const revoked = await sessionsRepo.revokeSessionByTokenHash(db, hashToken(token));
    if (revoked[0]) await recordSignOut(db, revoked[0]);
    await announceRevoked(revoked);
  }

  return {
    openSession,
    resolveSession,
    setSessionCookie,
    clearSessionCookie,
    switchTo,
    logout,
    /** Revoke in the caller's transaction; then `announceRevoked` the ids it answers. */
    revokeUserSessions: sessionsRepo.revokeUserSessions,
    announceRevoked,
    announceUserChanged,
    announceUsersChanged,
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
