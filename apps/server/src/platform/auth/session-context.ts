import type { Permission, Role } from '@worksphere/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden } from '../errors.js';

/** Who is calling: always taken from the session, never from the request body. */
export type SessionContext = {
  sessionId: string;
  userId: string;
  organizationId: string;
  role: Role;
  permissions: readonly string[];
  /**
   * The organisation requires two-factor sign-in and this user has not set it up: only the
   * set-up's routes answer (modules/auth/two-factor/two-factor.gate.ts). Sessions only.
   */
  twoFactorPending?: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: SessionContext | null;
  }
}

export const SESSION_COOKIE = 'ws_session';

/** The `Authorization: Bearer` token, if the request carries a usable one. */
export function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length).trim();
  return token && token !== 'null' && token !== 'undefined' ? token : undefined;
}

/** The bearer token wins over the cookie: the browser names the saved session it means. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  return readBearerToken(request) ?? (request.cookies[SESSION_COOKIE] || undefined);
}

/** The caller's session; routes behind `authenticate` always have one. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  return request.auth;
}

export function hasPermission(session: SessionContext, permission: Permission): boolean {
  return session.role === 'ADMIN' || session.permissions.includes(permission);
}

export function assertPermission(session: SessionContext, permission: Permission): void {
  if (!hasPermission(session, permission)) throw forbidden();
}

export type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
