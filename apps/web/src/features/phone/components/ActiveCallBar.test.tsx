import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Call } from '@worksphere/contracts';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeVoiceCall } from '../../../test/fakeVoiceDevice';
import { makeCall, makeMember } from '../../../test/fixtures';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { phoneMessages } from '../phone.messages';
import { callState } from '../realtime/callState';
import { ActiveCallBar, type CallAudio } from './ActiveCallBar';
import { IncomingCallArea } from './IncomingCallArea';

const messages = phoneMessages.activeCall;

const onCall = (overrides: Partial<Call> = {}) =>
  makeCall({
    id: 'c1',
    direction: 'outbound',
    status: 'in-progress',
    contactNumber: '+442079460958',
    answeredAt: new Date(Date.now() - 5_000).toISOString(),
    endedAt: null,
    durationSeconds: null,
    ...overrides,
  });

/** The bar as the signed-in shell shows it: fed by the shared call state. */
function renderBar(call: Call) {
  callState.setActive(call);
  renderWithQueryClient(
    <>
      <IncomingCallArea />
      <ToastContainer />
    </>,
  );
  return screen.getByRole('region', { name: messages.regionLabel });
}

const control = (bar: HTMLElement, name: string) =>
  within(within(bar).getByRole('group', { name: messages.controlsLabel })).getByRole('button', {
    name,
  });

afterEach(() => {
  callState.reset();
  vi.useRealTimers();
});

describe('ActiveCallBar', () => {
  it('runs a timer from the moment the call was answered', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:05.000Z'));
    mockApi({});
    const call = onCall({ answeredAt: '2026-11-28T10:00:00.000Z' });
    renderWithQueryClient(<ActiveCallBar call={call} audio={null} />);
    const timer = screen.getByRole('timer', { name: messages.timerLabel });
    expect(timer).toHaveTextContent('0:05');
    act(() => vi.advanceTimersByTime(62_000));
    expect(timer).toHaveTextContent('1:07');
  });

  it('shows who, mutes here, and puts the call on hold and back through the server', async () => {
    const requests: string[] = [];
    mockApi({
      'POST /calls/c1/hold': () => {
        requests.push('hold');
        return jsonResponse(200, { call: onCall({ onHold: true }) });
      },
      'POST /calls/c1/resume': () => {
        requests.push('resume');
        return jsonResponse(200, { call: onCall({ onHold: false }) });
      },
    });
    const user = userEvent.setup();
    const bar = renderBar(onCall());
    expect(bar).toHaveTextContent(messages.withContact('020 7946 0958 · United Kingdom'));

    await user.click(control(bar, messages.mute));
    expect(control(bar, messages.mute)).toHaveAttribute('aria-pressed', 'true');
    expect(bar).toHaveTextContent(messages.muted);

    await user.click(control(bar, messages.hold));
    await within(bar).findByText(messages.onHold);
    expect(control(bar, messages.hold)).toHaveAttribute('aria-pressed', 'true');
    await user.click(control(bar, messages.hold));
    await vi.waitFor(() =>
      expect(control(bar, messages.hold)).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(requests).toEqual(['hold', 'resume']);
  });

  it('sends the keys pressed on its keypad to the other party, in order', async () => {
    const sent: unknown[] = [];
    mockApi({
      'POST /calls/c1/dtmf': ({ body }) => {
        sent.push(body);
        return jsonResponse(200, { call: onCall() });
      },
    });
    const user = userEvent.setup();
    const bar = renderBar(onCall());
    await user.click(control(bar, messages.keypad));
    const keypad = within(bar).getByRole('group', { name: messages.keypadLabel });
    await user.click(within(keypad).getByRole('button', { name: phoneMessages.dialer.digit('1') }));
    await user.click(within(keypad).getByRole('button', { name: phoneMessages.dialer.pound }));
    await user.click(within(keypad).getByRole('button', { name: phoneMessages.dialer.star }));
    expect(bar).toHaveTextContent(messages.digitsSent('1#*'));
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent).toEqual([{ digits: '1' }, { digits: '#' }, { digits: '*' }]);
  });

  it('transfers the call to a member picked by name, and leaves the bar', async () => {
    let transferred: unknown;
    mockApi({
      'GET /user': jsonResponse(200, {
        users: [
          makeMember({ id: 'user-1', firstName: 'Ann', lastName: 'Lee' }),
          makeMember({ id: 'user-2', firstName: 'Bo', lastName: 'Berg' }),
          makeMember({ id: 'user-3', firstName: 'Cy', lastName: 'Old', active: false }),
        ],
      }),
      'POST /calls/c1/transfer': ({ body }) => {
        transferred = body;
        return jsonResponse(200, { call: onCall({ status: 'ringing' }) });
      },
    });
    const user = userEvent.setup();
    const bar = renderBar(onCall());
    await user.click(control(bar, messages.transfer));
    await user.click(within(bar).getByRole('button', { name: messages.transferSubmit }));
    expect(within(bar).getByRole('alert')).toHaveTextContent(messages.transferChoose);

    await user.type(within(bar).getByRole('combobox', { name: messages.transferLabel }), 'b');
    // Neither the member transferring nor an inactive one is offered.
    const option = await screen.findByRole('option', { name: 'Bo Berg' });
    expect(screen.queryByRole('option', { name: 'Ann Lee' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Cy Old' })).not.toBeInTheDocument();
    await user.click(option);
    await user.click(within(bar).getByRole('button', { name: messages.transferSubmit }));
    await screen.findByText(messages.transferred('Bo Berg'));
    expect(transferred).toEqual({ userId: 'user-2' });
    expect(screen.queryByRole('region', { name: messages.regionLabel })).not.toBeInTheDocument();
  });

  it('hangs up through the server', async () => {
    mockApi({
      'POST /calls/c1/hang-up': jsonResponse(200, {
        call: onCall({ status: 'completed', endedAt: new Date().toISOString() }),
      }),
    });
    const user = userEvent.setup();
    const bar = renderBar(onCall());
    await user.click(within(bar).getByRole('button', { name: messages.hangUp }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('region', { name: messages.regionLabel })).not.toBeInTheDocument(),
    );
  });

  it('with the audio in the browser, names the contact, mutes, sends keys and hangs up on the call itself', async () => {
    const api = mockApi({
      'POST /contacts/resolve': jsonResponse(200, {
        names: { '+442079460958': { contactId: 'contact-1', name: 'Mia Lind' } },
      }),
    });
    const voiceCall = new FakeVoiceCall('+442079460958');
    const setMuted = vi.fn((isMuted: boolean) => voiceCall.mute(isMuted));
    const audio: CallAudio = {
      call: voiceCall,
      contactNumber: '+442079460958',
      isMuted: false,
      setMuted,
    };
    const user = userEvent.setup();
    renderWithQueryClient(<ActiveCallBar call={onCall()} audio={audio} />);
    const bar = screen.getByRole('region', { name: messages.regionLabel });
    // The other party by their contact's name, not their number.
    expect(await within(bar).findByText(messages.withContact('Mia Lind'))).toBeInTheDocument();
    await user.click(control(bar, messages.mute));
    expect(setMuted).toHaveBeenCalledWith(true);
    expect(voiceCall.isMuted()).toBe(true);

    await user.click(control(bar, messages.keypad));
    await user.click(within(bar).getByRole('button', { name: phoneMessages.dialer.digit('9') }));
    expect(voiceCall.digitsSent).toEqual(['9']);

    await user.click(within(bar).getByRole('button', { name: messages.hangUp }));
    expect(voiceCall.state).toBe('closed');
    // Keys and hang-up went to the call, not the server (which was only asked for the name).
    expect(
      requestsOf(api).map((request) => new URL(request.url, 'http://localhost').pathname),
    ).toEqual(['/api/contacts/resolve']);
  });
});
