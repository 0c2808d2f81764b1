import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAuthResponse } from '../../../test/fixtures';
import { LocationProbe } from '../../../test/LocationProbe';
import { jsonResponse, mockFetch, requestsOf } from '../../../test/mockFetch';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { authFormMessages } from '../auth-forms.messages';
import { RegisterPage } from './RegisterPage';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const messages = authFormMessages.register;

function renderRegister(path: string) {
  const user = userEvent.setup();
  renderWithProviders(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/dash', element: <LocationProbe /> },
    ],
    path,
  );
  return user;
}

async function fillPerson(user: ReturnType<typeof userEvent.setup>, email?: string) {
  await user.type(screen.getByLabelText(messages.firstNameLabel), 'Ann');
  await user.type(screen.getByLabelText(messages.lastNameLabel), 'Lee');
  await user.type(screen.getByLabelText(messages.usernameLabel), 'ann.lee');
  if (email) await user.type(screen.getByLabelText(messages.emailLabel), email);
  await user.type(screen.getByLabelText(messages.passwordLabel), 'long enough password');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Typing a whole form takes a few seconds on a busy machine.
describe('RegisterPage', { timeout: 20_000 }, () => {
  it('creates an organisation and goes to /dash', async () => {
    const fetchMock = mockFetch(() => jsonResponse(201, makeAuthResponse()));
    const user = renderRegister('/register');
    expect(screen.getByRole('heading', { name: messages.createTitle })).toBeInTheDocument();

    await user.type(screen.getByLabelText(messages.organizationNameLabel), 'Acme');
    await fillPerson(user, 'ann@example.com');
    await user.click(screen.getByRole('button', { name: messages.submitCreate }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/dash');
    expect(requestsOf(fetchMock)[0]).toMatchObject({
      url: '/api/user/register',
      body: {
        organizationName: 'Acme',
        firstName: 'Ann',
        lastName: 'Lee',
        username: 'ann.lee',
        email: 'ann@example.com',
        password: 'long enough password',
      },
    });
  });

  it('joins with the invitation of the link: organisation field hidden, e-mail prefilled', async () => {
    const fetchMock = mockFetch(({ url }) =>
      url.endsWith('/user/invitation')
        ? jsonResponse(200, { organizationName: 'Acme', invitedByName: 'Ada Admin' })
        : jsonResponse(201, makeAuthResponse()),
    );
    const user = renderRegister(
      '/register?organizationId=org-9&inviteToken=tok-9&email=new%40example.com',
    );

    // The link names the organisation and who invited, asked of the public preview.
    expect(
      await screen.findByRole('heading', { name: 'Join Acme — invited by Ada Admin' }),
    ).toBeInTheDocument();
    expect(requestsOf(fetchMock)[0]).toMatchObject({
      url: '/api/user/invitation',
      method: 'POST',
      body: { organizationId: 'org-9', inviteToken: 'tok-9' },
    });
    expect(screen.queryByLabelText(messages.organizationNameLabel)).not.toBeInTheDocument();
    expect(screen.getByLabelText(messages.emailLabel)).toHaveValue('new@example.com');

    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: messages.submitJoin }));

    await screen.findByTestId('location');
    const { body } = requestsOf(fetchMock).find((call) => call.url === '/api/user/register') ?? {};
    expect(body).toMatchObject({
      organizationId: 'org-9',
      inviteToken: 'tok-9',
      email: 'new@example.com',
    });
    expect(body).not.toHaveProperty('organizationName');
  });

  it('says so at once when the invitation link is invalid or used', async () => {
    const invalid =
      'This invitation is invalid, used or expired. Ask an administrator for a new one.';
    mockFetch(() => jsonResponse(400, { error: invalid, code: 'INVITE_INVALID' }));
    renderRegister('/register?organizationId=org-9&inviteToken=used');

    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
    expect(screen.getByRole('heading', { name: messages.joinTitle })).toBeInTheDocument();
  });

  it('shows server field errors under the field, without the field name, until it changes', async () => {
    mockFetch(() =>
      jsonResponse(400, {
        error: 'username: Use at least 3 characters. email: Enter a valid e-mail address.',
        code: 'VALIDATION_ERROR',
      }),
    );
    const user = renderRegister('/register');
    await user.type(screen.getByLabelText(messages.organizationNameLabel), 'Acme');
    await fillPerson(user, 'ann@example.com');
    await user.click(screen.getByRole('button', { name: messages.submitCreate }));

    const username = screen.getByLabelText(messages.usernameLabel);
    expect(await screen.findByText('Use at least 3 characters.')).toBeInTheDocument();
    expect(username).toHaveAccessibleDescription(/Use at least 3 characters\./);
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.queryByText(/username:|email:/)).not.toBeInTheDocument();

    await user.type(username, 'x');
    expect(screen.queryByText('Use at least 3 characters.')).not.toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
  });

  it('requires an organisation name when creating one', async () => {
    const fetchMock = mockFetch(() => jsonResponse(201, makeAuthResponse()));
    const user = renderRegister('/register');

    await fillPerson(user, 'ann@example.com');
    await user.click(screen.getByRole('button', { name: messages.submitCreate }));

    expect(screen.getByText(messages.organizationNameRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server error text, else "Registration failed."', async () => {
    mockFetch(() => jsonResponse(409, { error: 'That username is taken.', code: 'CONFLICT' }));
    const user = renderRegister('/register');
    await user.type(screen.getByLabelText(messages.organizationNameLabel), 'Acme');
    await fillPerson(user, 'ann@example.com');

    await user.click(screen.getByRole('button', { name: messages.submitCreate }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That username is taken.');

    mockFetch(() => new Response(null, { status: 502 }));
    await user.click(screen.getByRole('button', { name: messages.submitCreate }));
    expect(await screen.findByText('Registration failed.')).toBeInTheDocument();
  });
});
