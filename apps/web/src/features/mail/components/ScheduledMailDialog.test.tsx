import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Outgoing } from '@worksphere/contracts';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { mailMessages } from '../mail.messages';
import { ScheduledMailDialog } from './ScheduledMailDialog';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const messages = mailMessages.writing;

const waiting: Outgoing[] = [
  {
    id: 'o1',
    accountId: 'acc-1',
    subject: 'Board pack',
    recipients: 'bo@example.com',
    sendAt: '2030-05-04T09:30:00.000Z',
    state: 'scheduled',
    error: null,
  },
  {
    id: 'o2',
    accountId: 'acc-1',
    subject: 'Minutes',
    recipients: 'cy@example.com',
    sendAt: '2026-11-27T09:30:00.000Z',
    state: 'failed',
    error: 'The mail server did not accept the message.',
  },
];

describe('ScheduledMailDialog', () => {
  it('lists the waiting and failed messages and cancels a scheduled one', async () => {
    const user = userEvent.setup();
    let list = waiting;
    const fetchMock = mockApi({
      'GET /email/outbox': () => jsonResponse(200, { outgoing: list }),
      'DELETE /email/outbox/o1': () => {
        list = waiting.slice(1);
        return jsonResponse(200, { ok: true });
      },
    });
    renderWithQueryClient(<ScheduledMailDialog onClose={() => {}} />);
    await screen.findByText('Board pack');
    expect(
      screen.getByText(messages.notSent('The mail server did not accept the message.')),
    ).toBeInTheDocument();
    // A failed message cannot be cancelled; it only says why it did not go.
    expect(screen.queryByRole('button', { name: messages.cancelScheduled('Minutes') })).toBeNull();

    await user.click(screen.getByRole('button', { name: messages.cancelScheduled('Board pack') }));
    await waitFor(() => expect(screen.queryByText('Board pack')).toBeNull());
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) => String(input).endsWith('/email/outbox/o1') && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });
});
