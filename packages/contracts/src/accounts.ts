import { z } from 'zod';
import { templatedMessage } from './message-template.js';
import { queryParam, text } from './validation.js';

/**
 * Connected accounts: one model for the calendar and e-mail (PRODUCT.md "Calendar and e-mail
 * accounts"). `local` is the organisation's built-in "Workspace calendar"; `imap` is mail only.
 */
export const ACCOUNT_TYPES = ['local', 'gmail', 'outlook', 'caldav', 'imap'] as const;
export const accountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof accountTypeSchema>;

/** Providers connected through OAuth from Settings. */
export const OAUTH_ACCOUNT_TYPES = ['gmail', 'outlook'] as const;
export const oauthAccountTypeSchema = z.enum(OAUTH_ACCOUNT_TYPES);
export type OAuthAccountType = z.infer<typeof oauthAccountTypeSchema>;

/** The built-in account's name, shown where an e-mail address would be. */
export const LOCAL_ACCOUNT_NAME = 'Workspace calendar';

/** The texts users see about accounts; the first ones are the spec's own (spec 1 §2.7, 3 §5). */
export const ACCOUNT_MESSAGES = {
  allAccounts: 'All Connected Accounts',
  noAccounts: 'No email accounts connected',
  organizationSuffix: ' - Org',
  unknownType: 'Unknown',
  missingId: 'Missing email account id.',
  notFound: 'Account not found.',
  localCannotBeRemoved: 'The Workspace calendar is built in and cannot be removed.',
  manageForbidden: 'Only the account owner or an admin can change this account.',
  shareForbidden: 'Only an admin can share an account with the organisation.',
  connectForbidden:
    'You do not have permission to connect accounts. Ask an administrator for the e-mail and calendar accounts permission.',
  reconnectNeeded: 'Reconnect needed: the provider no longer accepts this account’s sign-in.',
  oauthNotConfigured: templatedMessage(
    'Not configured on this server: set {settings}.',
    (settings: readonly string[]) => ({ settings: settings.join(' and ') }),
  ),
  oauthStateInvalid:
    'This sign-in link has expired or was already used. Start again from Settings.',
  oauthDenied: 'The provider did not grant access.',
  caldavUnreachable: 'Could not reach the CalDAV server.',
  caldavLoginFailed: 'The CalDAV server refused the user name or password.',
  caldavNoCalendar: 'No calendar was found on this CalDAV server for this user.',
  alreadyConnected: 'This account is already connected.',
} as const;

/** How the selector names an account type (spec 1 §3). */
export function accountTypeLabel(accountType: string | null | undefined): string {
  if (!accountType) return ACCOUNT_MESSAGES.unknownType;
  if (accountType === 'gmail') return 'Google';
  if (accountType === 'outlook') return 'Microsoft';
  return accountType;
}

/** The selector's option label: address, type, and " - Org" for shared accounts. */
export function accountOptionLabel(account: {
  emailAddress: string;
  accountType?: string | null;
  organizationId?: string | null;
}): string {
  const shared = account.organizationId ? ACCOUNT_MESSAGES.organizationSuffix : '';
  return `${account.emailAddress} (${accountTypeLabel(account.accountType)})${shared}`;
}

/**
 * An account as the caller sees it. `organizationId` is present only for accounts shared with
 * the organisation (the built-in one always is). Secrets never leave the server.
 */
export const connectedAccountSchema = z.object({
  id: z.string(),
  emailAddress: z.string(),
  accountType: accountTypeSchema,
  organizationId: z.string().optional(),
  displayName: z.string(),
  /** `reconnect_needed` when the provider refused a token refresh or the password. */
  status: z.enum(['connected', 'reconnect_needed']),
  statusMessage: z.string().nullable(),
  capabilities: z.object({ calendar: z.boolean(), mail: z.boolean() }),
  /** null for the built-in account. */
  ownerId: z.string().nullable(),
  /** The caller may remove it, reconnect it, or (admin) share it. */
  canManage: z.boolean(),
  createdAt: z.string(),
});
export type ConnectedAccount = z.infer<typeof connectedAccountSchema>;

/** GET /email/accounts/getAccounts and GET /email/accounts?organizationId= answer this. */
export const accountsResponseSchema = z.object({ accounts: z.array(connectedAccountSchema) });
export type AccountsResponse = z.infer<typeof accountsResponseSchema>;

/** GET /email/accounts: without organizationId the list is empty (spec 3 §5). */
export const organizationAccountsQuerySchema = z.object({
  organizationId: queryParam(text().trim()),
});

/** PUT /email/accounts/{id}/sharing (admin): share with the organisation or make personal. */
export const shareAccountRequestSchema = z.object({ shared: z.boolean() });

/** POST /email/accounts/caldav: connect any CalDAV server with an app password. */
export const connectCaldavRequestSchema = z.object({
  serverUrl: text().trim().min(1, 'Server URL is required.').max(2000),
  username: text().trim().min(1, 'User name is required.').max(320),
  password: text().min(1, 'Password is required.').max(1000),
  displayName: text().trim().max(200).optional(),
  shared: z.boolean().default(false),
});
export type ConnectCaldavRequest = z.input<typeof connectCaldavRequestSchema>;

/** One account answered after a connect, share or reconnect. */
export const accountResponseSchema = z.object({ account: connectedAccountSchema });

/**
 * GET /email/accounts/providers: which OAuth providers this server can connect, and for the
 * others which settings (environment variables) are missing, so Settings can say what to set.
 */
export const oauthProvidersResponseSchema = z.object({
  providers: z.array(
    z.object({
      accountType: oauthAccountTypeSchema,
      configured: z.boolean(),
      missingSettings: z.array(z.string()),
    }),
  ),
});
export type OAuthProvidersResponse = z.infer<typeof oauthProvidersResponseSchema>;

/**
 * POST /email/accounts/oauth/{accountType}/start: answers the provider's authorization URL
 * (authorization code with PKCE and state). `shared` asks to share it once connected (admin);
 * `accountId` reconnects an existing account.
 */
export const startOAuthRequestSchema = z.object({
  shared: z.boolean().default(false),
  accountId: text().trim().optional(),
});
export const startOAuthResponseSchema = z.object({ authorizationUrl: z.string() });

/**
 * The provider sends the browser back to GET /email/accounts/oauth/{accountType}/callback, which
 * redirects to /settings with `accountConnected={id}` or `accountError={message}`.
 */
export const OAUTH_RESULT_PARAMS = {
  connected: 'accountConnected',
  error: 'accountError',
} as const;
