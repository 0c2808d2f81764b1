import {
  EMAIL_MESSAGES,
  IMAP_DEFAULT_PORTS,
  SMTP_DEFAULT_PORTS,
  type ImapConnectFailure,
  type MailSecurity,
} from '@worksphere/contracts';
import { isIP } from 'node:net';
import type { ImapFlow } from 'imapflow';
import type { Outbound } from '../../../platform/net/outbound.js';
import { OutboundRefusedError } from '../../../platform/net/outbound.js';
import { MailProviderError, type ProviderAccount } from './mail-provider.js';

/** What an IMAP account keeps in `settings` (nothing secret). */
export type ImapSettings = {
  imap: { host: string; port: number; security: MailSecurity };
  smtp: { host: string; port: number; security: MailSecurity };
};

export type ImapLogin = {
  settings: ImapSettings;
  username: string;
  password: string;
  smtpUsername: string;
  smtpPassword: string;
};

/** Time-outs short enough that a dead server never holds a sync for long. */
const CONNECT_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 60_000;

export function imapLoginOf(account: ProviderAccount): ImapLogin {
  const settings = account.settings as unknown as ImapSettings;
  const credentials = account.credentials;
  if (!settings?.imap || !credentials || credentials.kind !== 'password') {
    throw new MailProviderError(EMAIL_MESSAGES.syncLoginFailed, 'auth');
  }
  return {
    settings,
    username: credentials.username,
    password: credentials.password,
    smtpUsername: credentials.smtpUsername ?? credentials.username,
    smtpPassword: credentials.smtpPassword ?? credentials.password,
  };
}

/** The form's settings with the SMTP side prefilled from the IMAP side. */
export function imapSettingsFrom(input: {
  imapHost: string;
  imapPort?: number | undefined;
  imapSecurity: MailSecurity;
  smtpHost?: string | undefined;
  smtpPort?: number | undefined;
  smtpSecurity?: MailSecurity | undefined;
}): ImapSettings {
  const smtpSecurity = input.smtpSecurity ?? input.imapSecurity;
  return {
    imap: {
      host: input.imapHost,
      port: input.imapPort ?? IMAP_DEFAULT_PORTS[input.imapSecurity],
      security: input.imapSecurity,
    },
    smtp: {
      host: input.smtpHost ?? input.imapHost,
      port: input.smtpPort ?? SMTP_DEFAULT_PORTS[smtpSecurity],
      security: smtpSecurity,
    },
  };
}

/** Why a connection failed, in the words of the connect form. */
export class MailConnectError extends Error {
  constructor(
    message: string,
    readonly failure: ImapConnectFailure,
  ) {
    super(message);
    this.name = 'MailConnectError';
  }
}

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'GREETING_TIMEOUT',
  'ECONNECTION',
]);

/** Sort a socket/TLS/login error into unreachable, tls, login or other. */
export function classifyMailError(
  error: unknown,
): 'unreachable' | 'tls' | 'login' | 'dropped' | 'failed' {
  if (error instanceof OutboundRefusedError) return 'unreachable';
  const err = error as {
    code?: string;
    authenticationFailed?: boolean;
    responseCode?: number;
    message?: string;
    library?: string;
    reason?: string;
  };
  const code = String(err.code ?? '');
  const message = String(err.message ?? '');
  if (err.authenticationFailed || code === 'EAUTH' || err.responseCode === 535) return 'login';
  if (
    code.startsWith('ERR_SSL') ||
    code.startsWith('ERR_TLS') ||
    code === 'ETLS' ||
    code === 'EPROTO' ||
    code === 'ClosedAfterConnectTLS' ||
    code === 'UPGRADE_TIMEOUT' ||
    err.library === 'SSL routines' ||
    /STARTTLS|SSL|TLS|certificate|wrong version number/i.test(message)
  ) {
    return 'tls';
  }
  if (UNREACHABLE_CODES.has(code)) return 'unreachable';
  if (
    code === 'ECONNRESET' ||
    code === 'EPIPE' ||
    code === 'NoConnection' ||
    code === 'EConnectionClosed' ||
    code === 'ETIMEOUT' ||
    code === 'ClosedAfterConnectText'
  ) {
    return 'dropped';
  }
  return 'failed';
}

/** A provider error with the account's message for an IMAP/SMTP failure during work. */
export function toProviderError(error: unknown): Error {
  if (error instanceof MailProviderError) return error;
  const detail = (error as Error)?.message;
  switch (classifyMailError(error)) {
    case 'login':
      return new MailProviderError(EMAIL_MESSAGES.syncLoginFailed, 'auth', detail);
    case 'tls':
      return new MailProviderError(EMAIL_MESSAGES.syncTlsFailed, 'tls', detail);
    case 'unreachable':
      return new MailProviderError(EMAIL_MESSAGES.providerUnavailable, 'unavailable', detail);
    case 'dropped':
      return new MailProviderError(EMAIL_MESSAGES.syncConnectionLost, 'unavailable', detail);
    default:
      return new MailProviderError(EMAIL_MESSAGES.providerUnavailable, 'unavailable', detail);
  }
}

export type MailNet = {
  /** The checked address of a user-given host (outbound guard). */
  resolve: Outbound['resolvePublicHost'];
};

/** An ImapFlow client for the login, connected (the caller logs out). */
export async function openImap(
  net: MailNet,
  login: ImapLogin,
  options: { idle?: boolean } = {},
): Promise<ImapFlow> {
  const { host, port, security } = login.settings.imap;
  const address = await net.resolve(host, port);
  // Loaded on first use: the IMAP client is not needed until an account connects.
  const imapflow = await import('imapflow');
  const client = new imapflow.ImapFlow({
    host: address,
    port,
    secure: security === 'tls',
    doSTARTTLS: security === 'starttls' ? true : security === 'none' ? false : undefined,
    auth: { user: login.username, pass: login.password },
    logger: false,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    // A watching connection sits in IDLE: it renews IDLE every 4 minutes, well inside the
    // socket time-out, so NATs and servers keep it open.
    socketTimeout: options.idle ? 10 * 60_000 : SOCKET_TIMEOUT_MS,
    ...(options.idle ? { maxIdleTime: 4 * 60_000 } : {}),
    disableAutoIdle: true,
    tls: isIP(host) ? {} : { servername: host },
  });
  // A dropped connection emits 'error'; the command in flight rejects with it.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** Run `work` on a fresh connection, always logging out (or closing) afterwards. */
export async function withImap<T>(
  net: MailNet,
  login: ImapLogin,
  work: (client: ImapFlow) => Promise<T>,
): Promise<T> {
  let client: ImapFlow;
  try {
    client = await openImap(net, login);
  } catch (error) {
    throw toProviderError(error);
  }
  try {
    return await work(client);
  } catch (error) {
    throw toProviderError(error);
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/** A nodemailer SMTP transport for the login's SMTP side. */
export async function smtpTransport(net: MailNet, login: ImapLogin) {
  const { host, port, security } = login.settings.smtp;
  const address = await net.resolve(host, port);
  // nodemailer (0.3 MB) loads on the first send: most starts never send through SMTP.
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport({
    host: address,
    port,
    secure: security === 'tls',
    requireTLS: security === 'starttls',
    ignoreTLS: security === 'none',
    auth: { user: login.smtpUsername, pass: login.smtpPassword },
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    tls: isIP(host) ? {} : { servername: host },
  });
}

/**
 * Try both logins before an account is saved; throws MailConnectError saying which side and
 * what failed (host unreachable, TLS, login).
 */
export async function testImapLogin(net: MailNet, login: ImapLogin): Promise<void> {
  const { imap, smtp } = login.settings;
  try {
    const client = await openImap(net, login);
    await client.logout().catch(() => client.close());
  } catch (error) {
    const kind = classifyMailError(error);
    if (kind === 'login') throw new MailConnectError(EMAIL_MESSAGES.imapLoginFailed, 'imap_login');
    if (kind === 'tls') throw new MailConnectError(EMAIL_MESSAGES.imapTlsFailed, 'imap_tls');
    if (kind === 'unreachable' || kind === 'dropped') {
      throw new MailConnectError(
        EMAIL_MESSAGES.imapUnreachable(imap.host, imap.port),
        'imap_unreachable',
      );
    }
    throw new MailConnectError(EMAIL_MESSAGES.imapFailed, 'imap_failed');
  }
  let transport: Awaited<ReturnType<typeof smtpTransport>> | undefined;
  try {
    transport = await smtpTransport(net, login);
    await transport.verify();
  } catch (error) {
    const kind = classifyMailError(error);
    if (kind === 'login') throw new MailConnectError(EMAIL_MESSAGES.smtpLoginFailed, 'smtp_login');
    if (kind === 'tls') throw new MailConnectError(EMAIL_MESSAGES.smtpTlsFailed, 'smtp_tls');
    if (kind === 'unreachable' || kind === 'dropped') {
      throw new MailConnectError(
        EMAIL_MESSAGES.smtpUnreachable(smtp.host, smtp.port),
        'smtp_unreachable',
      );
    }
    throw new MailConnectError(EMAIL_MESSAGES.smtpFailed, 'smtp_failed');
  } finally {
    transport?.close();
  }
}
