import { ACCOUNT_MESSAGES, EMAIL_MESSAGES } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../calendar/providers/calendar-provider.js';
import { ProviderHttpError } from '../../calendar/providers/provider-http.js';
import {
  decodeMimeWords,
  isHttpStatus,
  mapLimited,
  parseAddresses,
  parseMessageIds,
  textOfHtml,
  toMailProviderError,
  withBccHeader,
} from './mail-http.js';

describe('mail HTTP helpers', () => {
  it('adds a Bcc header for envelope recipients that To and Cc do not name', () => {
    const raw = Buffer.from(
      'From: ada@example.com\r\nTo: Grace <grace@example.com>,\r\n bob@example.com\r\nCc: cy@example.com\r\nSubject: Hi\r\n\r\nBody\r\n',
    );
    const withBcc = withBccHeader(raw, [
      'grace@example.com',
      'BOB@example.com',
      'cy@example.com',
      'hidden@example.com',
    ]);
    expect(withBcc.toString()).toMatch(/^Bcc: hidden@example\.com\r\nFrom: /);
    expect(withBccHeader(raw, ['grace@example.com'])).toBe(raw);
  });

  it('decodes encoded words and parses address lists and message ids', () => {
    expect(decodeMimeWords('=?UTF-8?B?R3LDvMOfZQ==?= =?utf-8?Q?_aus_K=C3=B6ln?=')).toBe(
      'Grüße aus Köln',
    );
    expect(decodeMimeWords('Plain =? text')).toBe('Plain =? text');
    expect(parseAddresses('"Hopper, Grace" <grace@example.com>, ada@example.com')).toEqual([
      { name: 'Hopper, Grace', address: 'grace@example.com' },
      { name: '', address: 'ada@example.com' },
    ]);
    expect(parseAddresses(undefined)).toEqual([]);
    expect(parseMessageIds('<a@x> <b@y>\r\n <c@z>')).toEqual(['<a@x>', '<b@y>', '<c@z>']);
    expect(textOfHtml('<style>p{}</style><p>One &amp; two</p><p>three</p>')).toBe(
      'One & two\n three',
    );
  });

  it("turns the OAuth client's errors into the mail providers' kinds", () => {
    const http = (status: number, body = '', retryAfterMs = 0) =>
      new ProviderHttpError(
        'x',
        'unavailable',
        `GET /x answered ${status}: ${body}`,
        status,
        retryAfterMs,
      );
    expect(toMailProviderError(http(429, '', 7_000))).toMatchObject({
      kind: 'rate_limited',
      retryAfterSeconds: 7,
    });
    expect(toMailProviderError(http(403, '"reason": "insufficientPermissions"'))).toMatchObject({
      kind: 'auth',
      message: ACCOUNT_MESSAGES.reconnectNeeded,
    });
    expect(toMailProviderError(http(413))).toMatchObject({ kind: 'too_large' });
    const gone = toMailProviderError(
      new ProviderHttpError('x', 'not_found', 'GET /x answered 410: {}', 410, 0),
    );
    expect(gone).toMatchObject({ kind: 'not_found', message: EMAIL_MESSAGES.emailNotFound });
    expect(isHttpStatus(gone, 404, 410)).toBe(true);
    expect(toMailProviderError(new ProviderError('x', 'auth'))).toMatchObject({
      kind: 'auth',
      message: ACCOUNT_MESSAGES.reconnectNeeded,
    });
    expect(toMailProviderError(new Error('socket hang up'))).toMatchObject({
      kind: 'unavailable',
      message: EMAIL_MESSAGES.providerUnavailable,
    });
  });

  it('maps with a limit on parallel work, keeping the order', async () => {
    let running = 0;
    let most = 0;
    const doubled = await mapLimited([1, 2, 3, 4, 5, 6, 7], 3, async (value) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 10 - value));
      running -= 1;
      return value * 2;
    });
    expect(doubled).toEqual([2, 4, 6, 8, 10, 12, 14]);
    expect(most).toBe(3);
  });
});
