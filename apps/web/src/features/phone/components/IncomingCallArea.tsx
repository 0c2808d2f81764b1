import { toast } from 'react-toastify';
import { ApiError } from '../../../platform/api/ApiError';
import { useCallActionMutation } from '../api/callsApi';
import { phoneMessages } from '../phone.messages';
import { callState, useCallState } from '../realtime/callState';
import { describePhoneFailure } from '../utils/callToasts';
import { phoneVoiceLine, usePhoneVoiceLine } from '../voice/phoneVoiceLine';
import { ActiveCallBar, type CallAudio } from './ActiveCallBar';
import { IncomingCallBanner } from './IncomingCallBanner';

const messages = phoneMessages.incoming;

/**
 * The banner of the first ringing call (Answer, Dismiss) and the bar of the call in progress.
 * With the browser's voice line registered (Twilio browser mode), calls ring in the browser:
 * the banner answers or declines that call, and the bar carries its audio.
 */
export function IncomingCallArea() {
  const { incoming, active } = useCallState();
  const voice = usePhoneVoiceLine();
  const answerCall = useCallActionMutation('answer');
  const ringing = incoming[0];

  function handleAnswer(callId: string) {
    answerCall.mutate(callId, {
      onSuccess: (call) => {
        callState.removeIncoming(callId);
        callState.setActive(call);
        toast.success(messages.answered);
      },
      onError: (error) => {
        // Answered by a colleague or hung up meanwhile: the banner has nothing left to offer.
        if (error instanceof ApiError && error.status === 409) callState.removeIncoming(callId);
        toast.error(describePhoneFailure(error, messages.answerFailed));
      },
    });
  }

  function handleVoiceAnswer() {
    const callId = voice.incoming?.customParameters.get('callId');
    phoneVoiceLine.acceptIncoming();
    if (callId) callState.removeIncoming(callId);
    toast.success(messages.answered);
  }

  const audio: CallAudio | null =
    voice.current && voice.contactNumber !== null
      ? {
          call: voice.current,
          contactNumber: voice.contactNumber,
          isMuted: voice.isMuted,
          setMuted: phoneVoiceLine.setMuted,
        }
      : null;
  // In browser mode a call rings where its audio can go: the browser, not the server's queue.
  const isBrowserLine = voice.status === 'ready';

  let banner = null;
  if (voice.incoming) {
    banner = (
      <IncomingCallBanner
        from={voice.incoming.from}
        to={voice.incoming.customParameters.get('to') ?? ''}
        waitingCount={0}
        isAnswering={false}
        onAnswer={handleVoiceAnswer}
        onDismiss={phoneVoiceLine.rejectIncoming}
        dismissLabel={messages.decline}
      />
    );
  } else if (ringing && !isBrowserLine) {
    banner = (
      <IncomingCallBanner
        key={ringing.callId}
        from={ringing.from}
        to={ringing.to}
        waitingCount={incoming.length - 1}
        isAnswering={answerCall.isPending}
        onAnswer={() => handleAnswer(ringing.callId)}
        onDismiss={() => callState.removeIncoming(ringing.callId)}
      />
    );
  }

  return (
    <>
      {banner}
      {active || audio ? (
        <ActiveCallBar key={active?.id ?? 'browser'} call={active} audio={audio} />
      ) : null}
    </>
  );
}
