import type {
  ConnectedAccount,
  ImapConnectFailure,
  connectImapRequestSchema,
} from '@worksphere/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps.js';
import type { SessionContext } from '../../platform/auth/session-context.js';
import { forbidden } from '../../platform/errors.js';
import { ACCOUNT_MESSAGES } from '@worksphere/contracts';
import { assertMayConnectAccounts, type AccountsService } from '../accounts/accounts.service.js';
import { imapSettingsFrom, MailConnectError, testImapLogin } from './providers/imap-connection.js';

type ConnectInput = z.output<typeof connectImapRequestSchema>;

/**
 * POST /email/accounts/imap: both logins are tried before anything is saved (the hosts pass
 * the outbound guard: they are the user's); a failure says which side and what failed. The
 * passwords are stored sealed (secret-box) with the connected account.
 */
export async function connectImapAccount(
  deps: AppDeps,
  accounts: AccountsService,
  session: SessionContext,
  input: ConnectInput,
): Promise<{ account: ConnectedAccount } | { error: string; failure: ImapConnectFailure }> {
  assertMayConnectAccounts(session);
  if (input.shared && session.role !== 'ADMIN') throw forbidden(ACCOUNT_MESSAGES.shareForbidden);
  const settings = imapSettingsFrom(input);
  const smtpUsername = input.smtpUsername || input.username;
  const smtpPassword = input.smtpPassword || input.password;
  try {
    await testImapLogin(
      { resolve: deps.outbound.resolvePublicHost },
      { settings, username: input.username, password: input.password, smtpUsername, smtpPassword },
    );
  } catch (error) {
    if (error instanceof MailConnectError) return { error: error.message, failure: error.failure };
    throw error;
  }
  const account = await accounts.connectAccount(session, {
    accountType: 'imap',
    emailAddress: input.emailAddress,
    displayName: input.displayName || input.emailAddress,
    credentials: {
      kind: 'password',
      username: input.username,
      password: input.password,
      ...(input.smtpUsername ? { smtpUsername } : {}),
      ...(input.smtpPassword ? { smtpPassword } : {}),
    },
    settings: settings as unknown as Record<string, unknown>,
    externalId: `${settings.imap.host}:${settings.imap.port}|${input.username}`.toLowerCase(),
    shared: input.shared,
  });
  return { account };
}
