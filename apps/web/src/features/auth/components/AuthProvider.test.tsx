import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '../../../platform/notify/notify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '../../../platform/api/api.messages';
import { loadPage, reloadPage } from '../../../platform/navigation/pageNavigation';
import { makeAuthResponse, makeSavedSession, makeUser } from '../../../test/fixtures';
import { LocationProbe } from '../../../test/LocationProbe';
import { jsonResponse, mockFetch, requestsOf } from '../../../test/mockFetch';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { authMessages } from '../auth.messages';
import { PENDING_TOAST_STORAGE_KEY } from '../utils/pendingToast';
import { listSavedSessions, saveActiveSession, type SavedSession } from '../utils/savedSessions';
import { useAuth } from './useAuth';

vi.mock('../../../platform/notify/notify', () => ({
  notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() },
}));
vi.mock('../../../platform/navigation/pageNavigation', () => ({
  reloadPage: vi.fn(),
  loadPage: vi.fn(),
}));

/** Shows the auth state and exposes its actions as buttons. */
function AuthHarness() {
  const auth = useAuth();
  return (
    <div>
      <output data-testid="status">{auth.status}</output>
      <output data-testid="username">{auth.user?.username ?? ''}</output>
      {auth.sessions.map((session) => (
        <button
          key={session.key}
          type="button"
          onClick={() => void auth.switchAccount(session.key)}
        >
          {`switch to ${session.username}`}
        </button>
      ))}
      <button type="button" onClick={() => void auth.signOut()}>
        sign out
      </button>
      <LocationProbe />
    </div>
  );
}

function renderHarness(path = '/dash') {
  const user = userEvent.setup();
  renderWithProviders(
    ['/', '/dash', '/login'].map((routePath) => ({ path: routePath, element: <AuthHarness /> })),
    path,
  );
  return user;
}

/** alice (active) and bob saved in this browser. */
function saveTwoSessions(): { alice: SavedSession; bob: SavedSession } {
  const bob = makeSavedSession('bob');
  const alice = makeSavedSession('alice');
  saveActiveSession(alice);
  saveActiveSession(bob);
  saveActiveSession(alice);
  return { alice, bob };
}

const meAnswer = (id: string) =>
  jsonResponse(200, { user: makeUser({ id, username: id, organizationId: `org-${id}` }) });

beforeEach(() => {
  vi.mocked(notify.error).mockClear();
  vi.mocked(notify.success).mockClear();
  vi.mocked(reloadPage).mockClear();
  vi.mocked(loadPage).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AuthProvider on start', () => {
  it('is signed out without asking the server when no session is saved', () => {
    const fetchMock = mockFetch(() => jsonResponse(500));
    renderHarness('/');

    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the user of the active saved session with its token', async () => {
    const { alice } = saveTwoSessions();
    const fetchMock = mockFetch(() => meAnswer('alice'));
    renderHarness();

    expect(
      await screen.findByText('alice', { selector: '[data-testid=username]' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent('signedIn');
    expect(requestsOf(fetchMock)[0]).toMatchObject({
      url: '/api/user/me',
      authorization: `Bearer ${alice.token}`,
    });
  });

  it('on a 401 clears the user and sends a signed-in route to /login', async () => {
    saveTwoSessions();
    mockFetch(() =>
      jsonResponse(401, { error: 'Session expired.', code: 'SESSION_EXPIRED', needsReauth: true }),
    );
    renderHarness('/dash');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
    expect(screen.getByTestId('username')).toBeEmptyDOMElement();
    expect(notify.error).toHaveBeenCalledWith(apiMessages.sessionExpired, expect.anything());
    expect(listSavedSessions().map((session) => session.userId)).toEqual(['bob']);
  });

  it('on a 401 remembers the page asked for, so signing in comes back to it', async () => {
    saveTwoSessions();
    mockFetch(() => jsonResponse(401, { error: 'Sign in to continue.', code: 'UNAUTHENTICATED' }));
    renderHarness('/dash?widget=tasks');

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/login?next=${encodeURIComponent('/dash?widget=tasks')}`,
      ),
    );
  });

  it('on a 401 stays on a public route', async () => {
    saveTwoSessions();
    mockFetch(() => jsonResponse(401, { error: 'Sign in to continue.', code: 'UNAUTHENTICATED' }));
    renderHarness('/');

    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedOut'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows the switch confirmation stashed before the reload, once', async () => {
    window.sessionStorage.setItem(PENDING_TOAST_STORAGE_KEY, authMessages.switchSucceeded);
    mockFetch(() => jsonResponse(500));
    renderHarness('/');

    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Switched account successfully!'),
    );
    expect(window.sessionStorage.getItem(PENDING_TOAST_STORAGE_KEY)).toBeNull();
  });
});

describe('AuthProvider switchAccount', () => {
  it('tells the server with the session token, stores it as active and reloads', async () => {
    const { bob } = saveTwoSessions();
    const fetchMock = mockFetch(({ url }) =>
      url.endsWith('/user/session/switch')
        ? jsonResponse(
            200,
            makeAuthResponse(
              {
                id: 'bob',
                username: 'bob',
                organizationId: 'org-bob',
                firstName: 'Bob',
                lastName: 'Stone',
              },
              bob.token,
            ),
          )
        : meAnswer('alice'),
    );
    const user = renderHarness();
    await screen.findByText('alice', { selector: '[data-testid=username]' });

    await user.click(screen.getByRole('button', { name: 'switch to bob' }));

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(requestsOf(fetchMock).at(-1)).toEqual({
      url: '/api/user/session/switch',
      method: 'POST',
      authorization: `Bearer ${bob.token}`,
      body: { token: bob.token },
    });
    expect(window.localStorage.getItem('ws.activeSessionKey')).toBe(bob.key);
    expect(window.localStorage.getItem('token')).toBe(bob.token);
    expect(window.sessionStorage.getItem(PENDING_TOAST_STORAGE_KEY)).toBe(
      'Switched account successfully!',
    );
  });

  it('does nothing for the session that is already active', async () => {
    saveTwoSessions();
    const fetchMock = mockFetch(() => meAnswer('alice'));
    const user = renderHarness();
    await screen.findByText('alice', { selector: '[data-testid=username]' });

    await user.click(screen.getByRole('button', { name: 'switch to alice' }));

    expect(requestsOf(fetchMock).map((request) => request.url)).toEqual(['/api/user/me']);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('shows "Failed to switch account." and keeps the active session when the server refuses', async () => {
    const { alice } = saveTwoSessions();
    mockFetch(({ url }) =>
      url.endsWith('/user/session/switch')
        ? jsonResponse(401, {
            error: 'Session expired.',
            code: 'SESSION_EXPIRED',
            needsReauth: true,
          })
        : meAnswer('alice'),
    );
    const user = renderHarness();
    await screen.findByText('alice', { selector: '[data-testid=username]' });

    await user.click(screen.getByRole('button', { name: 'switch to bob' }));

    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to switch account.'));
    expect(reloadPage).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('ws.activeSessionKey')).toBe(alice.key);
  });
});

describe('AuthProvider signOut', () => {
  it('logs the active session out and falls back to the first remaining one', async () => {
    const { alice, bob } = saveTwoSessions();
    const fetchMock = mockFetch(({ url }) => {
      if (url.endsWith('/user/logout')) return jsonResponse(200, { ok: true });
      if (url.endsWith('/user/session/switch')) {
        return jsonResponse(
          200,
          makeAuthResponse(
            {
              id: 'bob',
              username: 'bob',
              organizationId: 'org-bob',
              firstName: 'Bob',
              lastName: 'Stone',
            },
            bob.token,
          ),
        );
      }
      return meAnswer('alice');
    });
    const user = renderHarness();
    await screen.findByText('alice', { selector: '[data-testid=username]' });

    await user.click(screen.getByRole('button', { name: 'sign out' }));

    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/dash'));
    const calls = requestsOf(fetchMock);
    expect(calls.find((call) => call.url === '/api/user/logout')?.authorization).toBe(
      `Bearer ${alice.token}`,
    );
    expect(calls.find((call) => call.url === '/api/user/session/switch')?.body).toEqual({
      token: bob.token,
    });
    expect(listSavedSessions().map((session) => session.userId)).toEqual(['bob']);
    expect(window.localStorage.getItem('ws.activeSessionKey')).toBe(bob.key);
    // The next page says whose session ended and whose is active now (display names).
    expect(window.sessionStorage.getItem(PENDING_TOAST_STORAGE_KEY)).toBe(
      'Signed out of Ann Lee. Now using Bob Stone.',
    );
  });

  it('with the last session clears all storage and goes to /login', async () => {
    const alice = makeSavedSession('alice');
    saveActiveSession(alice);
    mockFetch(({ url }) =>
      url.endsWith('/user/logout') ? jsonResponse(200, { ok: true }) : meAnswer('alice'),
    );
    const user = renderHarness();
    await screen.findByText('alice', { selector: '[data-testid=username]' });

    await user.click(screen.getByRole('button', { name: 'sign out' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(window.localStorage.getItem('ws.userSessions')).toBeNull();
    expect(window.localStorage.getItem('ws.activeSessionKey')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it("first makes the server forget this browser's push subscription for the leaving account", async () => {
    const alice = makeSavedSession('alice');
    saveActiveSession(alice);
    const unsubscribe = vi.fn(async () => true);
    const endpoint = 'https://push.example.test/subscription/1';
    const getRegistration = vi.fn(async () => ({
      pushManager: { getSubscription: async () => ({ endpoint, unsubscribe }) },
    }));
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration },
    });
    try {
      const fetchMock = mockFetch(({ url }) =>
        url.endsWith('/user/logout') || url.endsWith('/notifications/unsubscribe')
          ? jsonResponse(200, { ok: true })
          : meAnswer('alice'),
      );
      const user = renderHarness();
      await screen.findByText('alice', { selector: '[data-testid=username]' });

      await user.click(screen.getByRole('button', { name: 'sign out' }));

      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
      const calls = requestsOf(fetchMock).map((call) => call.url);
      const forget = requestsOf(fetchMock).find(
        (call) => call.url === '/api/notifications/unsubscribe',
      );
      expect(forget?.body).toEqual({ endpoint });
      expect(forget?.authorization).toBe(`Bearer ${alice.token}`);
      expect(calls.indexOf('/api/notifications/unsubscribe')).toBeLessThan(
        calls.indexOf('/api/user/logout'),
      );
      expect(unsubscribe).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('on an error says so, clears every local session and goes to /login', async () => {
    saveTwoSessions();
    mockFetch(({ url }) =>
      url.endsWith('/user/logout')
        ? jsonResponse(500, { error: 'Internal error' })
        : meAnswer('alice'),
    );
    const user = renderHarness();
    await screen.findByText('alice', { selector: '[data-testid=username]' });

    await user.click(screen.getByRole('button', { name: 'sign out' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(notify.error).toHaveBeenCalledWith('An error occurred while logging out.');
    expect(window.localStorage.getItem('ws.userSessions')).toBeNull();
    expect(loadPage).not.toHaveBeenCalled();
  });
});

/** Signs in with the answer given, as the sign-in page does once the server said yes. */
function SignInHarness({ answer }: { answer: ReturnType<typeof makeAuthResponse> }) {
  const auth = useAuth();
  return (
    <div>
      <output data-testid="status">{auth.status}</output>
      <button type="button" onClick={() => auth.completeSignIn(answer)}>
        complete sign-in
      </button>
      <LocationProbe />
    </div>
  );
}

function renderSignIn(answer: ReturnType<typeof makeAuthResponse>, path = '/login') {
  const user = userEvent.setup();
  renderWithProviders(
    ['/login', '/dash', '/tasks'].map((routePath) => ({
      path: routePath,
      element: <SignInHarness answer={answer} />,
    })),
    path,
  );
  return user;
}

describe('AuthProvider completeSignIn and the profile language', () => {
  it('loads the page asked for in the profile language, instead of a reload that lands on /login', async () => {
    mockFetch(() => jsonResponse(500));
    const answer = makeAuthResponse({ locale: 'fr' });
    const user = renderSignIn(answer, '/login?next=%2Ftasks');

    await user.click(screen.getByRole('button', { name: 'complete sign-in' }));

    expect(loadPage).toHaveBeenCalledWith('/tasks');
    expect(reloadPage).not.toHaveBeenCalled();
    // The session is saved first, so the page that loads is signed in, in French.
    expect(window.localStorage.getItem('ws.activeSessionKey')).toBe(answer.key);
    expect(window.localStorage.getItem('worksphere.locale')).toBe('fr');
    // Nothing reloads afterwards either: the language is already on its way.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('navigates inside the app when the profile speaks the page language', async () => {
    mockFetch(() => jsonResponse(500));
    const user = renderSignIn(makeAuthResponse({ locale: 'en' }));

    await user.click(screen.getByRole('button', { name: 'complete sign-in' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dash'));
    expect(screen.getByTestId('status')).toHaveTextContent('signedIn');
    expect(loadPage).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
