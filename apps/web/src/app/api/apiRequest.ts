import { toast } from 'react-toastify';
import { apiMessages } from './api.messages';
import { ApiError } from './ApiError';
import { ReauthError } from './ReauthError';
import { readSessionToken } from './sessionToken';

/** Where the API lives; same origin `/api` unless the build says otherwise. */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE ?? '/api';

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** An Authorization header given here replaces the stored bearer token. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Public auth calls (login, recover, switch...) answer 401 for a wrong password or a dead
   * token; that is not "your session expired", so they show their own message instead.
   */
  skipSessionExpiredToast?: boolean;
};

type ErrorPayload = { error?: unknown; message?: unknown; code?: unknown; needsReauth?: unknown };

// Ids keep one toast on screen when several requests fail together.
const SESSION_EXPIRED_TOAST_ID = 'session-expired';
const NETWORK_ERROR_TOAST_ID = 'network-error';

/**
 * The one way the web client talks to the API: session cookie plus bearer token, JSON in and out,
 * and the shared error behaviour of spec 1 §8.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers = new Headers(options.headers);
  if (!headers.has('Authorization')) {
    const token = readSessionToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  headers.set('Accept', 'application/json');
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled query is not a failure the user needs to hear about.
    if (!isAbortError(error)) {
      toast.error(apiMessages.unexpectedError, { toastId: NETWORK_ERROR_TOAST_ID });
    }
    throw error;
  }

  const payload = await readJsonBody(response);
  if (response.ok) return payload as T;

  const errorPayload: ErrorPayload = isRecord(payload) ? payload : {};
  const serverMessage = firstString(errorPayload.error, errorPayload.message);
  const code = typeof errorPayload.code === 'string' ? errorPayload.code : undefined;

  if (response.status === 401) {
    if (!options.skipSessionExpiredToast) {
      toast.error(apiMessages.sessionExpired, { toastId: SESSION_EXPIRED_TOAST_ID });
    }
    if (errorPayload.needsReauth === true) {
      const reauthMessage = firstString(errorPayload.error) ?? apiMessages.reauthRequired;
      throw new ReauthError(reauthMessage, code, serverMessage);
    }
  }
  throw new ApiError(
    serverMessage ?? apiMessages.requestFailed(response.status),
    response.status,
    code,
    serverMessage,
  );
}

async function readJsonBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstString(...values: unknown[]): string | undefined {
  return values.find((value): value is string => typeof value === 'string' && value.length > 0);
}

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
