import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAuthResponse } from '../../../test/fixtures';
import { LocationProbe } from '../../../test/LocationProbe';
import { jsonResponse, mockFetch, requestsOf } from '../../../test/mockFetch';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { authMessages } from '../auth.messages';
import { LoginPage } from './LoginPage';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const messages = authMessages.login;

function renderLogin(path = '/login') {
  const user = userEvent.setup();
  const view = renderWithProviders(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/dash', element: <LocationProbe /> },
      { path: '/tasks', element: <LocationProbe /> },
    ],
    path,
  );
  return { user, ...view };
}

async function submitLogin(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(messages.identifierLabel), 'ann');
  await user.type(screen.getByLabelText(messages.passwordLabel), 'secret-password');
  await user.click(screen.getByRole('button', { name: messages.submit }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
});

describe('LoginPage', () => {
  it('shows the server error text, not the session-expired toast', async () => {
    mockFetch(() =>
      jsonResponse(401, { error: 'Wrong username or password.', code: 'INVALID_CREDENTIALS' }),
    );
    const { user } = renderLogin();

    await submitLogin(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows "Login failed." when the server gives no error text', async () => {
    mockFetch(() => new Response('', { status: 500 }));
    const { user } = renderLogin();

    await submitLogin(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed\.$/);
    expect(authMessages.loginFailed).toBe('Login failed.');
  });

  it('asks for the fields before calling the server', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, {}));
    const { user } = renderLogin();

    await user.click(screen.getByRole('button', { name: messages.submit }));

    expect(screen.getByText('Enter your username or e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on success saves the session, makes it active and goes to /dash', async () => {
    const answer = makeAuthResponse({ id: 'u7', organizationId: 'o7' }, 'fresh-token');
    const fetchMock = mockFetch(() => jsonResponse(200, answer));
    const { user } = renderLogin();

    await submitLogin(user);

    expect(await screen.findByTestId('location')).toHaveTextContent('/dash');
    expect(requestsOf(fetchMock)[0]).toMatchObject({
      url: '/api/user/login',
      method: 'POST',
      body: { identifier: 'ann', password: 'secret-password' },
    });
    const stored = JSON.parse(window.localStorage.getItem('ws.userSessions') ?? '{}') as Record<
      string,
      { token: string }
    >;
    expect(stored['u7:o7']?.token).toBe('fresh-token');
    expect(window.localStorage.getItem('ws.activeSessionKey')).toBe('u7:o7');
    expect(window.localStorage.getItem('token')).toBe('fresh-token');
  });

  it('returns to the page that asked for sign-in, path and query', async () => {
    mockFetch(() => jsonResponse(200, makeAuthResponse()));
    const { user } = renderLogin(`/login?next=${encodeURIComponent('/tasks?status=all&q=plan')}`);

    await submitLogin(user);

    expect(await screen.findByTestId('location')).toHaveTextContent('/tasks?status=all&q=plan');
  });

  it('ignores a return address outside the app and goes to /dash', async () => {
    mockFetch(() => jsonResponse(200, makeAuthResponse()));
    const { user } = renderLogin(`/login?next=${encodeURIComponent('//evil.example/tasks')}`);

    await submitLogin(user);

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dash$/);
  });

  it("clears a field's message as soon as that field changes", async () => {
    mockFetch(() => jsonResponse(200, {}));
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: messages.submit }));
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(messages.passwordLabel), 's');

    expect(screen.queryByText('Enter your password.')).not.toBeInTheDocument();
    expect(screen.getByText('Enter your username or e-mail.')).toBeInTheDocument();
  });
});
