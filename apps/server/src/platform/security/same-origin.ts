import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyInstance } from 'fastify';
import { readBearerToken, SESSION_COOKIE } from '../auth/session-context.js';
import { AppError } from '../errors.js';

export const CROSS_SITE_MESSAGE =
  'This request came from another site and was refused. Open Worksphere at its own address and try again.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim() || undefined;
}

/** scheme://host[:port] of a URL, default port dropped; undefined for "null" or garbage. */
function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The origin the request was addressed to: scheme and Host as the client (or the proxy in front,
 * the app trusts its X-Forwarded-* headers) used them. A browser cannot forge these on a
 * cross-site form post or WebSocket handshake.
 */
function addressedOrigin(request: IncomingMessage): string | undefined {
  const host = firstValue(request.headers['x-forwarded-host']) ?? firstValue(request.headers.host);
  if (!host) return undefined;
  const scheme =
    firstValue(request.headers['x-forwarded-proto']) ??
    ((request.socket as TLSSocket | undefined)?.encrypted ? 'https' : 'http');
  return originOf(`${scheme}://${host}`);
}

/**
 * Did a page of the app itself send this request? The rule: its `Origin` is the origin of
 * PUBLIC_URL or the origin the request was addressed to; without `Origin`, `Sec-Fetch-Site`
 * must be `same-origin` (or `none`: typed by the user); a request with neither header is not
 * from a browser page and passes.
 */
export function isSameOriginRequest(request: IncomingMessage, publicUrl: string): boolean {
  const originHeader = request.headers.origin;
  if (originHeader !== undefined) {
    const origin = originOf(originHeader);
    return (
      origin !== undefined &&
      (origin === originOf(publicUrl) || origin === addressedOrigin(request))
    );
  }
  const site = firstValue(request.headers['sec-fetch-site']);
  return site === undefined || site === 'same-origin' || site === 'none';
}

/** Routes for anyone, without a session (the point-of-sale ordering page's API). */
export const PUBLIC_API_PREFIXES = ['/api/pos/public/'];

export function isPublicPath(url: string): boolean {
  return PUBLIC_API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * Same-site CSRF guard: a write authenticated by the session cookie alone (no bearer token) must
 * come from the app's own origin. SameSite=Lax does not stop another port of the same host.
 * Runs before the body is read, so a refused upload stores nothing.
 */
export function registerSameOriginGuard(app: FastifyInstance, publicUrl: string) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // Public routes never read the session, so a cookie sent along authenticates nothing.
    if (isPublicPath(request.url)) return;
    if (readBearerToken(request) || !request.cookies[SESSION_COOKIE]) return;
    if (!isSameOriginRequest(request.raw, publicUrl)) {
      throw new AppError('FORBIDDEN', CROSS_SITE_MESSAGE);
    }
  });
}
