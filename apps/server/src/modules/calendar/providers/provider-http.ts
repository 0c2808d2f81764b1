import { ACCOUNT_MESSAGES, CALENDAR_MESSAGES } from '@worksphere/contracts';
import type { AppConfig } from '../../../config.js';
import { createOutbound, type Outbound } from '../../../platform/net/outbound.js';
import {
  ProviderError,
  type ProviderAccount,
  type ProviderCredentials,
} from './calendar-provider.js';

/** Our words for a provider's refusals that are not ours to explain in detail. */
export const PROVIDER_MESSAGES = {
  rejected: 'The calendar provider refused this change.',
} as const;

type OAuthCredentials = Extract<ProviderCredentials, { kind: 'oauth' }>;

/** A fresh token from the provider's token endpoint. */
export type TokenSet = {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: string | null;
};

/** The token endpoint said no for good (400 invalid_grant): the user must sign in again. */
export class RefreshRefusedError extends Error {
  override name = 'RefreshRefusedError';
}

/** Refreshes an access token; throws RefreshRefusedError, or ProviderError 'unavailable'. */
export type RefreshToken = (refreshToken: string) => Promise<TokenSet>;

/**
 * The outbound client for Google and Microsoft. Their base URLs come from the operator's
 * environment, not from users, so they are trusted: their `host:port` pairs join the allow-list
 * (the fakes of the tests live on loopback http). Anything else, a redirect elsewhere included,
 * still meets the SSRF guard of platform/net/outbound.ts. User-given CalDAV URLs never come here.
 */
export function createProviderOutbound(config: AppConfig): Outbound {
  const { google, microsoft } = config.providers;
  const urls = [
    google.authorizeUrl,
    google.tokenUrl,
    google.userinfoUrl,
    google.calendarBaseUrl,
    google.gmailBaseUrl,
    microsoft.authorizeUrl,
    microsoft.tokenUrl,
    microsoft.graphBaseUrl,
  ];
  const hosts = urls.map((value) => {
    const url = new URL(value);
    return `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
  });
  return createOutbound({
    allowedHosts: [...config.outboundAllowedHosts, ...new Set(hosts)],
    timeoutMs: 10_000,
  });
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now (0 when absent or past). */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return 0;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? 0 : Math.max(0, date - now);
}

/**
 * Google's words for "too many requests" in a 403 (Calendar v3 and Gmail answer rate limits as
 * 403 as well as 429); other 403 reasons (forbidden, quota for the day) are refusals.
 */
const RATE_LIMIT_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);

/** Does this 403 body (Google's error JSON) say the caller is going too fast? */
export function isRateLimitRefusal(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { error?: { errors?: { reason?: unknown }[] } };
    return (parsed.error?.errors ?? []).some((entry) =>
      RATE_LIMIT_REASONS.has(String(entry?.reason)),
    );
  } catch {
    return false;
  }
}

export type OAuthHttpOptions = {
  fetch: Outbound['fetch'];
  refresh: RefreshToken;
  /**
   * The longest Retry-After waited out. A longer one is not cut short (asking again early only
   * earns another refusal): the call fails as unavailable at once, carrying the wait.
   */
  maxRetryWaitMs?: number;
  /** How many times a rate limit or 503 is retried before the provider counts as unavailable. */
  maxRetries?: number;
  /** First wait when the provider names none; it doubles with each retry (1 s, 2 s, 4 s…). */
  backoffBaseMs?: number;
  /** Waits (tests pass a fake clock's). */
  sleep?: (ms: number) => Promise<void>;
  /** Tokens expiring within this are refreshed before the call. */
  refreshMarginMs?: number;
};

export type JsonRequest = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A body sent as it is (a MIME upload), with its content-type in `headers`. */
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
  /** Answer the body's bytes as a Buffer (a download), not parsed JSON. */
  binary?: boolean;
};

/** A provider's refusal with its HTTP status, and the wait it asked for (429/503). */
export class ProviderHttpError extends ProviderError {
  constructor(
    message: string,
    kind: ProviderError['kind'],
    detail: string,
    readonly status: number,
    readonly retryAfterMs: number,
  ) {
    super(message, kind, detail);
  }
}

const unavailable = (detail: string) =>
  new ProviderError(CALENDAR_MESSAGES.providerUnavailable, 'unavailable', detail);

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * JSON calls to an OAuth-protected provider API (calendars and mail), with the behaviour both
 * Google and Microsoft need: a token about to expire (or refused with 401) is refreshed once and the call retried
 * once; a refresh the provider refuses marks the account "reconnect needed"; 429, 503 and
 * Google's 403 rate limits wait per Retry-After (up to `maxRetryWaitMs`), or with exponential
 * backoff when none is named, and retry, then count as unavailable, as do network errors and
 * time-outs (the outbound client's 10 s).
 */
export function createOAuthHttp({
  fetch,
  refresh,
  maxRetryWaitMs = 30_000,
  maxRetries = 2,
  backoffBaseMs = 1_000,
  sleep = realSleep,
  refreshMarginMs = 60_000,
}: OAuthHttpOptions) {
  /** Credentials per account for this process's calls, so a refreshed token is reused. */
  const refreshing = new Map<string, Promise<OAuthCredentials>>();

  /**
   * One refresh per account at a time: parallel calls (a mail sync's message reads) that all
   * met the expired token share it, and a call whose token another call already replaced
   * takes the new one (Microsoft's refresh tokens rotate, so a second refresh could fail).
   */
  function refreshed(
    account: ProviderAccount,
    credentials: OAuthCredentials,
  ): Promise<OAuthCredentials> {
    const current = account.credentials;
    if (current?.kind === 'oauth' && current.accessToken !== credentials.accessToken) {
      return Promise.resolve(current);
    }
    let pending = refreshing.get(account.id);
    if (!pending) {
      pending = refreshOnce(account, credentials).finally(() => refreshing.delete(account.id));
      refreshing.set(account.id, pending);
    }
    return pending.then((next) => {
      account.credentials = next;
      return next;
    });
  }

  async function refreshOnce(
    account: ProviderAccount,
    credentials: OAuthCredentials,
  ): Promise<OAuthCredentials> {
    try {
      if (!credentials.refreshToken) throw new RefreshRefusedError('No refresh token.');
      const tokens = await refresh(credentials.refreshToken);
      const next: OAuthCredentials = {
        kind: 'oauth',
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken ?? credentials.refreshToken,
        expiresAt: tokens.expiresAt,
      };
      await account.credentialStore.save(account.id, next);
      account.credentials = next;
      return next;
    } catch (error) {
      if (error instanceof RefreshRefusedError) {
        await account.credentialStore.markReconnectNeeded(
          account.id,
          ACCOUNT_MESSAGES.reconnectNeeded,
        );
        throw new ProviderError(ACCOUNT_MESSAGES.reconnectNeeded, 'auth', error.message);
      }
      throw error;
    }
  }

  async function send(url: string, init: JsonRequest, accessToken: string) {
    try {
      return await fetch(url, {
        method: init.method ?? 'GET',
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${accessToken}`,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
        body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      });
    } catch (error) {
      const cause = (error as { cause?: { message?: string } }).cause;
      throw unavailable(`${(error as Error).name}: ${cause?.message ?? (error as Error).message}`);
    }
  }

  /** One call; answers the parsed JSON (null for an empty answer) or throws ProviderError. */
  async function request<T>(account: ProviderAccount, url: string, init: JsonRequest = {}) {
    let credentials = account.credentials;
    if (credentials?.kind !== 'oauth') {
      throw new ProviderError(ACCOUNT_MESSAGES.reconnectNeeded, 'auth', 'No OAuth credentials.');
    }
    const expiresAt = credentials.expiresAt ? Date.parse(credentials.expiresAt) : NaN;
    if (expiresAt - Date.now() < refreshMarginMs) {
      credentials = await refreshed(account, credentials);
    }
    let didRefresh = false;
    let retries = 0;
    for (;;) {
      const response = await send(url, init, credentials.accessToken);
      if (response.status === 401 && !didRefresh) {
        await response.body?.cancel();
        credentials = await refreshed(account, credentials);
        didRefresh = true;
        continue;
      }
      // A 403 is a rate limit only by its reason, so its body is read before deciding.
      const forbiddenBody =
        response.status === 403 ? await response.text().catch(() => '') : undefined;
      const rateLimited =
        response.status === 429 ||
        response.status === 503 ||
        (forbiddenBody !== undefined && isRateLimitRefusal(forbiddenBody));
      const asked = retryAfterMs(response.headers.get('retry-after'));
      if (rateLimited && retries < maxRetries && asked <= maxRetryWaitMs) {
        if (forbiddenBody === undefined) await response.body?.cancel();
        retries += 1;
        await sleep(asked || backoffBaseMs * 2 ** (retries - 1));
        continue;
      }
      if (response.ok && init.binary) {
        const bytes = await response.arrayBuffer().catch(() => {
          throw unavailable('The answer was cut off.');
        });
        return Buffer.from(bytes) as T;
      }
      if (response.ok) {
        const text = await response.text().catch(() => {
          throw unavailable('The answer was cut off.');
        });
        if (!text) return null as T;
        try {
          return JSON.parse(text) as T;
        } catch {
          throw unavailable('The answer is not JSON.');
        }
      }
      const body = forbiddenBody ?? (await response.text().catch(() => ''));
      const detail = `${init.method ?? 'GET'} ${new URL(url).pathname} answered ${response.status}: ${body.slice(0, 300)}`;
      const { status } = response;
      const failure = (message: string, kind: ProviderError['kind']) =>
        new ProviderHttpError(message, kind, detail, status, asked);
      if (rateLimited) throw failure(CALENDAR_MESSAGES.providerUnavailable, 'unavailable');
      if (status === 401) throw failure(ACCOUNT_MESSAGES.reconnectNeeded, 'auth');
      if (status === 404 || status === 410) {
        throw failure(CALENDAR_MESSAGES.eventNotFound, 'not_found');
      }
      if (status === 403) throw failure(CALENDAR_MESSAGES.readOnlyEvent, 'rejected');
      if (status >= 400 && status < 500 && status !== 429) {
        throw failure(PROVIDER_MESSAGES.rejected, 'rejected');
      }
      throw failure(CALENDAR_MESSAGES.providerUnavailable, 'unavailable');
    }
  }

  return { request };
}

export type OAuthHttp = ReturnType<typeof createOAuthHttp>;
