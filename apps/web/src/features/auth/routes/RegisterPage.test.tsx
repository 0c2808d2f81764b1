import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAuthResponse } from '../../../test/fixtures';
import { LocationProbe } from '../../../test/LocationProbe';
import { jsonResponse, mockFetch, requestsOf } from '../../../test/mockFetch';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { authMessages } from '../auth.messages';
import { RegisterPage } from './RegisterPage';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const messages = authMessages.register;

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

describe('RegisterPage', () => {
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
    const fetchMock = mockFetch(() => jsonResponse(201, makeAuthResponse()));
    const user = renderRegister(
      '/register?organizationId=org-9&inviteToken=tok-9&email=new%40example.com',
    );

    expect(screen.getByRole('heading', { name: messages.joinTitle })).toBeInTheDocument();
    expect(screen.queryByLabelText(messages.organizationNameLabel)).not.toBeInTheDocument();
    expect(screen.getByLabelText(messages.emailLabel)).toHaveValue('new@example.com');

    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: messages.submitJoin }));

    await screen.findByTestId('location');
    const { body } = requestsOf(fetchMock)[0] ?? {};
    expect(body).toMatchObject({
      organizationId: 'org-9',
      inviteToken: 'tok-9',
      email: 'new@example.com',
    });
    expect(body).not.toHaveProperty('organizationName');
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
