import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SsoConfigResponse } from '@worksphere/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { ssoMessages } from '../sso.messages';
import { SsoSettingsSection } from './SsoSettingsSection';

const messages = ssoMessages.settings;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const configured: SsoConfigResponse = {
  configured: true,
  issuer: 'https://login.example.com',
  clientId: 'worksphere',
  hasClientSecret: true,
  domains: ['example.com'],
  requireSso: false,
  breakGlassAdmin: null,
  // user-1 is the signed-in admin (test/fixtures.ts).
  admins: [
    { id: 'user-1', username: 'ann', name: 'Ann Lee' },
    { id: 'user-2', username: 'bob', name: 'Bob Stone' },
  ],
  redirectUri: 'https://app.example.com/api/user/sso/callback',
};

const breakGlassField = () =>
  screen.getByRole('button', {
    name: (name) => name.includes(messages.breakGlassLabel),
    hidden: true,
  });

describe('SsoSettingsSection', { timeout: 20_000 }, () => {
  it('asks which admin keeps password sign-in once single sign-on is required, and saves the choice', async () => {
    const fetchMock = mockApi({
      'GET /organizations/sso': () => jsonResponse(200, configured),
      'PUT /organizations/sso': ({ body }) =>
        jsonResponse(200, {
          ...configured,
          requireSso: true,
          breakGlassAdmin: { id: 'user-2', username: 'bob' },
          ...(body as object),
        }),
    });
    const person = userEvent.setup();
    renderWithQueryClient(<SsoSettingsSection />);

    const require = await screen.findByRole('checkbox', { name: messages.requireLabel });
    // Not required: nobody to pick.
    expect(screen.queryByText(messages.breakGlassHint)).toBeNull();
    await person.click(require);
    // The signed-in admin by default; the organisation's admins to choose from.
    expect(breakGlassField()).toHaveTextContent('Ann Lee (ann)');
    await person.click(breakGlassField());
    await person.click(screen.getByRole('option', { name: 'Bob Stone (bob)' }));
    expect(breakGlassField()).toHaveTextContent('Bob Stone (bob)');
    await person.click(screen.getByRole('button', { name: messages.save }));

    await waitFor(() =>
      expect(requestsOf(fetchMock).find((request) => request.method === 'PUT')?.body).toEqual({
        issuer: 'https://login.example.com',
        clientId: 'worksphere',
        clientSecret: '',
        domains: ['example.com'],
        requireSso: true,
        breakGlassUserId: 'user-2',
      }),
    );
  });

  it('shows the saved break-glass admin, and sends none while single sign-on is not required', async () => {
    const fetchMock = mockApi({
      'GET /organizations/sso': () =>
        jsonResponse(200, {
          ...configured,
          requireSso: true,
          breakGlassAdmin: { id: 'user-2', username: 'bob' },
        }),
      'PUT /organizations/sso': () => jsonResponse(200, configured),
    });
    const person = userEvent.setup();
    renderWithQueryClient(<SsoSettingsSection />);

    await screen.findByText(messages.breakGlassHint);
    expect(breakGlassField()).toHaveTextContent('Bob Stone (bob)');
    await person.click(screen.getByRole('checkbox', { name: messages.requireLabel }));
    expect(screen.queryByText(messages.breakGlassHint)).toBeNull();
    await person.click(screen.getByRole('button', { name: messages.save }));
    await waitFor(() =>
      expect(requestsOf(fetchMock).find((request) => request.method === 'PUT')?.body).toEqual({
        issuer: 'https://login.example.com',
        clientId: 'worksphere',
        clientSecret: '',
        domains: ['example.com'],
        requireSso: false,
      }),
    );
  });
});
