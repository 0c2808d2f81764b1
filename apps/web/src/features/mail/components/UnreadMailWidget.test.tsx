import { act, screen } from '@testing-library/react';
import {
  EMAIL_EVENTS,
  type ConnectedAccount,
  type EmailSummary,
  type MailFolder,
} from '@worksphere/contracts';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { mailMessages } from '../mail.messages';
import { UnreadMailWidget } from './UnreadMailWidget';

type Listener = (payload: unknown) => void;
const listeners = new Map<string, Listener>();
// The widget's socket: tests raise the server's events themselves.
vi.mock('../realtime/mailSocket', () => ({
  acquireMailSocket: () => ({
    connected: true,
    on: (event: string, listener: Listener) => listeners.set(event, listener),
    off: (event: string) => listeners.delete(event),
  }),
  releaseMailSocket: () => undefined,
}));

const account: ConnectedAccount = {
  id: 'acc-1',
  emailAddress: 'ada@example.com',
  accountType: 'imap',
  displayName: 'Ada',
  status: 'connected',
  statusMessage: null,
  capabilities: { calendar: false, mail: true },
  ownerId: 'user-1',
  canManage: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function inbox(unreadCount: number): MailFolder {
  return {
    id: 'f-1',
    accountId: 'acc-1',
    path: 'INBOX',
    name: 'INBOX',
    role: 'inbox',
    unreadCount,
    totalCount: 10,
    syncedAt: null,
  };
}

function email(id: string, subject: string, isRead: boolean): EmailSummary {
  return {
    id,
    accountId: 'acc-1',
    folder: 'INBOX',
    subject,
    from: { name: 'Grace', address: 'grace@example.com' },
    to: [],
    cc: [],
    snippet: '',
    date: '2026-11-20T10:00:00.000Z',
    isRead,
    isImportant: false,
    isDraft: false,
    hasAttachments: false,
    threadId: null,
  };
}

describe('UnreadMailWidget', () => {
  it('counts the unread mail of every inbox, lists the unread messages and follows new counts', async () => {
    let unread = 2;
    mockApi({
      'GET /email/accounts/getAccounts': jsonResponse(200, { accounts: [account] }),
      'GET /email/folders': () => jsonResponse(200, { folders: [inbox(unread)], failures: [] }),
      'POST /email/fetch/getCachedEmails': jsonResponse(200, {
        emails: [email('m1', 'Budget', false), email('m2', 'Old news', true)],
        nextPageToken: null,
        failures: [],
        syncing: [],
      }),
    });
    renderWithQueryClient(<UnreadMailWidget />);

    expect(await screen.findByText(mailMessages.widget.total(2))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Budget/ })).toHaveAttribute(
      'href',
      '/mail?message=m1',
    );
    expect(screen.queryByText('Old news')).not.toBeInTheDocument();

    unread = 5;
    act(() => listeners.get(EMAIL_EVENTS.counts)?.({ accountId: 'acc-1', folders: [inbox(5)] }));
    expect(await screen.findByText(mailMessages.widget.total(5))).toBeInTheDocument();
  });

  it('points to Settings when no mailbox is connected', async () => {
    mockApi({ 'GET /email/accounts/getAccounts': jsonResponse(200, { accounts: [] }) });
    renderWithQueryClient(<UnreadMailWidget />);
    expect(await screen.findByText(mailMessages.widget.noAccounts)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: mailMessages.list.connectAccount })).toHaveAttribute(
      'href',
      '/settings#accounts',
    );
  });
});
