import { notify } from '../notify/notify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from './api.messages';
import { ApiError } from './ApiError';
import { apiRequest } from './apiRequest';
import { ReauthError } from './ReauthError';

vi.mock('../notify/notify', () => ({
  notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() },
}));

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [url, init = {}] = call;
  return { url: String(url), init, headers: new Headers(init.headers) };
}

async function captureError(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(notify.error).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest: what it sends', () => {
  it('calls /api with cookies and the stored bearer token', async () => {
    window.localStorage.setItem('token', 'stored-token');
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));

    await apiRequest('/user/me');

    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/user/me');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('GET');
    expect(headers.get('Authorization')).toBe('Bearer stored-token');
  });

  it('sends no Authorization header when no token is stored', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));

    await apiRequest('/user/me');

    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('keeps an Authorization header given by the caller', async () => {
    window.localStorage.setItem('token', 'stored-token');
    fetchMock.mockResolvedValue(jsonResponse(200, {}));

    await apiRequest('/user/logout', {
      method: 'POST',
      headers: { Authorization: 'Bearer other-token' },
    });

    expect(lastRequest().headers.get('Authorization')).toBe('Bearer other-token');
  });

  it('sends the body as JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));

    await apiRequest('/user/login', {
      method: 'POST',
      body: { identifier: 'ann', password: 'pw' },
    });

    const { init, headers } = lastRequest();
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ identifier: 'ann', password: 'pw' });
  });

  it('sends form data as multipart, leaving the boundary to the browser', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, {}));
    const formData = new FormData();
    formData.append('content', 'Hello');

    await apiRequest('/chat/sendChat', { method: 'POST', formData });

    const { init, headers } = lastRequest();
    expect(init.body).toBe(formData);
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.get('Accept')).toBe('application/json');
  });
});

describe('apiRequest: answers', () => {
  it('returns the parsed body of an OK answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { user: { id: 'u1' } }));

    await expect(apiRequest('/user/me')).resolves.toEqual({ user: { id: 'u1' } });
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('returns null for an empty OK answer', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(apiRequest('/x')).resolves.toBeNull();
  });

  it('on 401 shows the session-expired toast and still hands the answer to the caller', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, { error: 'Sign in to continue.', code: 'UNAUTHENTICATED' }),
    );

    const error = await captureError(apiRequest('/user/me'));

    expect(notify.error).toHaveBeenCalledWith(apiMessages.sessionExpired, expect.anything());
    expect(apiMessages.sessionExpired).toBe('Your session has expired. Please log in again.');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ReauthError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).code).toBe('UNAUTHENTICATED');
    expect((error as ApiError).message).toBe('Sign in to continue.');
  });

  it('skips the session-expired toast when asked (wrong password on login)', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, { error: 'Wrong username or password.', code: 'INVALID_CREDENTIALS' }),
    );

    const error = await captureError(
      apiRequest('/user/login', { method: 'POST', body: {}, skipSessionExpiredToast: true }),
    );

    expect(notify.error).not.toHaveBeenCalled();
    expect((error as ApiError).serverMessage).toBe('Wrong username or password.');
  });

  it('on 401 with needsReauth throws a ReauthError carrying the server text', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, {
        error: 'Your session was revoked.',
        code: 'SESSION_EXPIRED',
        needsReauth: true,
      }),
    );

    const error = await captureError(apiRequest('/user/me'));

    expect(error).toBeInstanceOf(ReauthError);
    expect((error as ReauthError).message).toBe('Your session was revoked.');
    expect(notify.error).toHaveBeenCalledWith(apiMessages.sessionExpired, expect.anything());
  });

  it('on 401 with needsReauth and no text uses "Re-authentication required."', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { needsReauth: true }));

    const error = await captureError(apiRequest('/user/me'));

    expect(error).toBeInstanceOf(ReauthError);
    expect((error as ReauthError).message).toBe('Re-authentication required.');
  });

  it('uses the body error of another non-OK answer, without a toast', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, { error: 'That username is taken.', code: 'CONFLICT' }),
    );

    const error = await captureError(apiRequest('/user/register', { method: 'POST' }));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('That username is taken.');
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).code).toBe('CONFLICT');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('falls back to the body message field', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { message: 'Bad input here.' }));

    const error = await captureError(apiRequest('/x'));

    expect((error as ApiError).message).toBe('Bad input here.');
    expect((error as ApiError).serverMessage).toBe('Bad input here.');
  });

  it('falls back to "Request failed with status {status}" without a usable body', async () => {
    fetchMock.mockResolvedValue(new Response('<html>gateway</html>', { status: 502 }));

    const error = await captureError(apiRequest('/x'));

    expect((error as ApiError).message).toBe('Request failed with status 502');
    expect((error as ApiError).serverMessage).toBeUndefined();
  });

  it('joins a list of error messages with spaces', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { error: ['Title is too long.', 'Due date is invalid.'] }),
    );

    const error = await captureError(apiRequest('/tasks', { method: 'POST' }));

    expect((error as ApiError).serverMessage).toBe('Title is too long. Due date is invalid.');
  });

  it('keeps the parsed body on the error, and null when the body is not JSON', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { code: 'X' }));
    const parsed = await captureError(apiRequest('/x'));
    expect((parsed as ApiError).payload).toEqual({ code: 'X' });

    fetchMock.mockResolvedValueOnce(new Response('not json', { status: 500 }));
    const unparsed = await captureError(apiRequest('/x'));
    expect((unparsed as ApiError).payload).toBeNull();
  });

  it('treats an OK answer other than the expected status as a failure', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { note: { id: 'n1' } }));
    const error = await captureError(
      apiRequest('/notes', { method: 'POST', body: {}, expectedStatus: 201 }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(200);
    expect((error as ApiError).serverMessage).toBeUndefined();

    fetchMock.mockResolvedValueOnce(jsonResponse(201, { note: { id: 'n1' } }));
    await expect(
      apiRequest('/notes', { method: 'POST', body: {}, expectedStatus: 201 }),
    ).resolves.toEqual({ note: { id: 'n1' } });
  });

  it('on a network failure shows the unexpected-error toast and rethrows', async () => {
    const failure = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(failure);

    const error = await captureError(apiRequest('/x'));

    expect(error).toBe(failure);
    expect(notify.error).toHaveBeenCalledWith(
      'An unexpected error occurred. Please try again.',
      expect.anything(),
    );
  });

  it('stays quiet when the request was cancelled', async () => {
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));

    await expect(apiRequest('/x')).rejects.toThrow('aborted');
    expect(notify.error).not.toHaveBeenCalled();
  });
});
