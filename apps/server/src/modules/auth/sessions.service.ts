import { REAUTH_MESSAGE, sessionKeyOf, type AuthResponse } from '@worksphere/contracts';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { createToken, hashToken } from '../../platform/auth/tokens.js';
import { SESSION_COOKIE, type SessionContext } from '../../platform/auth/session-context.js';
import { AppError } from '../../platform/errors.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { findUserWithOrganization } from '../users/users.repo.js';
import { effectivePermissions, presentUser } from '../users/users.presenter.js';
import * as sessionsRepo from './sessions.repo.js';

const TOUCH_INTERVAL_MS = 60_000;

export const sessionExpired = () => new AppError('SESSION_EXPIRED', REAUTH_MESSAGE);

/** Sessions: opaque tokens, hashed at rest, sliding expiry, revocable. */
export function createSessionsService({ db, config }: AppDeps) {
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
      key: sessionKeyOf(found.user.id, found.organization.id),
      token,
    };
  }

  /** The session behind a token, or a "sign in again" error when it cannot be used. */
  async function resolveSession(token: string): Promise<SessionContext> {
    const found = await sessionsRepo.findSessionByTokenHash(db, hashToken(token));
    const now = Date.now();
    if (
      !found ||
      found.session.revokedAt ||
      found.session.expiresAt.getTime() <= now ||
      !found.user.active
    ) {
      throw sessionExpired();
    }
    if (now - found.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await sessionsRepo.touchSession(db, found.session.id, new Date(now + config.sessionTtlMs));
    }
    return {
      sessionId: found.session.id,
      userId: found.user.id,
      organizationId: found.user.organizationId,
      role: found.user.role,
      permissions: effectivePermissions(found.user),
    };
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
    const found = await sessionsRepo.findSessionByTokenHash(db, hashToken(token));
    if (found) await sessionsRepo.revokeSession(db, found.session.id);
  }

  return {
    openSession,
    resolveSession,
    setSessionCookie,
    clearSessionCookie,
    switchTo,
    logout,
    revokeUserSessions: sessionsRepo.revokeUserSessions,
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
