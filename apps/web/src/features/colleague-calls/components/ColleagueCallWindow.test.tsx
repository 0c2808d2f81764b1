import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { colleagueCallsMessages } from '../colleagueCalls.messages';
import { IDLE_CALL, type ColleagueCallState } from '../realtime/colleagueCallStore';
import { ColleagueCallWindow } from './ColleagueCallWindow';
import { IncomingColleagueCall } from './IncomingColleagueCall';

const messages = colleagueCallsMessages;
const ann = { id: 'ann', username: 'ann', firstName: 'Ann', lastName: 'Lee' };
const bo = { id: 'bo', username: 'bo', firstName: '', lastName: '' };
const call = { id: 'call-1', caller: ann, callee: bo, video: true, createdAt: '' };

function state(next: Partial<ColleagueCallState>): ColleagueCallState {
  return { ...IDLE_CALL, peer: bo, isCaller: true, ...next };
}

describe('IncomingColleagueCall', () => {
  it('says who calls, with video, and offers decline, audio only and video', () => {
    render(<IncomingColleagueCall call={call} />);
    const dialog = screen.getByRole('region', { name: messages.incoming.videoTitle });
    expect(dialog).toHaveTextContent(messages.incoming.from('Ann Lee'));
    for (const name of [
      messages.incoming.decline,
      messages.incoming.acceptAudio,
      messages.incoming.acceptVideo,
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    // It does not take the focus from what the user was doing.
    expect(dialog).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('offers a single Accept for an audio call', () => {
    render(<IncomingColleagueCall call={{ ...call, video: false }} />);
    screen.getByRole('region', { name: messages.incoming.title });
    expect(screen.getByRole('button', { name: messages.incoming.accept })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.incoming.acceptVideo })).toBeNull();
  });
});

describe('ColleagueCallWindow', () => {
  it('while calling: who, and the keyboard lands on Cancel call', () => {
    render(<ColleagueCallWindow call={state({ phase: 'calling', isCameraOn: true })} />);
    expect(screen.getByRole('dialog', { name: messages.window.label('bo') })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(messages.window.calling('bo'));
    expect(screen.getByRole('button', { name: messages.window.cancel })).toHaveFocus();
    expect(screen.getByRole('button', { name: messages.window.mute })).toBeInTheDocument();
  });

  it('connected: the timer and the connection quality with the bytes received', () => {
    render(
      <ColleagueCallWindow
        call={state({
          phase: 'connected',
          connectedAt: Date.now() - 65_000,
          isMuted: true,
          stats: { audioBytesReceived: 1200, videoBytesReceived: 9000, quality: 'good' },
        })}
      />,
    );
    expect(screen.getByLabelText(messages.window.timerLabel)).toHaveTextContent('1:05');
    const quality = screen.getByTestId('colleague-call-quality');
    expect(quality).toHaveTextContent(messages.quality.good);
    expect(quality).toHaveAttribute('data-video-bytes-received', '9000');
    expect(screen.getByRole('button', { name: messages.window.unmute })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.window.hangUp })).toHaveFocus();
  });

  it.each([
    ['declined', messages.outcomes.declined('bo')],
    ['noAnswer', messages.outcomes.noAnswer('bo')],
    ['microphoneRefused', messages.outcomes.microphoneRefused],
    ['connectionLost', messages.outcomes.connectionLost],
  ] as const)('ended (%s): says why, and offers Close and Call again', async (outcome, text) => {
    render(<ColleagueCallWindow call={state({ phase: 'ended', outcome })} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    const close = screen.getAllByRole('button', { name: messages.window.close });
    expect(close.at(-1)).toHaveFocus();
    expect(screen.getByRole('button', { name: messages.window.callBack })).toBeInTheDocument();
    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: messages.window.callBack })).toHaveFocus();
  });

  it('busy: shows the server’s words', () => {
    render(
      <ColleagueCallWindow
        call={state({ phase: 'ended', outcome: 'busy', outcomeDetail: 'bo is on another call.' })}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('bo is on another call.');
  });
});
