import type { ServerResponse } from 'node:http';
import type { FakeApiRefusals } from './fake-api-gate.js';
import { sendJson } from './fake-oauth.js';

const GOOGLE_STATUS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
};

/** Google's error JSON (Calendar v3 and Gmail v1 share it). */
export function googleError(
  response: ServerResponse,
  status: number,
  reason: string,
  message: string,
  headers: Record<string, string> = {},
) {
  sendJson(
    response,
    status,
    {
      error: {
        code: status,
        message,
        errors: [{ message, domain: 'global', reason }],
        status: GOOGLE_STATUS[status] ?? 'FAILED_PRECONDITION',
      },
    },
    headers,
  );
}

/** Microsoft Graph's error JSON. */
export function graphError(
  response: ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
) {
  sendJson(
    response,
    status,
    { error: { code, message, innerError: { date: new Date().toISOString() } } },
    headers,
  );
}

export const googleRefusals: FakeApiRefusals = {
  unauthorized: (response) =>
    googleError(response, 401, 'authError', 'Request had invalid authentication credentials.'),
  rateLimited: (response, seconds) =>
    googleError(response, 429, 'rateLimitExceeded', 'Rate Limit Exceeded', {
      'retry-after': String(seconds),
    }),
};

export const graphRefusals: FakeApiRefusals = {
  unauthorized: (response) =>
    graphError(
      response,
      401,
      'InvalidAuthenticationToken',
      'Access token has expired or is not yet valid.',
    ),
  rateLimited: (response, seconds) =>
    graphError(response, 429, 'TooManyRequests', 'Too many requests.', {
      'retry-after': String(seconds),
    }),
};
