import { CALENDAR_MESSAGES, type OAuthAccountType } from '@worksphere/contracts';
import type { OAuthClientConfig, ProvidersConfig } from '../../../config.js';
import type { Outbound } from '../../../platform/net/outbound.js';
import { ProviderError } from '../../calendar/providers/calendar-provider.js';
import { RefreshRefusedError, type TokenSet } from '../../calendar/providers/provider-http.js';

/**
 * What we ask for: the calendar (read and write), the mailbox (read, change, send; Gmail's full
 * scope because only it may delete a message for good), the address, and a refresh token.
 */
const SCOPES: Record<OAuthAccountType, string> = {
  gmail:
    'openid email profile https://www.googleapis.com/auth/calendar.events https://mail.google.com/',
  outlook:
    'openid email profile offline_access User.Read Calendars.ReadWrite Mail.ReadWrite Mail.Send',
};

/** The signed-in identity, read right after the code exchange. */
export type OAuthIdentity = { externalId: string; emailAddress: string; displayName: string };

/** The provider answered the token endpoint with an error (bad code, verifier or client). */
export class TokenRequestError extends Error {
  override name = 'TokenRequestError';
  constructor(readonly error: string) {
    super(`The token endpoint refused: ${error}`);
  }
}

/**
 * The OAuth 2.0 side of Google and Microsoft: the authorization URL (code flow with PKCE S256),
 * the code exchange, token refresh and the identity behind a token. Requests go through the
 * provider outbound client (operator-configured hosts, see provider-http.ts).
 */
export function createOAuthClient(providers: ProvidersConfig, fetch: Outbound['fetch']) {
  const clientOf = (accountType: OAuthAccountType): OAuthClientConfig =>
    accountType === 'gmail' ? providers.google : providers.microsoft;

  function authorizationUrl(
    accountType: OAuthAccountType,
    {
      state,
      codeChallenge,
      redirectUri,
    }: { state: string; codeChallenge: string; redirectUri: string },
  ): string {
    const client = clientOf(accountType);
    const url = new URL(client.authorizeUrl);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: client.clientId ?? '',
      redirect_uri: redirectUri,
      scope: SCOPES[accountType],
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
      ...(accountType === 'gmail'
        ? { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' }
        : { prompt: 'select_account' }),
    }).toString();
    return url.toString();
  }

  async function tokenRequest(
    accountType: OAuthAccountType,
    fields: Record<string, string>,
  ): Promise<TokenSet> {
    const client = clientOf(accountType);
    let response: Awaited<ReturnType<typeof fetch>>;
    try {
      response = await fetch(client.tokenUrl, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          client_id: client.clientId ?? '',
          client_secret: client.clientSecret ?? '',
          ...fields,
        }).toString(),
      });
    } catch (error) {
      throw new ProviderError(
        CALENDAR_MESSAGES.providerUnavailable,
        'unavailable',
        `Token endpoint: ${(error as Error).message}`,
      );
    }
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: string;
      refresh_token?: string;
      expires_in?: number;
      error?: string;
    };
    if (response.ok && body.access_token) {
      return {
        accessToken: body.access_token,
        refreshToken: body.refresh_token ?? null,
        expiresAt:
          typeof body.expires_in === 'number'
            ? new Date(Date.now() + body.expires_in * 1000).toISOString()
            : null,
      };
    }
    if (response.status === 400 || response.status === 401) {
      throw new TokenRequestError(body.error ?? `status ${response.status}`);
    }
    throw new ProviderError(
      CALENDAR_MESSAGES.providerUnavailable,
      'unavailable',
      `Token endpoint answered ${response.status}.`,
    );
  }

  function exchangeCode(
    accountType: OAuthAccountType,
    {
      code,
      codeVerifier,
      redirectUri,
    }: { code: string; codeVerifier: string; redirectUri: string },
  ): Promise<TokenSet> {
    return tokenRequest(accountType, {
      grant_type: 'authorization_code',
      code,
      code_verifier: codeVerifier,
      redirect_uri: redirectUri,
    });
  }

  /** A refused refresh (invalid_grant and the like) is a RefreshRefusedError. */
  async function refresh(accountType: OAuthAccountType, refreshToken: string): Promise<TokenSet> {
    try {
      return await tokenRequest(accountType, {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        ...(accountType === 'outlook' ? { scope: SCOPES.outlook } : {}),
      });
    } catch (error) {
      if (error instanceof TokenRequestError) throw new RefreshRefusedError(error.error);
      throw error;
    }
  }

  async function getJson(url: string, accessToken: string): Promise<Record<string, unknown>> {
    const response = await fetch(url, {
      headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
    return (await response.json()) as Record<string, unknown>;
  }

  const asText = (value: unknown) => (typeof value === 'string' ? value : '');

  /** Google: OpenID userinfo (sub, email, name). Microsoft: Graph /me (id, mail or UPN). */
  async function identity(
    accountType: OAuthAccountType,
    accessToken: string,
  ): Promise<OAuthIdentity> {
    if (accountType === 'gmail') {
      const info = await getJson(providers.google.userinfoUrl, accessToken);
      const emailAddress = asText(info.email);
      if (!asText(info.sub) || !emailAddress) throw new Error('userinfo lacks sub or email.');
      return {
        externalId: asText(info.sub),
        emailAddress,
        displayName: asText(info.name) || emailAddress,
      };
    }
    const me = await getJson(`${providers.microsoft.graphBaseUrl}/me`, accessToken);
    const emailAddress = asText(me.mail) || asText(me.userPrincipalName);
    if (!asText(me.id) || !emailAddress) throw new Error('/me lacks id or address.');
    return {
      externalId: asText(me.id),
      emailAddress,
      displayName: asText(me.displayName) || emailAddress,
    };
  }

  return {
    configured: (accountType: OAuthAccountType) =>
      clientOf(accountType).missingSettings.length === 0,
    missingSettings: (accountType: OAuthAccountType) => clientOf(accountType).missingSettings,
    authorizationUrl,
    exchangeCode,
    refresh,
    identity,
  };
}

export type OAuthClient = ReturnType<typeof createOAuthClient>;
