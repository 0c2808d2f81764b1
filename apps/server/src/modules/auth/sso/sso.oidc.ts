import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import * as client from 'openid-client';
import type { Outbound } from '../../../platform/net/outbound.js';
import { OutboundRefusedError } from '../../../platform/net/outbound.js';

/**
 * The OpenID Connect relying party, on `openid-client` (certified): discovery, the
 * authorization code flow with PKCE (S256), state and nonce, and the ID token's checks
 * (issuer, audience, expiry, nonce, and its signature against the provider's JWKS). Every
 * request to the provider goes through the outbound guard: https to public addresses only,
 * plain http only to the operator's OUTBOUND_ALLOWED_HOSTS (tests: the loopback provider).
 */

export type ProviderSettings = { issuer: string; clientId: string; clientSecret: string };

/** Why the provider could not be used, fit to show to the admin who configures it. */
export class ProviderUnusableError extends Error {
  override name = 'ProviderUnusableError';
  constructor(
    message: string,
    /** The values of the text's `{fields}` (a host...), for an error body's `params`. */
    readonly params?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The refusal inside a failed guarded fetch, if that is what it was. */
function refusalOf(error: unknown): OutboundRefusedError | undefined {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if (current instanceof OutboundRefusedError) return current;
  }
  return undefined;
}

/** How long a provider's discovery (and the client configured with it) is reused. */
export const DISCOVERY_CACHE_TTL_MS = 5 * 60_000;

/**
 * The cache key: the issuer first (forgotten by issuer when a configuration changes), then the
 * client, whose credentials are part of the configured client (the secret only as a hash).
 */
function cacheKey(settings: ProviderSettings): string {
  const secret = createHash('sha256').update(settings.clientSecret).digest('base64url');
  return `${settings.issuer}\n${settings.clientId}\n${secret}`;
}

export function createOidcClient(outbound: Outbound) {
  // Every sign-in's start and callback would otherwise read the discovery document (and a new
  // client's JWKS) again. Failures are not cached.
  const discovered = new LRUCache<string, Promise<client.Configuration>>({
    max: 500,
    ttl: DISCOVERY_CACHE_TTL_MS,
  });

  // openid-client's requests, through the guard (undici's Response is the Fetch API's).
  const guardedFetch: client.CustomFetch = async (url, options) =>
    (await outbound.fetch(url, {
      method: options.method,
      headers: options.headers,
      body: options.body as string | undefined,
      redirect: 'manual',
      signal: options.signal,
    })) as unknown as Response;

  /** The issuer as a URL the guard accepts (https public, or an allowed host). */
  async function issuerUrl(issuer: string): Promise<URL> {
    try {
      return await outbound.assertPublicHttpsUrl(issuer);
    } catch (error) {
      if (error instanceof OutboundRefusedError)
        throw new ProviderUnusableError(error.message, error.params);
      throw error;
    }
  }

  /**
   * Discovery and a configured client, reused for a few minutes per issuer and client; `fresh`
   * reads the provider again (saving a configuration checks the provider as it is now).
   */
  function discover(
    settings: ProviderSettings,
    options: { fresh?: boolean } = {},
  ): Promise<client.Configuration> {
    const key = cacheKey(settings);
    const cached = options.fresh ? undefined : discovered.get(key);
    if (cached) return cached;
    const pending = discoverNow(settings);
    discovered.set(key, pending);
    pending.catch(() => {
      if (discovered.get(key) === pending) discovered.delete(key);
    });
    return pending;
  }

  /** Forget what was discovered for an issuer (its organisation's configuration changed). */
  function forget(issuer: string) {
    for (const key of [...discovered.keys()]) {
      if (key.startsWith(`${issuer}\n`)) discovered.delete(key);
    }
  }

  /** Discovery (`/.well-known/openid-configuration`) and a configured client. */
  async function discoverNow(settings: ProviderSettings): Promise<client.Configuration> {
    const url = await issuerUrl(settings.issuer);
    const execute = [client.enableNonRepudiationChecks];
    // Plain http passes the guard only for an operator-allowed host:port.
    if (url.protocol === 'http:') execute.push(client.allowInsecureRequests);
    try {
      return await client.discovery(
        url,
        settings.clientId,
        undefined,
        client.ClientSecretBasic(settings.clientSecret),
        { [client.customFetch]: guardedFetch, execute },
      );
    } catch (error) {
      const refused = refusalOf(error);
      throw new ProviderUnusableError(refused ? refused.message : describe(error), refused?.params);
    }
  }

  /**
   * What the admin's issuer announces at discovery, read as JSON: the issuer must be exactly the
   * one entered (OpenID Connect Discovery §4.3), or every ID token would be refused later.
   */
  async function announcedIssuer(issuer: string): Promise<string | undefined> {
    const url = await issuerUrl(issuer);
    const base = url.href.replace(/\/$/, '');
    try {
      const response = await outbound.fetch(`${base}/.well-known/openid-configuration`, {
        headers: { accept: 'application/json' },
      });
      if (!response.ok) {
        throw new ProviderUnusableError(
          `${base}/.well-known/openid-configuration answered ${response.status}.`,
        );
      }
      const document = (await response.json()) as { issuer?: unknown };
      return typeof document.issuer === 'string' ? document.issuer : undefined;
    } catch (error) {
      if (error instanceof ProviderUnusableError) throw error;
      const refused = refusalOf(error);
      throw new ProviderUnusableError(refused ? refused.message : describe(error), refused?.params);
    }
  }

  return { discover, forget, announcedIssuer };
}

/** A short reason from a library or network error; never holds tokens or secrets. */
export function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    const inner = cause instanceof Error && cause.message ? ` (${cause.message})` : '';
    return `${error.message}${inner}`.slice(0, 300);
  }
  return 'unknown error';
}
