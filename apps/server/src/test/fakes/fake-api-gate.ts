import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakeAuthorizationServer, FakeGrant } from './fake-oauth.js';

/** How a provider words its refusals (Google's and Graph's error JSON differ). */
export type FakeApiRefusals = {
  unauthorized: (response: ServerResponse) => void;
  rateLimited: (response: ServerResponse, retryAfterSeconds: number) => void;
};

export type FakeApiRequest = { method: string; url: string; prefer: string };

/**
 * What every fake provider API does before its own routes, in one place: record the request,
 * wait the configured latency, drop the connection while `dropNext` lasts, answer 401 for an unknown or expired bearer token and 429 with
 * Retry-After while `rateLimitNext` lasts. Answers the caller's identity, or undefined once it
 * has answered the refusal itself.
 */
export function createFakeApiGate(auth: FakeAuthorizationServer, refusals: FakeApiRefusals) {
  const control = {
    /** Largest page any list answers (a smaller `maxResults`/`$top` wins). */
    pageSize: 2,
    /** Answer this many API requests with 429 + Retry-After first. */
    rateLimitNext: 0,
    /** The Retry-After of those 429s. */
    retryAfterSeconds: 1,
    /** Cut the connection of this many API requests without an answer (a dropped link). */
    dropNext: 0,
    /** Delay of every API answer (the bench's slow provider). */
    latencyMs: 0,
    /** Method, path + query and Prefer header of every API request. */
    requests: [] as FakeApiRequest[],
  };

  async function admit(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
  ): Promise<FakeGrant | undefined> {
    control.requests.push({
      method: request.method!,
      url: url.pathname + url.search,
      prefer: String(request.headers.prefer ?? ''),
    });
    if (control.latencyMs) await new Promise((resolve) => setTimeout(resolve, control.latencyMs));
    if (control.dropNext > 0) {
      control.dropNext -= 1;
      request.socket.destroy();
      return undefined;
    }
    const identity = auth.bearer(request);
    if (!identity) {
      refusals.unauthorized(response);
      return undefined;
    }
    if (control.rateLimitNext > 0) {
      control.rateLimitNext -= 1;
      refusals.rateLimited(response, control.retryAfterSeconds);
      return undefined;
    }
    return identity;
  }

  return { control, admit };
}

export type FakeApiControl = ReturnType<typeof createFakeApiGate>['control'];
