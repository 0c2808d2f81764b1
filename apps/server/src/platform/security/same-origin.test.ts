import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isSameOriginRequest } from './same-origin.js';

const PUBLIC_URL = 'https://work.example.com';

function request(headers: Record<string, string>, encrypted = false): IncomingMessage {
  return { headers, socket: { encrypted } } as unknown as IncomingMessage;
}

describe('isSameOriginRequest', () => {
  it('accepts the origin of PUBLIC_URL', () => {
    expect(
      isSameOriginRequest(
        request({ origin: 'https://work.example.com', host: 'internal:3000' }),
        PUBLIC_URL,
      ),
    ).toBe(true);
  });

  it('accepts the origin the request was addressed to, under any host name', () => {
    for (const host of ['127.0.0.1:3000', 'localhost:3000']) {
      expect(isSameOriginRequest(request({ origin: `http://${host}`, host }), PUBLIC_URL)).toBe(
        true,
      );
    }
    expect(
      isSameOriginRequest(request({ origin: 'https://a.test', host: 'a.test' }, true), PUBLIC_URL),
    ).toBe(true);
    expect(
      isSameOriginRequest(
        request({
          origin: 'https://a.test',
          host: 'backend:3000',
          'x-forwarded-host': 'a.test',
          'x-forwarded-proto': 'https',
        }),
        PUBLIC_URL,
      ),
    ).toBe(true);
  });

  it('refuses another port, scheme or host of the same machine, and "null"', () => {
    const host = '127.0.0.1:3000';
    for (const origin of [
      'http://127.0.0.1:5555',
      'https://127.0.0.1:3000',
      'http://localhost:3000',
      'http://evil.test',
      'null',
      'not a url',
    ]) {
      expect(isSameOriginRequest(request({ origin, host }), PUBLIC_URL), origin).toBe(false);
    }
  });

  it('without Origin, trusts Sec-Fetch-Site same-origin or none only', () => {
    const host = '127.0.0.1:3000';
    expect(
      isSameOriginRequest(request({ host, 'sec-fetch-site': 'same-origin' }), PUBLIC_URL),
    ).toBe(true);
    expect(isSameOriginRequest(request({ host, 'sec-fetch-site': 'none' }), PUBLIC_URL)).toBe(true);
    expect(isSameOriginRequest(request({ host, 'sec-fetch-site': 'same-site' }), PUBLIC_URL)).toBe(
      false,
    );
    expect(isSameOriginRequest(request({ host, 'sec-fetch-site': 'cross-site' }), PUBLIC_URL)).toBe(
      false,
    );
  });

  it('lets a request with neither header through (not a browser page)', () => {
    expect(isSameOriginRequest(request({ host: '127.0.0.1:3000' }), PUBLIC_URL)).toBe(true);
  });
});
