import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeVoiceCall, FakeVoiceDevice } from '../../../test/fakeVoiceDevice';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { phoneMessages } from '../phone.messages';
import { callState } from '../realtime/callState';
import { phoneVoiceLine } from '../voice/phoneVoiceLine';
import { IncomingCallArea } from './IncomingCallArea';

// The browser's line on a fake Twilio Device: the test rings it and plays the far end.
const devices: FakeVoiceDevice[] = [];
vi.mock('../voice/twilioVoiceDevice', () => ({
  createTwilioVoiceDevice: (token: string) => {
    const device = new FakeVoiceDevice(token);
    devices.push(device);
    return Promise.resolve(device);
  },
}));

const incoming = phoneMessages.incoming;
const activeCall = phoneMessages.activeCall;

async function startLine() {
  mockApi({
    'GET /calls/voice-token': jsonResponse(200, {
      token: 'jwt-1',
      identity: 'member_1',
      expiresAt: '2026-11-28T03:00:00.000Z',
    }),
  });
  await phoneVoiceLine.start();
  return devices.at(-1)!;
}

afterEach(() => {
  phoneVoiceLine.stop();
  callState.reset();
});

describe('IncomingCallArea in browser mode', () => {
  it('rings the browser; Answer takes the call here and its bar mutes and hangs up on it', async () => {
    const device = await startLine();
    expect(device.tokens).toEqual(['jwt-1']);
    renderWithQueryClient(
      <>
        <IncomingCallArea />
        <ToastContainer />
      </>,
    );
    const call = new FakeVoiceCall('+442079460958', { callId: 'call-9' });
    act(() => device.ring(call));

    const banner = await screen.findByRole('region', { name: incoming.regionLabel });
    expect(banner).toHaveTextContent(incoming.from('020 7946 0958 · United Kingdom'));
    const user = userEvent.setup();
    await user.click(within(banner).getByRole('button', { name: incoming.answer }));
    expect(call.state).toBe('open');
    await screen.findByText(incoming.answered);

    const bar = screen.getByRole('region', { name: activeCall.regionLabel });
    expect(bar).toHaveTextContent(activeCall.withContact('020 7946 0958 · United Kingdom'));
    await user.click(within(bar).getByRole('button', { name: activeCall.mute }));
    expect(call.isMuted()).toBe(true);
    await user.click(within(bar).getByRole('button', { name: activeCall.hangUp }));
    expect(call.state).toBe('closed');
    expect(screen.queryByRole('region', { name: activeCall.regionLabel })).not.toBeInTheDocument();
  });

  it('Decline turns the ringing call away', async () => {
    const device = await startLine();
    renderWithQueryClient(<IncomingCallArea />);
    const call = new FakeVoiceCall('+15550102000');
    act(() => device.ring(call));
    const banner = await screen.findByRole('region', { name: incoming.regionLabel });
    await userEvent.click(within(banner).getByRole('button', { name: incoming.decline }));
    expect(call.state).toBe('rejected');
    expect(screen.queryByRole('region', { name: incoming.regionLabel })).not.toBeInTheDocument();
  });

  it('a caller who gives up takes the banner away', async () => {
    const device = await startLine();
    renderWithQueryClient(<IncomingCallArea />);
    const call = new FakeVoiceCall('+15550102000');
    act(() => device.ring(call));
    await screen.findByRole('region', { name: incoming.regionLabel });
    act(() => call.emit('cancel'));
    expect(screen.queryByRole('region', { name: incoming.regionLabel })).not.toBeInTheDocument();
  });
});
