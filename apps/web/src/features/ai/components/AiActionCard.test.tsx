import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AI_ACTION_MESSAGES, type AiPendingAction } from '@worksphere/contracts';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { aiMessages } from '../ai.messages';
import { AiActionUpdatesContext } from '../utils/aiActionUpdates';
import { AiActionCard } from './AiActionCard';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const messages = aiMessages.actions;
const pending: AiPendingAction = {
  id: 'action-1',
  tool: 'send_sms',
  title: 'Send a text message',
  details: [
    { label: 'To', value: '555 010 3300' },
    { label: 'Text', value: 'running late' },
  ],
  status: 'pending',
  source: 'assistant',
  result: null,
  createdAt: '2030-01-01T09:00:00.000Z',
  decidedAt: null,
  expiresAt: '2999-01-01T09:15:00.000Z',
};

/** The card as the panel shows it: the press's answer replaces the action. */
function Harness({ initial }: { initial: AiPendingAction }) {
  const [action, setAction] = useState(initial);
  return (
    <AiActionUpdatesContext.Provider value={setAction}>
      <AiActionCard action={action} />
    </AiActionUpdatesContext.Provider>
  );
}

const card = () => screen.getByRole('region', { name: 'Send a text message' });

describe('AiActionCard', () => {
  it('says what will happen and acts only on Confirm', async () => {
    const fetchMock = mockApi({
      'POST /ai/actions/action-1/confirm': () =>
        jsonResponse(200, { action: { ...pending, status: 'confirmed', result: 'Done' } }),
    });
    const user = userEvent.setup();
    renderWithQueryClient(<Harness initial={pending} />);

    expect(within(card()).getByText(messages.cardLabel)).toBeInTheDocument();
    expect(within(card()).getByText('555 010 3300')).toBeInTheDocument();
    expect(within(card()).getByText('running late')).toBeInTheDocument();
    expect(within(card()).getByRole('status')).toHaveTextContent(messages.statusPending);
    expect(requestsOf(fetchMock)).toEqual([]);

    await user.click(within(card()).getByRole('button', { name: messages.confirm }));
    await waitFor(() =>
      expect(within(card()).getByRole('status')).toHaveTextContent(messages.statusConfirmed),
    );
    expect(within(card()).queryByRole('button')).not.toBeInTheDocument();
    expect(requestsOf(fetchMock).map((request) => request.method)).toEqual(['POST']);
  });

  it('Cancel says nothing was done', async () => {
    mockApi({
      'POST /ai/actions/action-1/cancel': () =>
        jsonResponse(200, { action: { ...pending, status: 'cancelled' } }),
    });
    const user = userEvent.setup();
    renderWithQueryClient(<Harness initial={pending} />);
    await user.click(within(card()).getByRole('button', { name: messages.cancel }));
    await waitFor(() =>
      expect(within(card()).getByRole('status')).toHaveTextContent(messages.statusCancelled),
    );
  });

  it('an expired request shows the server’s words and then reads as expired', async () => {
    mockApi({
      'POST /ai/actions/action-1/confirm': () =>
        jsonResponse(409, { error: AI_ACTION_MESSAGES.actionExpired, code: 'CONFLICT' }),
      'GET /ai/actions/action-1': () => jsonResponse(200, { ...pending, status: 'expired' }),
    });
    const user = userEvent.setup();
    renderWithQueryClient(<Harness initial={pending} />);
    await user.click(within(card()).getByRole('button', { name: messages.confirm }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(AI_ACTION_MESSAGES.actionExpired));
    await waitFor(() =>
      expect(within(card()).getByRole('status')).toHaveTextContent(messages.statusExpired),
    );
  });

  it('offers no buttons once its time is over', () => {
    renderWithQueryClient(
      <Harness initial={{ ...pending, expiresAt: '2000-01-01T00:00:00.000Z' }} />,
    );
    expect(within(card()).getByRole('status')).toHaveTextContent(messages.statusExpired);
    expect(within(card()).queryByRole('button')).not.toBeInTheDocument();
  });
});
