import type { Call } from '@worksphere/contracts';
import clsx from 'clsx';
import { ArrowRightLeft, Grid3x3, MicOff, Pause, PhoneOff, type LucideIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../../platform/api/ApiError';
import { Button } from '../../../ui/Button';
import { focusRing } from '../../../ui/focusRing';
import { useCallActionMutation } from '../api/callsApi';
import { useHoldCallMutation, useSendDigitsMutation } from '../api/inCallApi';
import { phoneMessages } from '../phone.messages';
import { callState } from '../realtime/callState';
import { formatCallTimer, useCallTimer } from '../utils/callTimer';
import { describePhoneFailure } from '../utils/callToasts';
import { useContactNames } from '../../contacts/api/useContactNames';
import { formatPhoneNumber } from '../utils/phoneNumber';
import type { VoiceCall } from '../voice/voiceDevice';
import { DialPad } from './DialPad';
import { TransferCallPanel } from './TransferCallPanel';

const messages = phoneMessages.activeCall;

/** The call's audio in this browser (Twilio's browser mode): it mutes, sends keys, hangs up. */
export type CallAudio = {
  call: VoiceCall;
  contactNumber: string;
  isMuted: boolean;
  setMuted: (isMuted: boolean) => void;
};

type Panel = 'keypad' | 'transfer';

/**
 * The call placed or answered here, until it ends: who, the time since it was answered, and
 * its controls: mute, hold, keypad (key presses to the other party), transfer to a member and
 * hang up. With the audio in this browser, mute, keys and hang-up act on it directly; hold and
 * transfer, and everything with the built-in provider, go through the server.
 */
export function ActiveCallBar({ call, audio }: { call: Call | null; audio: CallAudio | null }) {
  const hangUp = useCallActionMutation('hang-up');
  const hold = useHoldCallMutation();
  const sendDigits = useSendDigitsMutation();
  const [panel, setPanel] = useState<Panel | null>(null);
  const [isLocallyMuted, setLocallyMuted] = useState(false);
  const [digitsSent, setDigitsSent] = useState('');
  // Keys go out one request after the other, in the order they were pressed.
  const digitQueue = useRef<Promise<unknown>>(Promise.resolve());
  const seconds = useCallTimer(call?.answeredAt ?? null);

  const contactNumber = call?.contactNumber ?? audio?.contactNumber ?? '';
  const contact =
    useContactNames([contactNumber]).get(contactNumber)?.name ?? formatPhoneNumber(contactNumber);
  const isMuted = audio ? audio.isMuted : isLocallyMuted;
  const isOnHold = call?.onHold ?? false;
  const status = isOnHold
    ? messages.onHold
    : call
      ? phoneMessages.callLog.statuses[call.status]
      : phoneMessages.dialer.calling;

  function togglePanel(next: Panel) {
    setPanel((current) => (current === next ? null : next));
  }

  function handleMute() {
    if (audio) audio.setMuted(!audio.isMuted);
    else setLocallyMuted((muted) => !muted);
  }

  function handleHold() {
    if (!call) return;
    const onHold = !isOnHold;
    hold.mutate(
      { callId: call.id, onHold },
      {
        onSuccess: (updated) => callState.setActive(updated),
        onError: (error) =>
          toast.error(
            describePhoneFailure(error, onHold ? messages.holdFailed : messages.resumeFailed),
          ),
      },
    );
  }

  function handleDigit(digit: string) {
    setDigitsSent((sent) => sent + digit);
    if (audio) {
      audio.call.sendDigits(digit);
      return;
    }
    if (!call) return;
    const callId = call.id;
    digitQueue.current = digitQueue.current
      .then(() => sendDigits.mutateAsync({ callId, digits: digit }))
      .catch((error: unknown) => toast.error(describePhoneFailure(error, messages.digitsFailed)));
  }

  function handleHangUp() {
    if (audio) {
      audio.call.disconnect();
      callState.setActive(null);
      return;
    }
    if (!call) return;
    hangUp.mutate(call.id, {
      onSuccess: (ended) => callState.setActive(ended),
      onError: (error) => {
        toast.error(describePhoneFailure(error, messages.hangUpFailed));
        // A call the server says has already ended is not on any more.
        if (error instanceof ApiError && error.status === 409) callState.setActive(null);
      },
    });
  }

  return (
    <section
      aria-label={messages.regionLabel}
      className="fixed inset-x-3 bottom-3 z-40 space-y-3 rounded-2xl border border-zinc-200 bg-zinc-900 px-4 py-3 text-white shadow-xl sm:inset-x-auto sm:bottom-4 sm:left-4 sm:w-96"
    >
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1" role="status">
          <p className="truncate text-sm font-semibold">{messages.withContact(contact)}</p>
          <p className="flex gap-2 text-xs text-zinc-300">
            {seconds !== null ? (
              <span role="timer" aria-label={messages.timerLabel} className="tabular-nums">
                {formatCallTimer(seconds)}
              </span>
            ) : null}
            <span>{status}</span>
            {isMuted ? <span>{messages.muted}</span> : null}
          </p>
        </div>
        <Button
          variant="danger"
          size="sm"
          isLoading={hangUp.isPending}
          icon={<PhoneOff aria-hidden className="size-4" />}
          onClick={handleHangUp}
        >
          {messages.hangUp}
        </Button>
      </div>
      <div role="group" aria-label={messages.controlsLabel} className="grid grid-cols-4 gap-2">
        <ControlButton icon={MicOff} label={messages.mute} pressed={isMuted} onPress={handleMute} />
        <ControlButton
          icon={Pause}
          label={messages.hold}
          pressed={isOnHold}
          disabled={!call || hold.isPending}
          onPress={handleHold}
        />
        <ControlButton
          icon={Grid3x3}
          label={messages.keypad}
          expanded={panel === 'keypad'}
          disabled={!call && !audio}
          onPress={() => togglePanel('keypad')}
        />
        <ControlButton
          icon={ArrowRightLeft}
          label={messages.transfer}
          expanded={panel === 'transfer'}
          disabled={!call}
          onPress={() => togglePanel('transfer')}
        />
      </div>
      {panel === 'keypad' ? (
        <div className="space-y-2">
          <p className="min-h-4 text-center text-xs text-zinc-300" aria-live="polite">
            {digitsSent ? messages.digitsSent(digitsSent) : null}
          </p>
          <DialPad onDigit={handleDigit} label={messages.keypadLabel} />
        </div>
      ) : null}
      {panel === 'transfer' && call ? (
        <TransferCallPanel call={call} onTransferred={() => callState.setActive(null)} />
      ) : null}
    </section>
  );
}

/** A round control with its word under it: a toggle (pressed) or a panel opener (expanded). */
function ControlButton({
  icon: Icon,
  label,
  pressed,
  expanded,
  disabled,
  onPress,
}: {
  icon: LucideIcon;
  label: string;
  pressed?: boolean;
  expanded?: boolean;
  disabled?: boolean;
  onPress: () => void;
}) {
  const isOn = pressed ?? expanded ?? false;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-expanded={expanded}
      disabled={disabled}
      onClick={onPress}
      className={clsx(
        'flex flex-col items-center gap-1 rounded-xl py-2 text-xs font-medium transition-colors disabled:opacity-40',
        isOn ? 'bg-white text-zinc-900' : 'bg-zinc-800 text-zinc-100 hover:bg-zinc-700',
        focusRing,
      )}
    >
      <Icon aria-hidden className="size-4" />
      {label}
    </button>
  );
}
