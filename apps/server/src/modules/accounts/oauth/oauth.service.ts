import { createHash, randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  CALENDAR_MESSAGES,
  OAUTH_ACCOUNT_TYPES,
  OAUTH_RESULT_PARAMS,
  NOT_AVAILABLE_FOR_MEMBERS,
  type OAuthAccountType,
  type OAuthProvidersResponse,
} from '@worksphere/contracts';
import type { AppDeps } from '../../../platform/app-deps.js';
import type { SessionContext } from '../../../platform/auth/session-context.js';
import { AppError, forbidden, messageError } from '../../../platform/errors.js';
import { ProviderError } from '../../calendar/providers/calendar-provider.js';
import { assertMayConnectAccounts, createAccountsService } from '../accounts.service.js';
import type { OAuthClient } from './oauth-client.js';
import { TokenRequestError } from './oauth-client.js';
import * as repo from './oauth.repo.js';

/** How long a started sign-in may take. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/**
 * Connecting Google and Microsoft (RFC 6749 authorization code with RFC 7636 PKCE, S256).
 * `start` makes a random state (only its hash is stored) and a code verifier (stored sealed),
 * both for 10 minutes and one use; `callback` takes the state back once, exchanges the code
 * with the verifier, reads who signed in, and stores the tokens sealed in a new or reconnected
 * account. The callback never fails with a 5xx: it redirects to Settings with the outcome.
 */
export function createOAuthService(deps: AppDeps, oauth: OAuthClient) {
  const { db, config, secrets, logger } = deps;
  const accounts = createAccountsService(deps);
  const redirectUri = (accountType: OAuthAccountType) =>
    `${config.publicUrl}/api/email/accounts/oauth/${accountType}/callback`;

  /** Which providers can be connected; only admins are told which settings the server lacks. */
  function providers(session: SessionContext): OAuthProvidersResponse {
    const isAdmin = session.role === 'ADMIN';
    return {
      providers: OAUTH_ACCOUNT_TYPES.map((accountType) => ({
        accountType,
        configured: oauth.configured(accountType),
        missingSettings: isAdmin ? oauth.missingSettings(accountType) : [],
      })),
    };
  }

  async function start(
    session: SessionContext,
    accountType: OAuthAccountType,
    options: { shared: boolean; accountId?: string },
  ) {
    assertMayConnectAccounts(session);
    if (!oauth.configured(accountType)) {
      throw session.role === 'ADMIN'
        ? messageError(
            'BAD_REQUEST',
            ACCOUNT_MESSAGES.oauthNotConfigured,
            oauth.missingSettings(accountType),
          )
        : new AppError('BAD_REQUEST', NOT_AVAILABLE_FOR_MEMBERS);
    }
    if (options.shared && session.role !== 'ADMIN') {
      throw forbidden(ACCOUNT_MESSAGES.shareForbidden);
    }
    if (options.accountId) {
      const account = await accounts.getAccount(session, options.accountId);
      if (account.accountType !== accountType) {
        throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.notFound);
      }
      if (!account.canManage) throw forbidden(ACCOUNT_MESSAGES.manageForbidden);
    }
    const state = randomBytes(32).toString('base64url');
    const codeVerifier = randomBytes(48).toString('base64url');
    await repo.insertState(db, {
      stateHash: sha256(state).toString('hex'),
      organizationId: session.organizationId,
      userId: session.userId,
      accountType,
      codeVerifier: secrets.seal(codeVerifier),
      shared: options.shared,
      accountId: options.accountId ?? null,
      expiresAt: new Date(Date.now() + OAUTH_STATE_TTL_MS),
    });
    return {
      authorizationUrl: oauth.authorizationUrl(accountType, {
        state,
        codeChallenge: sha256(codeVerifier).toString('base64url'),
        redirectUri: redirectUri(accountType),
      }),
    };
  }

  const settingsUrl = (param: string, value: string) =>
    `/settings/accounts?${new URLSearchParams({ [param]: value }).toString()}`;

  /** Where the browser goes after the provider: Settings, with the account or the reason. */
  async function callback(
    accountType: OAuthAccountType,
    query: { code?: string; state?: string; error?: string },
  ): Promise<string> {
    try {
      const id = await complete(accountType, query);
      return settingsUrl(OAUTH_RESULT_PARAMS.connected, id);
    } catch (error) {
      let message: string = CALENDAR_MESSAGES.providerUnavailable;
      if (error instanceof AppError) message = error.message;
      else if (error instanceof TokenRequestError) message = ACCOUNT_MESSAGES.oauthDenied;
      else if (error instanceof ProviderError) message = error.message;
      logger.warn(
        { accountType, err: (error as Error).message, detail: (error as ProviderError).detail },
        'oauth callback failed',
      );
      return settingsUrl(OAUTH_RESULT_PARAMS.error, message);
    }
  }

  async function complete(
    accountType: OAuthAccountType,
    query: { code?: string; state?: string; error?: string },
  ): Promise<string> {
    const invalidState = () => new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.oauthStateInvalid);
    // The state is taken (and so spent) first, whatever else the provider says.
    const row = query.state
      ? await repo.consumeState(db, sha256(query.state).toString('hex'))
      : undefined;
    if (query.error) throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.oauthDenied);
    if (!row || row.expiresAt.getTime() < Date.now() || row.accountType !== accountType) {
      throw invalidState();
    }
    if (!query.code) throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.oauthDenied);
    const member = await repo.findMember(db, row.organizationId, row.userId);
    if (!member) throw invalidState();
    const session: SessionContext = {
      sessionId: '',
      userId: member.id,
      organizationId: row.organizationId,
      role: member.role,
      permissions: [],
    };
    const tokens = await oauth.exchangeCode(accountType, {
      code: query.code,
      codeVerifier: secrets.open<string>(row.codeVerifier),
      redirectUri: redirectUri(accountType),
    });
    const identity = await oauth.identity(accountType, tokens.accessToken);
    const credentials = { kind: 'oauth' as const, ...tokens };
    if (row.accountId) {
      return (await accounts.reconnectAccount(session, row.accountId, credentials)).id;
    }
    const existing = await repo.findByIdentity(db, {
      organizationId: session.organizationId,
      ownerId: session.userId,
      accountType,
      externalId: identity.externalId,
    });
    if (existing) return (await accounts.reconnectAccount(session, existing.id, credentials)).id;
    const account = await accounts.connectAccount(session, {
      accountType,
      emailAddress: identity.emailAddress,
      displayName: identity.displayName,
      credentials,
      externalId: identity.externalId,
      shared: row.shared,
    });
    return account.id;
  }

  return { providers, start, callback };
}
