import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALLS_EVENTS, type IncomingCall } from '@worksphere/contracts';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeChatSocket } from '../../../test/fakeChatSocket';
import { makeCall, makeSms } from '../../../test/fixtures';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { ChatContext, type ChatContextValue } from '../../chat/realtime/ChatContext';
import { phoneMessages } from '../phone.messages';
import { callState } from './callState';
import { showConversation } from './conversationsOnScreen';
import { PhoneLive } from './PhoneLive';

const messages = phoneMessages.incoming;

const ringing: IncomingCall = {
  callId: 'call-9',
  from: '+15550102000',
  to: '+15550100001',
  status: 'ringing',
  startedAt: '2026-11-23T10:00:00.000Z',
};

function renderLive(socket: FakeChatSocket) {
  const chat = { socket: socket.asSocket() } as unknown as ChatContextValue;
  return renderWithQueryClient(
    <ChatContext.Provider value={chat}>
      <PhoneLive />
      <ToastContainer />
    </ChatContext.Provider>,
  );
}

afterEach(() => callState.reset());

describe('PhoneLive', () => {
  it('shows a ringing call, and answering it makes it the current call', async () => {
    const api = mockApi({
      'GET /calls/log': jsonResponse(200, {
        calls: [],
        page: { total: 0, totalIsExact: true, limit: 10, offset: 0 },
      }),
      'POST /calls/call-9/answer': jsonResponse(200, {
        call: makeCall({ id: 'call-9', status: 'in-progress', endedAt: null }),
      }),
    });
    const socket = new FakeChatSocket();
    renderLive(socket);
    act(() => socket.receive(CALLS_EVENTS.incomingCall, { call: ringing }));

    const banner = await screen.findByRole('region', { name: messages.regionLabel });
    expect(banner).toHaveTextContent(messages.from('(555) 010-2000'));
    await userEvent.click(screen.getByRole('button', { name: messages.answer }));

    await screen.findByText(messages.answered);
    expect(screen.queryByRole('region', { name: messages.regionLabel })).not.toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: phoneMessages.activeCall.regionLabel }),
    ).toBeVisible();
    expect(api.mock.calls.some(([url]) => String(url).endsWith('/calls/call-9/answer'))).toBe(true);
  });

  it('closes the banner when a colleague answers, and Dismiss closes it here only', async () => {
    mockApi({});
    const socket = new FakeChatSocket();
    renderLive(socket);
    act(() => {
      socket.receive(CALLS_EVENTS.incomingCall, { call: ringing });
      socket.receive(CALLS_EVENTS.incomingCall, { call: { ...ringing, callId: 'call-10' } });
    });
    expect(await screen.findByText(messages.more(1))).toBeInTheDocument();

    act(() =>
      socket.receive(CALLS_EVENTS.callStatus, {
        call: makeCall({ id: 'call-9', status: 'in-progress' }),
      }),
    );
    await waitFor(() => expect(screen.queryByText(messages.more(1))).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: messages.dismiss }));
    expect(screen.queryByRole('region', { name: messages.regionLabel })).not.toBeInTheDocument();
  });

  it('a call a colleague transfers here becomes the current call, with a toast', async () => {
    mockApi({});
    const socket = new FakeChatSocket();
    renderLive(socket);
    const colleague = { id: 'user-2', username: 'bo', firstName: 'Bo', lastName: 'Berg' };
    const me = { id: 'user-1', username: 'ann', firstName: 'Ann', lastName: 'Lee' };
    const call = makeCall({
      id: 'call-3',
      direction: 'outbound',
      status: 'in-progress',
      endedAt: null,
      user: colleague,
    });
    act(() => socket.receive(CALLS_EVENTS.callStatus, { call }));
    expect(
      screen.queryByRole('region', { name: phoneMessages.activeCall.regionLabel }),
    ).not.toBeInTheDocument();
    act(() => socket.receive(CALLS_EVENTS.callStatus, { call: { ...call, user: me } }));
    await screen.findByText(messages.transferredToYou('(555) 010-2000'));
    expect(
      screen.getByRole('region', { name: phoneMessages.activeCall.regionLabel }),
    ).toHaveTextContent(phoneMessages.activeCall.withContact('(555) 010-2000'));
  });

  it('finds calls still ringing when it connects, and drops those that stopped meanwhile', async () => {
    mockApi({
      'GET /calls/log': jsonResponse(200, {
        calls: [
          makeCall({ id: 'call-5', status: 'ringing', answeredAt: null, endedAt: null }),
          makeCall({ id: 'call-4', status: 'completed' }),
        ],
        page: { total: 2, totalIsExact: true, limit: 10, offset: 0 },
      }),
    });
    const socket = new FakeChatSocket();
    renderLive(socket);
    act(() => callState.receiveIncoming({ ...ringing, callId: 'call-4' }));
    act(() => socket.receive('connect'));
    await waitFor(() =>
      expect(callState.get().incoming.map((call) => call.callId)).toEqual(['call-5']),
    );
    expect(screen.getByRole('region', { name: messages.regionLabel })).toBeVisible();
  });

  it('toasts an inbound text unless its conversation is on screen', async () => {
    mockApi({ 'GET /calls/conversations': jsonResponse(200, { conversations: [] }) });
    const socket = new FakeChatSocket();
    renderLive(socket);
    const hide = showConversation('+15550103000');
    act(() => {
      socket.receive(CALLS_EVENTS.newSms, {
        message: makeSms({ id: 'm1', direction: 'inbound', contactNumber: '+15550103000' }),
      });
      socket.receive(CALLS_EVENTS.newSms, {
        message: makeSms({ id: 'm2', direction: 'inbound', contactNumber: '+15550102000' }),
      });
      socket.receive(CALLS_EVENTS.newSms, {
        message: makeSms({ id: 'm3', direction: 'outbound', contactNumber: '+15550104000' }),
      });
    });
    hide();
    await screen.findByText(messages.newSms('(555) 010-2000'));
    expect(screen.queryByText(messages.newSms('(555) 010-3000'))).not.toBeInTheDocument();
    expect(screen.queryByText(messages.newSms('(555) 010-4000'))).not.toBeInTheDocument();
  });
});
