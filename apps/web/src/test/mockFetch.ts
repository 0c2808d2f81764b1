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

type RouteHandler = (request: {
  url: URL;
  method: string;
  body: unknown;
}) => Response | Promise<Response>;

/**
 * Stubs fetch with one handler per `METHOD /path` of the API (path without /api and without the
 * query string); anything else answers 404, so a test sees an unexpected call fail loudly.
 */
export function mockApi(routes: Record<string, RouteHandler | Response | (() => never)>) {
  return mockFetch(async ({ url, method, body }) => {
    const parsed = new URL(url, 'http://localhost');
    const key = `${method} ${parsed.pathname.replace(/^\/api/, '')}`;
    const route = routes[key];
    if (route === undefined) return jsonResponse(404, { error: `No route for ${key}` });
    if (route instanceof Response) return route.clone();
    return (route as RouteHandler)({ url: parsed, method, body });
  });
}
