import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_MESSAGES,
  NOT_AVAILABLE_FOR_MEMBERS,
  type ConnectedAccount,
} from '@worksphere/contracts';
import { Route, Routes, useLocation } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { SettingsPage } from '../../settings/routes/SettingsPage';
import { accountsMessages } from '../accounts.messages';
import { AccountSelector } from './AccountSelector';
import { browserNavigation, ConnectedAccountsSection } from './ConnectedAccountsSection';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const messages = accountsMessages.section;

function account(overrides: Partial<ConnectedAccount> = {}): ConnectedAccount {
  return {
    id: 'acc-g',
    emailAddress: 'ann@gmail.com',
    accountType: 'gmail',
    displayName: 'Ann',
    status: 'connected',
    statusMessage: null,
    capabilities: { calendar: true, mail: true },
    ownerId: 'user-1',
    canManage: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const providers = {
  providers: [
    { accountType: 'gmail', configured: true, missingSettings: [] },
    {
      accountType: 'outlook',
      configured: false,
      missingSettings: ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET'],
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('AccountSelector', () => {
  it('with no account, shows a disabled "No email accounts connected" and nothing else', () => {
    renderWithQueryClient(<AccountSelector accounts={[]} value="all" onChange={() => {}} />);
    const selector = screen.getByRole('button', { name: /Calendar account/ });
    expect(selector).toBeDisabled();
    expect(selector).toHaveTextContent(ACCOUNT_MESSAGES.noAccounts);
    expect(selector).not.toHaveTextContent(ACCOUNT_MESSAGES.allAccounts);
  });

  it('offers All Connected Accounts first when there are accounts', async () => {
    const user = userEvent.setup();
    renderWithQueryClient(
      <AccountSelector accounts={[account()]} value="all" onChange={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: /Calendar account/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      ACCOUNT_MESSAGES.allAccounts,
      'ann@gmail.com (Google)',
    ]);
  });

  it('names accounts by address, type and " - Org", and can be disabled', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithQueryClient(
      <AccountSelector
        accounts={[
          account(),
          account({
            id: 'acc-o',
            emailAddress: 'ann@corp.com',
            accountType: 'outlook',
            organizationId: 'org-1',
          }),
        ]}
        value="all"
        onChange={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Calendar account/ }));
    expect(
      await screen.findByRole('option', { name: 'ann@gmail.com (Google)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('option', { name: 'ann@corp.com (Microsoft) - Org' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    rerender(<AccountSelector accounts={[]} value="all" onChange={() => {}} disabled />);
    expect(screen.getByRole('button', { name: /Calendar account/ })).toBeDisabled();
  });
});

describe('ConnectedAccountsSection', () => {
  it('lists accounts, says when one needs reconnecting, and reconnects through the provider', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const starts: unknown[] = [];
    mockApi({
      'GET /email/accounts/getAccounts': () =>
        jsonResponse(200, { accounts: [account({ status: 'reconnect_needed' })] }),
      'GET /email/accounts/providers': () => jsonResponse(200, providers),
      'POST /email/accounts/oauth/gmail/start': ({ body }) => {
        starts.push(body);
        return jsonResponse(200, { authorizationUrl: 'https://accounts.example/auth?x=1' });
      },
    });
    const user = userEvent.setup();
    renderWithQueryClient(<ConnectedAccountsSection isAdmin={false} />);

    expect(await screen.findByText('ann@gmail.com (Google)')).toBeInTheDocument();
    expect(screen.getByText(messages.reconnectNeeded)).toBeInTheDocument();
    // A member cannot set the server's variables: they are told to ask an administrator.
    expect(await screen.findByText(NOT_AVAILABLE_FOR_MEMBERS)).toBeInTheDocument();
    expect(screen.queryByText(/MICROSOFT_CLIENT_ID/)).toBeNull();
    expect(screen.queryByRole('button', { name: messages.connectMicrosoft })).toBeNull();

    await user.click(screen.getByRole('button', { name: messages.reconnect }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example/auth?x=1'));
    expect(starts).toEqual([{ shared: false, accountId: 'acc-g' }]);
  });

  it('tells an admin which settings the server lacks', async () => {
    mockApi({
      'GET /email/accounts/getAccounts': () => jsonResponse(200, { accounts: [] }),
      'GET /email/accounts/providers': () => jsonResponse(200, providers),
    });
    renderWithQueryClient(<ConnectedAccountsSection isAdmin />);
    expect(
      await screen.findByText(
        ACCOUNT_MESSAGES.oauthNotConfigured(['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET']),
      ),
    ).toBeInTheDocument();
  });

  it('removes an account after confirming', async () => {
    const removed: string[] = [];
    mockApi({
      'GET /email/accounts/getAccounts': () => jsonResponse(200, { accounts: [account()] }),
      'GET /email/accounts/providers': () => jsonResponse(200, providers),
      'DELETE /email/accounts/acc-g': ({ url }) => {
        removed.push(url.pathname);
        return jsonResponse(200, { ok: true });
      },
    });
    const user = userEvent.setup();
    renderWithQueryClient(<ConnectedAccountsSection isAdmin={false} />);
    await user.click(await screen.findByRole('button', { name: messages.remove }));
    const dialog = await screen.findByRole('dialog', { name: messages.removeTitle });
    await user.click(within(dialog).getByRole('button', { name: messages.remove }));
    await waitFor(() => expect(removed).toHaveLength(1));
    expect(toast.success).toHaveBeenCalledWith(messages.removed);
  });

  it('shows the CalDAV server’s refusal under the form', async () => {
    mockApi({
      'GET /email/accounts/getAccounts': () => jsonResponse(200, { accounts: [] }),
      'GET /email/accounts/providers': () => jsonResponse(200, providers),
      'POST /email/accounts/caldav': () =>
        jsonResponse(400, { error: ACCOUNT_MESSAGES.caldavLoginFailed, code: 'caldav_login' }),
    });
    const user = userEvent.setup();
    renderWithQueryClient(<ConnectedAccountsSection isAdmin={false} />);
    await user.type(await screen.findByLabelText(messages.caldavUrl), 'https://dav.example.com/');
    await user.type(screen.getByLabelText(messages.caldavUser), 'ann');
    await user.type(screen.getByLabelText(messages.caldavPassword), 'app-pass');
    await user.click(screen.getByRole('button', { name: messages.caldavSubmit }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.caldavLoginFailed)).toBeInTheDocument();
  });
});

describe('SettingsPage after an OAuth return', () => {
  function Location() {
    return <output data-testid="location">{useLocation().search}</output>;
  }

  it('toasts the provider’s error and takes it out of the address', async () => {
    mockApi({
      'GET /email/accounts/getAccounts': () => jsonResponse(200, { accounts: [] }),
      'GET /email/accounts/providers': () => jsonResponse(200, providers),
      'GET /calendar/feed': () => jsonResponse(200, { url: null }),
      'GET /ai/tokens': () => jsonResponse(200, { tokens: [] }),
    });
    renderWithQueryClient(
      <Routes>
        <Route
          path="/settings/:section"
          element={
            <>
              <SettingsPage />
              <Location />
            </>
          }
        />
      </Routes>,
      {
        path: `/settings/accounts?accountError=${encodeURIComponent(ACCOUNT_MESSAGES.oauthDenied)}`,
      },
    );
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(ACCOUNT_MESSAGES.oauthDenied, expect.anything()),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^$/));
  });
});
