import { notify } from '../notify/notify';
import { apiMessages } from './api.messages';
import { ApiError } from './ApiError';
import { API_BASE_URL } from './apiRequest';
import { readSessionToken } from './sessionToken';

// The same ids as the JSON helper's, so one failure shows one toast.
const SESSION_EXPIRED_TOAST_ID = 'session-expired';
const NETWORK_ERROR_TOAST_ID = 'network-error';

function authorizationHeader(): Record<string, string> {
  const token = readSessionToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function errorFrom(status: number, bodyText: string): ApiError {
  let payload: unknown = null;
  try {
    payload = bodyText ? (JSON.parse(bodyText) as unknown) : null;
  } catch {
    payload = null;
  }
  const record = (typeof payload === 'object' && payload !== null ? payload : {}) as {
    error?: unknown;
    code?: unknown;
  };
  const serverMessage = typeof record.error === 'string' && record.error ? record.error : undefined;
  if (status === 401)
    notify.error(apiMessages.sessionExpired, { toastId: SESSION_EXPIRED_TOAST_ID });
  return new ApiError(
    serverMessage ?? apiMessages.requestFailed(status),
    status,
    typeof record.code === 'string' ? record.code : undefined,
    serverMessage,
    payload,
  );
}

/**
 * A call whose answer is a file (an export): JSON in, the bytes out. Errors behave like the JSON
 * helper's (401 and network toasts, ApiError with the server's text).
 */
export async function apiDownload(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {},
): Promise<Blob> {
  const headers: Record<string, string> = { ...authorizationHeader() };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      notify.error(apiMessages.unexpectedError, { toastId: NETWORK_ERROR_TOAST_ID });
    }
    throw error;
  }
  if (!response.ok) throw errorFrom(response.status, await response.text().catch(() => ''));
  return response.blob();
}

/**
 * A multipart upload that reports its progress (fetch cannot): resolves with the parsed JSON
 * answer, rejects with ApiError (or a TypeError when the network failed).
 */
export function apiUpload<T>(
  path: string,
  formData: FormData,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE_URL}${path}`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authorizationHeader())) {
      request.setRequestHeader(name, value);
    }
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        options.onProgress?.(1);
        try {
          resolve((request.responseText ? JSON.parse(request.responseText) : null) as T);
        } catch {
          resolve(null as T);
        }
      } else {
        reject(errorFrom(request.status, request.responseText));
      }
    });
    request.addEventListener('error', () => {
      notify.error(apiMessages.unexpectedError, { toastId: NETWORK_ERROR_TOAST_ID });
      reject(new TypeError('Network request failed'));
    });
    request.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    options.signal?.addEventListener('abort', () => request.abort());
    request.send(formData);
  });
}
