import { vi } from 'vitest';

type Handler = (request: {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}) => Response | Promise<Response>;

/** Stubs global fetch with a router-like handler; returns the mock to inspect calls. */
export function mockFetch(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return handler({
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The requests fetch received, simplified for assertions. */
export function requestsOf(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.map(([input, init = {}]) => ({
    url: String(input),
    method: init.method ?? 'GET',
    authorization: new Headers(init.headers).get('Authorization'),
    body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }));
}
