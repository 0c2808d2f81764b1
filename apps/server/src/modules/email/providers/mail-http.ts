import { ACCOUNT_MESSAGES, EMAIL_MESSAGES, type MailAddress } from '@worksphere/contracts';
import addressparser from 'nodemailer/lib/addressparser';
import { ProviderError } from '../../calendar/providers/calendar-provider.js';
import {
  ProviderHttpError,
  type JsonRequest,
  type OAuthHttp,
} from '../../calendar/providers/provider-http.js';
import { MailProviderError, type ProviderAccount } from './mail-provider.js';

/**
 * The calendar's OAuth HTTP client (token refresh, reconnect-needed, Retry-After waits) in the
 * mail providers' terms: every failure becomes a MailProviderError; a 429 that outlasted the
 * client's own retries is `rate_limited` with the wait the provider asked for, so the sync job
 * backs off that long.
 */
export function createMailHttp(http: OAuthHttp) {
  return async function request<T>(
    account: ProviderAccount,
    url: string,
    init: JsonRequest = {},
  ): Promise<T> {
    try {
      return await http.request<T>(account, url, init);
    } catch (error) {
      const failure = toMailProviderError(error);
      if (failure instanceof MailHttpError && failure.status === 403 && failure.kind === 'auth') {
        // Signed in for the calendar only (connected before mail came): a new sign-in asks
        // for the mail scopes.
        await account.credentialStore.markReconnectNeeded(
          account.id,
          ACCOUNT_MESSAGES.reconnectNeeded,
        );
      }
      throw failure;
    }
  };
}

export type MailRequest = ReturnType<typeof createMailHttp>;

/** A MailProviderError that remembers the HTTP status behind it. */
export class MailHttpError extends MailProviderError {
  constructor(
    readonly status: number,
    ...rest: ConstructorParameters<typeof MailProviderError>
  ) {
    super(...rest);
  }
}

/** Google's and Graph's words for a token without the mail scopes. */
const SCOPE_REFUSAL =
  /insufficientPermissions|ACCESS_TOKEN_SCOPE_INSUFFICIENT|insufficient authentication scopes|ErrorAccessDenied/;

const MESSAGE_OF_KIND: Record<ProviderError['kind'], string> = {
  auth: ACCOUNT_MESSAGES.reconnectNeeded,
  not_found: EMAIL_MESSAGES.emailNotFound,
  rejected: EMAIL_MESSAGES.sendFailed,
  unavailable: EMAIL_MESSAGES.providerUnavailable,
};

/** A calendar ProviderError (or anything else) as the mail interface's error. */
export function toMailProviderError(error: unknown): MailProviderError {
  if (error instanceof MailProviderError) return error;
  if (!(error instanceof ProviderError)) {
    const detail = error instanceof Error ? error.message : String(error);
    return new MailProviderError(EMAIL_MESSAGES.providerUnavailable, 'unavailable', detail);
  }
  if (!(error instanceof ProviderHttpError)) {
    return new MailProviderError(MESSAGE_OF_KIND[error.kind], error.kind, error.detail);
  }
  const { status, detail } = error;
  const waitSeconds = error.retryAfterMs ? Math.ceil(error.retryAfterMs / 1000) : undefined;
  if (status === 429) {
    return new MailHttpError(
      status,
      EMAIL_MESSAGES.providerUnavailable,
      'rate_limited',
      detail,
      waitSeconds ?? 60,
    );
  }
  if (status === 403 && SCOPE_REFUSAL.test(detail ?? '')) {
    return new MailHttpError(status, ACCOUNT_MESSAGES.reconnectNeeded, 'auth', detail);
  }
  if (status === 413) {
    return new MailHttpError(status, EMAIL_MESSAGES.attachmentTooLarge, 'too_large', detail);
  }
  return new MailHttpError(status, MESSAGE_OF_KIND[error.kind], error.kind, detail, waitSeconds);
}

/** Whether the provider answered this status (e.g. 404 for an expired Gmail history id). */
export function isHttpStatus(error: unknown, ...statuses: number[]) {
  return error instanceof MailHttpError && statuses.includes(error.status);
}

/** RFC 2047 encoded words (=?utf-8?B?…?=), which some APIs pass through undecoded. */
export function decodeMimeWords(value: string): string {
  if (!value.includes('=?')) return value;
  return value.replace(
    /=\?([^?]+)\?([bBqQ])\?([^?]*)\?=(\s+(?==\?))?/g,
    (_all, charset: string, kind: string, encoded: string) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(encoded, 'base64')
          : Buffer.from(
              encoded
                .replaceAll('_', ' ')
                .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            );
      try {
        return new TextDecoder(charset.replace(/\*.*$/, '')).decode(bytes);
      } catch {
        return bytes.toString('utf8');
      }
    },
  );
}

/** An address header ("Ada <ada@example.com>, bob@example.com") as addresses. */
export function parseAddresses(header: string | undefined | null): MailAddress[] {
  if (!header) return [];
  return addressparser(decodeMimeWords(header), { flatten: true })
    .filter((entry) => entry.address)
    .map((entry) => ({ name: entry.name ?? '', address: entry.address }));
}

/** Message-ids of a References or In-Reply-To header. */
export function parseMessageIds(header: string | undefined | null): string[] {
  return header?.match(/<[^<>\s]+>/g) ?? [];
}

/**
 * The raw message with a Bcc header for the envelope's recipients that its To and Cc do not
 * name. Gmail and Graph take recipients from the MIME headers, not from an envelope, and both
 * drop Bcc from what they deliver.
 */
export function withBccHeader(raw: Buffer, envelopeTo: string[]): Buffer {
  const text = raw.toString('latin1');
  const end = text.search(/\r?\n\r?\n/);
  const head = end === -1 ? text : text.slice(0, end);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const named = new Set(
    unfolded
      .split(/\r?\n/)
      .filter((line) => /^(to|cc|bcc):/i.test(line))
      .flatMap((line) => parseAddresses(line.slice(line.indexOf(':') + 1)))
      .map((address) => address.address.toLowerCase()),
  );
  const hidden = envelopeTo.filter((address) => !named.has(address.toLowerCase()));
  if (!hidden.length) return raw;
  return Buffer.concat([Buffer.from(`Bcc: ${hidden.join(', ')}\r\n`, 'latin1'), raw]);
}

/** `work` over every item, at most `limit` at a time, answers in the items' order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Text for search and previews when a message has only HTML. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/p>|<\/div>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .trim();
}
