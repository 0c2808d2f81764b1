import { screen, waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { makeSms, makeUser } from '../../../test/fixtures';
import { makeAuthValue } from '../../../test/fakeAuth';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { phoneMessages } from '../phone.messages';
import { PhonePage } from './PhonePage';

const messages = phoneMessages.page;
const number = {
  id: 'n1',
  number: '+15550100001',
  label: 'Desk',
  createdAt: '2026-11-01T00:00:00Z',
};

function renderPage(path = '/phone', user = makeUser()) {
  return renderWithQueryClient(
    <>
      <PhonePage />
      <ToastContainer />
    </>,
    { path, auth: makeAuthValue({ user }) },
  );
}

describe('PhonePage', () => {
  it('says "Failed to initialize call service." when the numbers cannot be loaded', async () => {
    mockApi({ 'GET /calls/numbers': jsonResponse(500, { error: 'Internal error' }) });
    renderPage();
    expect(await screen.findAllByText('Failed to initialize call service.')).toHaveLength(2);
    expect(screen.getByRole('button', { name: messages.retry })).toBeInTheDocument();
  });

  it('tells an admin to add a number first, with the way to Settings', async () => {
    mockApi({ 'GET /calls/numbers': jsonResponse(200, { numbers: [] }) });
    renderPage();
    await screen.findByText(messages.noNumbers);
    expect(screen.getByRole('link', { name: messages.openSettings })).toHaveAttribute(
      'href',
      '/settings#phone',
    );
    // On a phone the keypad is the first section; without a number it cannot call.
    expect(screen.getByRole('tab', { name: messages.keypadTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: phoneMessages.dialer.call })).toBeDisabled();
  });

  it('opens the conversation of ?contact= and marks its texts read', async () => {
    const reads: string[] = [];
    mockApi({
      'GET /calls/numbers': jsonResponse(200, { numbers: [number] }),
      'GET /calls/conversations/%2B15550102000/messages': jsonResponse(200, {
        messages: [makeSms({ id: 'in-1', direction: 'inbound', status: 'received', text: 'Hi!' })],
        hasMore: false,
      }),
      'POST /calls/conversations/%2B15550102000/read': ({ url }) => {
        reads.push(url.pathname);
        return jsonResponse(200, { ok: true });
      },
      'GET /calls/conversations': jsonResponse(200, { conversations: [] }),
    });
    renderPage('/phone?contact=(555)%20010-2000');
    expect(screen.getByRole('tab', { name: messages.messagesTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const thread = await screen.findByRole('list', {
      name: phoneMessages.conversations.messagesLabel('(555) 010-2000'),
    });
    await waitFor(() => expect(thread).toHaveTextContent('Hi!'));
    await waitFor(() => expect(reads).toHaveLength(1));
  });

  it('shows nothing to call with to someone without calls:use', () => {
    mockApi({});
    renderPage('/phone', makeUser({ role: 'MEMBER', permissions: [] }));
    expect(screen.getByText(messages.noPermission)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
