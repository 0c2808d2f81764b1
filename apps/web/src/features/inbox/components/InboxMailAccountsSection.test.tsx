import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INBOX_MESSAGES, type InboxMailAccount } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { InboxMailAccountsSection } from './InboxMailAccountsSection';

const account = (accountId: string, emailAddress: string): InboxMailAccount => ({
  accountId,
  accountType: 'imap',
  emailAddress,
  displayName: '',
  inbox: false,
});

describe('InboxMailAccountsSection', () => {
  it('shows each mail account off by default and turns one on', async () => {
    const sent: Array<{ path: string; body: unknown }> = [];
    mockApi({
      'GET /inbox/mail-accounts': jsonResponse(200, {
        accounts: [account('a1', 'ada@example.com'), account('a2', 'work@example.com')],
      }),
      'PUT /inbox/mail-accounts/a2': ({ url, body }) => {
        sent.push({ path: url.pathname, body });
        return jsonResponse(200, {
          account: { ...account('a2', 'work@example.com'), inbox: true },
        });
      },
    });
    const user = userEvent.setup();
    renderWithQueryClient(<InboxMailAccountsSection />);

    const work = await screen.findByRole('switch', { name: 'New mail from work@example.com' });
    const personal = screen.getByRole('switch', { name: 'New mail from ada@example.com' });
    expect(work).toHaveAttribute('aria-checked', 'false');
    expect(personal).toHaveAttribute('aria-checked', 'false');
    expect(
      screen.getByRole('heading', { name: INBOX_MESSAGES.mailAccountsTitle }),
    ).toBeInTheDocument();

    await user.click(work);
    await expect
      .poll(() => sent)
      .toEqual([{ path: '/api/inbox/mail-accounts/a2', body: { inbox: true } }]);
    await expect.poll(() => work.getAttribute('aria-checked')).toBe('true');
    expect(personal).toHaveAttribute('aria-checked', 'false');
  });

  it('says so when the user has no mail account', async () => {
    mockApi({ 'GET /inbox/mail-accounts': jsonResponse(200, { accounts: [] }) });
    renderWithQueryClient(<InboxMailAccountsSection />);
    expect(await screen.findByText(INBOX_MESSAGES.mailAccountsEmpty)).toBeInTheDocument();
  });
});
