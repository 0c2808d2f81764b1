import {
  ACCOUNT_MESSAGES,
  isId,
  type AccountType,
  type ConnectedAccount,
} from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import { hasPermission, type SessionContext } from '../../platform/auth/session-context.js';
import { AppError, forbidden, isUniqueViolation } from '../../platform/errors.js';
import type {
  CredentialStore,
  ProviderAccount,
  ProviderCredentials,
} from '../calendar/providers/calendar-provider.js';
import { recordAuditEvent } from '../audit/audit.record.js';
import * as repo from './accounts.repo.js';

/** What an account type can do: calendars everywhere but IMAP, mail on Google, Microsoft, IMAP. */
export function accountCapabilities(accountType: AccountType) {
  return {
    calendar: accountType !== 'imap',
    mail: accountType === 'gmail' || accountType === 'outlook' || accountType === 'imap',
  };
}

const accountNotFound = () => new AppError('NOT_FOUND', ACCOUNT_MESSAGES.notFound);

const viewerOf = (session: SessionContext): repo.AccountViewer => ({
  organizationId: session.organizationId,
  userId: session.userId,
});

/** May the caller remove, reconnect or re-share this account? Never the built-in one. */
function canManage(row: repo.AccountRow, session: SessionContext) {
  if (row.accountType === 'local') return false;
  return row.ownerId === session.userId || session.role === 'ADMIN';
}

/** An account as answered: no credentials, `organizationId` only when shared. */
export function presentAccount(row: repo.AccountRow, session: SessionContext): ConnectedAccount {
  return {
    id: row.id,
    emailAddress: row.emailAddress,
    accountType: row.accountType,
    ...(row.shared ? { organizationId: row.organizationId } : {}),
    displayName: row.displayName || row.emailAddress,
    status: row.status,
    statusMessage: row.statusMessage,
    capabilities: accountCapabilities(row.accountType),
    ownerId: row.ownerId,
    canManage: canManage(row, session),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A new connection as the providers' connect flows hand it over. */
export type NewConnection = {
  accountType: Exclude<AccountType, 'local'>;
  emailAddress: string;
  displayName?: string;
  credentials: ProviderCredentials;
  settings?: Record<string, unknown>;
  /** The provider's id of the signed-in identity: one identity is connected once per owner. */
  externalId?: string | null;
  shared?: boolean;
};

/**
 * Connected accounts: the built-in calendar, the caller's own and the organisation's shared ones.
 * Other modules use `resolveUsableAccount` and `listUsableProviderAccounts`.
 */
/**
 * Connecting an account (IMAP, CalDAV, Google, Microsoft) needs `email:connect`: each connection
 * makes this server sign in somewhere on the member's behalf. Checked before anything is tried.
 */
export function assertMayConnectAccounts(session: SessionContext): void {
  if (!hasPermission(session, 'email:connect')) {
    throw forbidden(ACCOUNT_MESSAGES.connectForbidden);
  }
}

export function createAccountsService({ db, secrets, logger }: AppDeps) {
  /** Saves refreshed tokens (sealed) and marks accounts whose sign-in the provider refused. */
  function credentialStoreFor(organizationId: string): CredentialStore {
    return {
      async save(accountId, credentials) {
        await repo.updateAccount(db, organizationId, accountId, {
          credentials: secrets.seal(credentials),
          status: 'connected',
          statusMessage: null,
        });
      },
      async markReconnectNeeded(accountId, message) {
        await repo.updateAccount(db, organizationId, accountId, {
          status: 'reconnect_needed',
          statusMessage: message || ACCOUNT_MESSAGES.reconnectNeeded,
        });
      },
    };
  }

  /** The row as a provider needs it, credentials opened for this call only. */
  function toProviderAccount(row: repo.AccountRow): ProviderAccount {
    let credentials: ProviderCredentials | null = null;
    if (row.credentials) {
      try {
        credentials = secrets.open<ProviderCredentials>(row.credentials);
      } catch (error) {
        // A changed or lost key: the account must be connected again; the provider says so.
        logger.warn(
          { accountId: row.id, err: (error as Error).message },
          'cannot open credentials',
        );
      }
    }
    return {
      id: row.id,
      organizationId: row.organizationId,
      accountType: row.accountType,
      emailAddress: row.emailAddress,
      settings: row.settings,
      credentials,
      credentialStore: credentialStoreFor(row.organizationId),
    };
  }

  async function findUsableRow(session: SessionContext, accountId: string) {
    const row = isId(accountId)
      ? await repo.findUsableAccount(db, viewerOf(session), accountId)
      : undefined;
    if (!row) throw accountNotFound();
    return row;
  }

  /** GET /email/accounts/getAccounts: built-in, shared and own accounts. */
  async function listUsableAccounts(session: SessionContext): Promise<ConnectedAccount[]> {
    const rows = await repo.listUsableAccounts(db, viewerOf(session));
    return rows.map((row) => presentAccount(row, session));
  }

  /** Every usable account as providers need them (the calendar's "All Connected Accounts"). */
  async function listUsableProviderAccounts(
    session: SessionContext,
  ): Promise<Array<{ account: ConnectedAccount; provider: ProviderAccount }>> {
    const rows = await repo.listUsableAccounts(db, viewerOf(session));
    return rows.map((row) => ({
      account: presentAccount(row, session),
      provider: toProviderAccount(row),
    }));
  }

  /**
   * GET /email/accounts?organizationId=: the organisation's shared accounts. Without the id, or
   * with another organisation's, the list is empty (docs/DECISIONS.md).
   */
  async function listOrganizationAccounts(
    session: SessionContext,
    organizationId: string | undefined,
  ): Promise<ConnectedAccount[]> {
    if (!organizationId || organizationId !== session.organizationId) return [];
    const rows = await repo.listSharedAccounts(db, session.organizationId);
    return rows.map((row) => presentAccount(row, session));
  }

  /** One usable account for a provider call; anything else (another organisation's) is 404. */
  async function resolveUsableAccount(
    session: SessionContext,
    accountId: string,
  ): Promise<ProviderAccount> {
    return toProviderAccount(await findUsableRow(session, accountId));
  }

  /** One usable account as answered (404 otherwise). */
  async function getAccount(session: SessionContext, accountId: string) {
    return presentAccount(await findUsableRow(session, accountId), session);
  }

  /** DELETE /email/accounts/{id}: the owner or an admin; the built-in one stays. */
  async function deleteAccount(session: SessionContext, accountId: string | undefined) {
    const id = accountId?.trim();
    if (!id) throw new AppError('VALIDATION_ERROR', ACCOUNT_MESSAGES.missingId);
    const row = await findUsableRow(session, id);
    if (row.accountType === 'local') {
      throw new AppError('VALIDATION_ERROR', ACCOUNT_MESSAGES.localCannotBeRemoved);
    }
    if (!canManage(row, session)) throw forbidden(ACCOUNT_MESSAGES.manageForbidden);
    if (!(await repo.deleteAccount(db, session.organizationId, id))) throw accountNotFound();
    await recordAuditEvent(db, {
      organizationId: session.organizationId,
      actorUserId: session.userId,
      action: 'account.disconnected',
      target: { type: 'connected_account', id: row.id, label: row.emailAddress },
      details: { accountType: row.accountType },
    });
  }

  /** PUT /email/accounts/{id}/sharing (admin). The built-in account is always shared. */
  async function setSharing(session: SessionContext, accountId: string, shared: boolean) {
    if (session.role !== 'ADMIN') throw forbidden(ACCOUNT_MESSAGES.shareForbidden);
    const row = await findUsableRow(session, accountId);
    if (row.accountType === 'local') return presentAccount(row, session);
    const updated = await repo.updateAccount(db, session.organizationId, row.id, { shared });
    if (!updated) throw accountNotFound();
    return presentAccount(updated, session);
  }

  /**
   * Store a new connection for the caller (the OAuth callback, the CalDAV connect). Sharing it
   * at once needs an admin; the same identity twice answers 409.
   */
  async function connectAccount(
    session: SessionContext,
    connection: NewConnection,
  ): Promise<ConnectedAccount> {
    assertMayConnectAccounts(session);
    if (connection.shared && session.role !== 'ADMIN') {
      throw forbidden(ACCOUNT_MESSAGES.shareForbidden);
    }
    try {
      const row = await repo.insertAccount(db, {
        organizationId: session.organizationId,
        ownerId: session.userId,
        accountType: connection.accountType,
        emailAddress: connection.emailAddress,
        displayName: connection.displayName ?? '',
        shared: connection.shared ?? false,
        credentials: secrets.seal(connection.credentials),
        settings: connection.settings ?? {},
        externalId: connection.externalId ?? null,
      });
      await recordAuditEvent(db, {
        organizationId: session.organizationId,
        actorUserId: session.userId,
        action: 'account.connected',
        target: { type: 'connected_account', id: row.id, label: row.emailAddress },
        details: { accountType: row.accountType, shared: row.shared },
      });
      return presentAccount(row, session);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError('CONFLICT', ACCOUNT_MESSAGES.alreadyConnected);
      throw error;
    }
  }

  /** Reconnect: new credentials for an account the caller may manage; status back to connected. */
  async function reconnectAccount(
    session: SessionContext,
    accountId: string,
    credentials: ProviderCredentials,
    settings?: Record<string, unknown>,
  ): Promise<ConnectedAccount> {
    assertMayConnectAccounts(session);
    const row = await findUsableRow(session, accountId);
    if (!canManage(row, session)) throw forbidden(ACCOUNT_MESSAGES.manageForbidden);
    const updated = await repo.updateAccount(db, session.organizationId, row.id, {
      credentials: secrets.seal(credentials),
      status: 'connected',
      statusMessage: null,
      ...(settings ? { settings } : {}),
    });
    if (!updated) throw accountNotFound();
    return presentAccount(updated, session);
  }

  /**
   * An account for a background job (a mail sync), no session: undefined when it is gone.
   * `owner` says who can see it: the owner alone, or the whole organisation when shared.
   */
  async function providerAccountById(organizationId: string, accountId: string) {
    const row = await repo.findAccount(db, organizationId, accountId);
    if (!row) return undefined;
    return {
      provider: toProviderAccount(row),
      ownerId: row.ownerId,
      shared: row.shared,
      status: row.status,
    };
  }

  /** A background job's outcome on the account (null clears it); the status stays. */
  async function setStatusMessage(
    organizationId: string,
    accountId: string,
    message: string | null,
  ) {
    await repo.updateAccount(db, organizationId, accountId, { statusMessage: message });
  }

  return {
    providerAccountById,
    setStatusMessage,
    listUsableAccounts,
    listUsableProviderAccounts,
    listOrganizationAccounts,
    resolveUsableAccount,
    getAccount,
    deleteAccount,
    setSharing,
    connectAccount,
    reconnectAccount,
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
