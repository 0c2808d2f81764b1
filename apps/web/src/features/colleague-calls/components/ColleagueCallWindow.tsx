import clsx from 'clsx';
import { Mic, MicOff, PhoneOff, Video, VideoOff, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../ui/Button';
import { focusRing } from '../../../ui/focusRing';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { initialsOf } from '../../auth/utils/initialsOf';
import { colleagueCallsMessages } from '../colleagueCalls.messages';
import {
  dismissColleagueCall,
  hangUpColleagueCall,
  startColleagueCall,
  toggleColleagueCallCamera,
  toggleColleagueCallMute,
} from '../realtime/colleagueCallSession';
import type { CallOutcome, ColleagueCallState } from '../realtime/colleagueCallStore';
import { formatCallDuration, useSecondsSince } from '../utils/callDuration';
import { CallQuality } from './CallQuality';

const messages = colleagueCallsMessages.window;
const outcomes = colleagueCallsMessages.outcomes;

function describeOutcome(outcome: CallOutcome, name: string, detail: string | null): string {
  switch (outcome) {
    case 'declined':
      return outcomes.declined(name);
    case 'noAnswer':
      return outcomes.noAnswer(name);
    case 'busy':
      return detail ?? outcomes.busy(name);
    case 'cancelled':
      return outcomes.cancelled(name);
    case 'failed':
      return detail ?? outcomes.failed;
    default:
      return outcomes[outcome];
  }
}

/** A stream shown in a media element (React has no srcObject attribute). */
function useStream(stream: MediaStream | null) {
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return ref;
}

/** Does the stream carry video that arrives (a camera turned off stops it: the track mutes)? */
function useHasLiveVideo(stream: MediaStream | null): boolean {
  const [, rerender] = useState(0);
  const track = stream?.getVideoTracks()[0];
  useEffect(() => {
    if (!track) return;
    const update = () => rerender((count) => count + 1);
    track.addEventListener('mute', update);
    track.addEventListener('unmute', update);
    track.addEventListener('ended', update);
    return () => {
      track.removeEventListener('mute', update);
      track.removeEventListener('unmute', update);
      track.removeEventListener('ended', update);
    };
  }, [track]);
  return Boolean(track && !track.muted && track.readyState === 'live');
}

const controlClasses = clsx(
  'inline-flex size-12 items-center justify-center rounded-full transition-colors',
  focusRing,
);

/**
 * The call window: the colleague's video (or their initials), our own camera small in a corner,
 * who and how long, the connection's quality, and mute, camera and hang-up. It floats at the
 * bottom left on a desktop (the page stays usable) and fills the screen on a phone.
 */
export function ColleagueCallWindow({ call }: { call: ColleagueCallState }) {
  const titleId = useId();
  const { phase, peer, isMuted, isCameraOn } = call;
  const name = peer ? displayNameOf(peer) : '';
  const remoteVideo = useStream(call.remoteStream);
  const remoteAudio = useStream(call.remoteStream);
  const localVideo = useStream(call.localStream);
  const hasRemoteVideo = useHasLiveVideo(call.remoteStream);
  const seconds = useSecondsSince(call.connectedAt);
  const hangUpRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const isEnded = phase === 'ended';

  // Keyboard users land on the call's controls when it starts, and on Close when it ends.
  useEffect(() => {
    (isEnded ? closeRef : hangUpRef).current?.focus();
  }, [isEnded]);

  const status =
    phase === 'calling'
      ? messages.calling(name)
      : phase === 'connecting'
        ? messages.connecting
        : phase === 'connected'
          ? messages.connected
          : describeOutcome(call.outcome ?? 'ended', name, call.outcomeDetail);

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="colleague-call-window"
      data-phase={phase}
      data-toast-keep-clear=""
      className="fixed inset-0 z-50 flex flex-col bg-zinc-900 text-white shadow-2xl sm:inset-auto sm:bottom-4 sm:left-4 sm:h-[28rem] sm:w-[24rem] sm:overflow-hidden sm:rounded-2xl"
    >
      <header className="flex items-start gap-3 px-4 pt-[calc(1rem+env(safe-area-inset-top))] pb-3 sm:pt-4">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-base font-semibold">
            {messages.label(name)}
          </h2>
          <p role="status" className="text-sm text-zinc-300">
            {status}
            {phase === 'connected' ? (
              <>
                {' · '}
                <time aria-label={messages.timerLabel} className="tabular-nums">
                  {formatCallDuration(seconds)}
                </time>
              </>
            ) : null}
          </p>
        </div>
        {phase === 'connected' ? <CallQuality stats={call.stats} /> : null}
        {isEnded ? (
          <button
            type="button"
            aria-label={messages.close}
            title={messages.close}
            onClick={dismissColleagueCall}
            className={clsx('rounded-lg p-2 text-zinc-300 hover:bg-white/10', focusRing)}
          >
            <X aria-hidden className="size-5" />
          </button>
        ) : null}
      </header>

      <div className="relative min-h-0 flex-1 bg-zinc-950">
        <video
          ref={remoteVideo}
          autoPlay
          playsInline
          muted
          aria-label={messages.remoteVideo(name)}
          className={clsx('size-full object-cover', !(hasRemoteVideo && !isEnded) && 'hidden')}
        />
        {/* The colleague's voice plays here whether or not their video shows. */}
        <audio ref={remoteAudio} autoPlay />
        {hasRemoteVideo && !isEnded ? null : (
          <div className="flex size-full items-center justify-center">
            <span
              aria-hidden
              className={clsx(
                'flex size-24 items-center justify-center rounded-full bg-brand-600 text-3xl font-semibold',
                (phase === 'calling' || phase === 'connecting') &&
                  'animate-pulse motion-reduce:animate-none',
              )}
            >
              {initialsOf(name || '?')}
            </span>
          </div>
        )}
        {isCameraOn && !isEnded ? (
          <video
            ref={localVideo}
            autoPlay
            playsInline
            muted
            aria-label={messages.localVideo}
            className="absolute right-3 bottom-3 h-28 w-20 rounded-lg border border-white/20 object-cover shadow-lg sm:h-24 sm:w-32"
          />
        ) : null}
      </div>

      <footer className="flex items-center justify-center gap-4 px-4 pt-4 pb-[calc(1rem+env(safe-area-inset-bottom))]">
        {isEnded ? (
          <>
            <Button ref={closeRef} variant="secondary" onClick={dismissColleagueCall}>
              {messages.close}
            </Button>
            {call.isCaller && peer ? (
              <Button onClick={() => void startColleagueCall(peer, call.video)}>
                {messages.callBack}
              </Button>
            ) : null}
          </>
        ) : (
          <>
            <button
              type="button"
              aria-label={isMuted ? messages.unmute : messages.mute}
              title={isMuted ? messages.unmute : messages.mute}
              onClick={toggleColleagueCallMute}
              className={clsx(
                controlClasses,
                isMuted ? 'bg-white text-zinc-900' : 'bg-white/10 hover:bg-white/20',
              )}
            >
              {isMuted ? (
                <MicOff aria-hidden className="size-5" />
              ) : (
                <Mic aria-hidden className="size-5" />
              )}
            </button>
            <button
              type="button"
              aria-label={isCameraOn ? messages.cameraOffAction : messages.cameraOn}
              title={isCameraOn ? messages.cameraOffAction : messages.cameraOn}
              onClick={() => void toggleColleagueCallCamera()}
              disabled={phase !== 'connected'}
              className={clsx(
                controlClasses,
                'disabled:opacity-50',
                isCameraOn ? 'bg-white/10 hover:bg-white/20' : 'bg-white text-zinc-900',
              )}
            >
              {isCameraOn ? (
                <Video aria-hidden className="size-5" />
              ) : (
                <VideoOff aria-hidden className="size-5" />
              )}
            </button>
            <button
              ref={hangUpRef}
              type="button"
              aria-label={phase === 'calling' ? messages.cancel : messages.hangUp}
              title={phase === 'calling' ? messages.cancel : messages.hangUp}
              onClick={hangUpColleagueCall}
              className={clsx(controlClasses, 'bg-red-600 hover:bg-red-700')}
            >
              <PhoneOff aria-hidden className="size-5" />
            </button>
          </>
        )}
      </footer>
    </section>
  );
}
