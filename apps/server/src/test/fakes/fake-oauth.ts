import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The request body's bytes, read whole. */
export function readBytes(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The request body as UTF-8 text, read whole. */
export async function readBody(request: IncomingMessage): Promise<string> {
  return (await readBytes(request)).toString('utf8');
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

export type FakeIdentity = { id: string; email: string; name: string };
/** Who a token speaks for, and the scopes (space-separated) it was granted. */
export type FakeGrant = FakeIdentity & { scope: string };

/** What tokens made without the browser flow may do: calendars and mail at both providers. */
export const FAKE_FULL_SCOPE =
  'openid email profile https://www.googleapis.com/auth/calendar.events https://mail.google.com/ ' +
  'offline_access User.Read Calendars.ReadWrite Mail.ReadWrite Mail.Send';

/**
 * The OAuth 2.0 authorization server of a fake provider, as RFC 6749 and RFC 7636 describe it:
 * the authorize endpoint "consents" at once and redirects back with a code bound to the PKCE
 * challenge; the token endpoint checks client, redirect URI and code_verifier, issues access
 * tokens (1 h) and refresh tokens, and answers 400 invalid_grant for revoked refresh tokens.
 */
export function createFakeAuthorizationServer(client: { id: string; secret: string }) {
  const codes = new Map<
    string,
    { challenge: string; method: string; redirectUri: string; identity: FakeGrant }
  >();
  const accessTokens = new Map<string, FakeGrant>();
  const refreshTokens = new Map<string, FakeGrant>();
  const state = {
    identity: { id: 'user-1', email: 'ada@example.com', name: 'Ada Lovelace' } as FakeIdentity,
    /** Every token request's form, for assertions. */
    tokenRequests: [] as Record<string, string>[],
    /** Seconds the next issued access token lives. */
    expiresIn: 3600,
  };

  function issue(identity: FakeGrant, withRefresh: boolean) {
    const accessToken = `at-${randomBytes(12).toString('hex')}`;
    accessTokens.set(accessToken, identity);
    const body: Record<string, unknown> = {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: state.expiresIn,
      scope: identity.scope,
    };
    if (withRefresh) {
      const refreshToken = `rt-${randomBytes(12).toString('hex')}`;
      refreshTokens.set(refreshToken, identity);
      body.refresh_token = refreshToken;
    }
    return body;
  }

  /** GET authorize: the user consents at once; 302 back with code and state. */
  function authorize(url: URL, response: ServerResponse) {
    const params = url.searchParams;
    const redirectUri = params.get('redirect_uri') ?? '';
    if (params.get('client_id') !== client.id || params.get('response_type') !== 'code') {
      sendJson(response, 400, { error: 'invalid_request' });
      return;
    }
    const code = `code-${randomBytes(12).toString('hex')}`;
    codes.set(code, {
      challenge: params.get('code_challenge') ?? '',
      method: params.get('code_challenge_method') ?? 'plain',
      redirectUri,
      identity: { ...state.identity, scope: params.get('scope') ?? '' },
    });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', params.get('state') ?? '');
    response.writeHead(302, { location: back.toString() });
    response.end();
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    state.tokenRequests.push(form);
    if (form.client_id !== client.id || form.client_secret !== client.secret) {
      sendJson(response, 401, { error: 'invalid_client' });
      return;
    }
    if (form.grant_type === 'authorization_code') {
      const entry = codes.get(form.code ?? '');
      codes.delete(form.code ?? '');
      const verifier = form.code_verifier ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (
        !entry ||
        entry.redirectUri !== form.redirect_uri ||
        entry.method !== 'S256' ||
        entry.challenge !== challenge
      ) {
        sendJson(response, 400, {
          error: 'invalid_grant',
          error_description: 'Bad code, redirect URI or code verifier.',
        });
        return;
      }
      sendJson(response, 200, issue(entry.identity, true));
      return;
    }
    if (form.grant_type === 'refresh_token') {
      const identity = refreshTokens.get(form.refresh_token ?? '');
      if (!identity) {
        sendJson(response, 400, {
          error: 'invalid_grant',
          error_description: 'Token has been expired or revoked.',
        });
        return;
      }
      sendJson(response, 200, issue(identity, false));
      return;
    }
    sendJson(response, 400, { error: 'unsupported_grant_type' });
  }

  /** The grant behind "Authorization: Bearer …", or undefined for an unknown/expired one. */
  function bearer(request: IncomingMessage): FakeGrant | undefined {
    const header = request.headers.authorization ?? '';
    return header.startsWith('Bearer ') ? accessTokens.get(header.slice(7)) : undefined;
  }

  return {
    state,
    authorize,
    token,
    bearer,
    /** Every access token issued so far stops working (as after its hour). */
    expireAccessTokens: () => accessTokens.clear(),
    /** The user revoked access: refreshes answer invalid_grant. */
    revokeRefreshTokens: () => refreshTokens.clear(),
    /** Tokens for a test account without going through the browser flow. */
    issueTokens: (scope = FAKE_FULL_SCOPE) => {
      const body = issue({ ...state.identity, scope }, true);
      return {
        accessToken: body.access_token as string,
        refreshToken: body.refresh_token as string,
      };
    },
  };
}

export type FakeAuthorizationServer = ReturnType<typeof createFakeAuthorizationServer>;

/** A node:http server on a free loopback port. */
export async function listenOnLoopback(
  handler: (request: IncomingMessage, response: ServerResponse) => void | Promise<void>,
) {
  const server = createServer((request, response) => {
    Promise.resolve(handler(request, response)).catch((error: Error) => {
      sendJson(response, 500, { error: error.message });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const hostPort = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    hostPort,
    url: `http://${hostPort}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A zone's offset from UTC at an instant, in ms (Intl's "GMT+02:00"). */
export function zoneOffsetMs(ms: number, zone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(ms))
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(name ?? '');
  if (!match) return 0;
  const size = (Number(match[2]) * 60 + Number(match[3])) * 60_000;
  return match[1] === '-' ? -size : size;
}

/** The instant a wall clock (`2030-05-06T09:00:00`, no offset) shows in a zone. */
export function instantOfWall(wall: string, zone: string): number {
  const asUtc = Date.parse(`${wall.replace(/(\.\d+)?$/, '')}Z`);
  const guess = asUtc - zoneOffsetMs(asUtc, zone);
  return asUtc - zoneOffsetMs(guess, zone);
}

/**
 * Occurrence starts of a simple RRULE (DAILY/WEEKLY, INTERVAL, COUNT, UNTIL; BYDAY ignored), repeating
 * at the wall clock of `zone` as Google and Graph do (a 09:00 stays 09:00 across DST).
 */
export function expandSimpleRule(
  rule: string,
  startMs: number,
  untilMs: number,
  zone = 'UTC',
): number[] {
  const parts = Object.fromEntries(
    rule
      .replace(/^RRULE:/, '')
      .split(';')
      .map((part) => part.split('=') as [string, string]),
  );
  const step = (parts.FREQ === 'WEEKLY' ? 7 : 1) * Number(parts.INTERVAL ?? 1) * 86_400_000;
  const count = parts.COUNT ? Number(parts.COUNT) : 500;
  // UNTIL is inclusive: a UTC time (20300527T065959Z) or a date (20300526, through that day).
  const until = /^(\d{4})(\d\d)(\d\d)(?:T(\d\d)(\d\d)(\d\d)Z)?$/.exec(parts.UNTIL ?? '');
  const lastMs = until
    ? until[4]
      ? Date.UTC(+until[1]!, +until[2]! - 1, +until[3]!, +until[4], +until[5]!, +until[6]!)
      : Date.UTC(+until[1]!, +until[2]! - 1, +until[3]!) + 86_399_000
    : Infinity;
  const firstOffset = zoneOffsetMs(startMs, zone);
  const starts: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const naive = startMs + index * step;
    const start = naive + firstOffset - zoneOffsetMs(naive, zone);
    if (start >= untilMs || start > lastMs) break;
    starts.push(start);
  }
  return starts;
}
