import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { makeCall, makeUser } from '../../../test/fixtures';
import { makeAuthValue } from '../../../test/fakeAuth';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { phoneMessages } from '../phone.messages';
import { callState } from '../realtime/callState';
import { CallLink } from './CallLink';

const numbers = {
  numbers: [{ id: 'n1', number: '+15550100001', label: '', createdAt: '2026-11-01T00:00:00Z' }],
};
const label = phoneMessages.callLink.call('(555) 010-2000');

async function clickLink() {
  const link = await screen.findByRole('button', { name: label });
  await waitFor(() => expect(link).toBeEnabled());
  await userEvent.click(link);
}

function renderLink() {
  renderWithQueryClient(
    <>
      <CallLink number="(555) 010-2000" />
      <ToastContainer />
    </>,
  );
}

afterEach(() => callState.reset());

describe('CallLink (click-to-call, spec 3 §8 messages)', () => {
  it('calls the number from the first organisation number: "Call initiated successfully"', async () => {
    let sent: unknown;
    mockApi({
      'GET /calls/numbers': jsonResponse(200, numbers),
      'POST /calls/make-call': ({ body }) => {
        sent = body;
        return jsonResponse(201, {
          call: makeCall({ direction: 'outbound', status: 'in-progress' }),
        });
      },
    });
    renderLink();
    await clickLink();
    await screen.findByText('Call initiated successfully');
    expect(sent).toEqual({ from: '+15550100001', to: '+15550102000' });
    expect(callState.get().active?.status).toBe('in-progress');
  });

  it('says why the server refused: "Call initiation failed: {message}"', async () => {
    mockApi({
      'GET /calls/numbers': jsonResponse(200, numbers),
      'POST /calls/make-call': jsonResponse(502, {
        error: 'The telephony provider could not be reached.',
        code: 'PROVIDER_UNREACHABLE',
      }),
    });
    renderLink();
    await clickLink();
    await screen.findByText('Call initiation failed: The telephony provider could not be reached.');
  });

  it('without a reason: "Failed to make call"', async () => {
    mockApi({
      'GET /calls/numbers': jsonResponse(200, numbers),
      'POST /calls/make-call': new Response('', { status: 500 }),
    });
    renderLink();
    await clickLink();
    await screen.findByText('Failed to make call');
  });

  it('is plain text for someone without calls:use', () => {
    mockApi({});
    renderWithQueryClient(<CallLink number="5550102000" />, {
      auth: makeAuthValue({ user: makeUser({ role: 'MEMBER', permissions: [] }) }),
    });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('5550102000')).toBeInTheDocument();
  });
});
