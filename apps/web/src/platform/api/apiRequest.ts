import { notify } from '../notify/notify';
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
  /** Sent as multipart/form-data (file uploads); the browser sets the boundary. */
  formData?: FormData;
  /** An Authorization header given here replaces the stored bearer token. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Public auth calls (login, recover, switch...) answer 401 for a wrong password or a dead
   * token; that is not "your session expired", so they show their own message instead.
   */
  skipSessionExpiredToast?: boolean;
  /**
   * The one success status the caller accepts (spec 1 §7: creating a note or a category succeeds
   * only with 201); any other OK answer is treated as a failure.
   */
  expectedStatus?: number;
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
  let body: string | FormData | undefined;
  if (options.formData !== undefined) {
    body = options.formData;
  } else if (options.body !== undefined) {
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
      notify.error(apiMessages.unexpectedError, { toastId: NETWORK_ERROR_TOAST_ID });
    }
    throw error;
  }

  const payload = await readJsonBody(response);
  const isExpectedStatus =
    options.expectedStatus === undefined || response.status === options.expectedStatus;
  if (response.ok && isExpectedStatus) return payload as T;

  const errorPayload: ErrorPayload = isRecord(payload) ? payload : {};
  const serverMessage = textOf(errorPayload.error) ?? textOf(errorPayload.message);
  const code = typeof errorPayload.code === 'string' ? errorPayload.code : undefined;

  if (response.status === 401) {
    if (!options.skipSessionExpiredToast) {
      notify.error(apiMessages.sessionExpired, { toastId: SESSION_EXPIRED_TOAST_ID });
    }
    if (errorPayload.needsReauth === true) {
      const reauthMessage = textOf(errorPayload.error) ?? apiMessages.reauthRequired;
      throw new ReauthError(reauthMessage, code, serverMessage, payload);
    }
  }
  throw new ApiError(
    serverMessage ?? apiMessages.requestFailed(response.status),
    response.status,
    code,
    serverMessage,
    payload,
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

/** A message as servers send it: one string, or a list of them (joined with spaces, spec 1 §8). */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.length > 0 ? value : undefined;
  if (Array.isArray(value)) {
    const parts = value.filter((part): part is string => typeof part === 'string' && part !== '');
    return parts.length > 0 ? parts.join(' ') : undefined;
  }
  return undefined;
}

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
