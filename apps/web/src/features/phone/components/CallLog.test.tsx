import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Call } from '@worksphere/contracts';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCall } from '../../../test/fixtures';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { phoneMessages } from '../phone.messages';
import { callState } from '../realtime/callState';
import { CallLog } from './CallLog';

const messages = phoneMessages.callLog;
const page = (calls: Call[]) => ({
  calls,
  page: { total: calls.length, totalIsExact: true, limit: 50, offset: 0 },
});

afterEach(() => callState.reset());

describe('CallLog', () => {
  it('asks the server for the chosen filter and says when nothing matches', async () => {
    const filters: string[] = [];
    mockApi({
      'GET /calls/log': ({ url }) => {
        const filter = url.searchParams.get('filter') ?? '';
        filters.push(filter);
        return jsonResponse(
          200,
          page(filter === 'all' ? [makeCall({ id: 'c1', missed: true, status: 'no-answer' })] : []),
        );
      },
    });
    const user = userEvent.setup();
    renderWithQueryClient(<CallLog onCall={vi.fn()} onText={vi.fn()} canCall />);
    const row = await screen.findByTestId('call-row');
    expect(row).toHaveTextContent(messages.missed);
    expect(row).toHaveTextContent('(555) 010-2000');

    await user.click(screen.getByRole('button', { name: messages.filters.outbound }));
    await screen.findByText(messages.emptyFiltered);
    expect(screen.getByRole('button', { name: messages.filters.outbound })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(filters).toEqual(['all', 'outbound']);
  });

  it('calls back and texts the contact, and answers a call still ringing', async () => {
    mockApi({
      'GET /calls/log': jsonResponse(
        200,
        page([makeCall({ id: 'c2', status: 'ringing', answeredAt: null, endedAt: null })]),
      ),
      'POST /calls/c2/answer': jsonResponse(200, {
        call: makeCall({ id: 'c2', status: 'in-progress', endedAt: null }),
      }),
    });
    const onCall = vi.fn();
    const onText = vi.fn();
    const user = userEvent.setup();
    renderWithQueryClient(
      <>
        <CallLog onCall={onCall} onText={onText} canCall />
        <ToastContainer />
      </>,
    );
    const row = await screen.findByTestId('call-row');
    await user.click(
      within(row).getByRole('button', { name: messages.callBack('(555) 010-2000') }),
    );
    await user.click(within(row).getByRole('button', { name: messages.textTo('(555) 010-2000') }));
    expect(onCall).toHaveBeenCalledWith('+15550102000');
    expect(onText).toHaveBeenCalledWith('+15550102000');

    await user.click(within(row).getByRole('button', { name: messages.answer('(555) 010-2000') }));
    await screen.findByText(phoneMessages.incoming.answered);
    expect(callState.get().active?.id).toBe('c2');
  });

  it('plays a voicemail from the product, with what was said', async () => {
    mockApi({
      'GET /calls/log': jsonResponse(
        200,
        page([
          makeCall({
            id: 'c3',
            missed: true,
            status: 'no-answer',
            contactNumber: '+442079460958',
            transcription: 'Please call me back about the order.',
            recording: {
              id: 'r1',
              url: '/api/calls/recordings/r1',
              durationSeconds: 12,
              createdAt: '2026-11-23T10:01:00.000Z',
            },
          }),
        ]),
      ),
    });
    renderWithQueryClient(<CallLog onCall={vi.fn()} onText={vi.fn()} canCall />);
    const row = await screen.findByTestId('call-row');
    const player = within(row).getByLabelText(
      messages.voicemailFrom('020 7946 0958 · United Kingdom'),
    );
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('src', '/api/calls/recordings/r1');
    expect(row).toHaveTextContent(`${messages.voicemail} · ${messages.duration(12)}`);
    expect(row).toHaveTextContent('Please call me back about the order.');
  });
});
