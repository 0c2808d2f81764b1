import { ApiError } from '../../../platform/api/ApiError';
import { toast } from 'react-toastify';
import { useCallActionMutation } from '../api/callsApi';
import { phoneMessages } from '../phone.messages';
import { callState, useCallState } from '../realtime/callState';
import { describePhoneFailure } from '../utils/callToasts';
import { ActiveCallBar } from './ActiveCallBar';
import { IncomingCallBanner } from './IncomingCallBanner';

const messages = phoneMessages.incoming;

/** The banner of the first ringing call (Answer, Dismiss) and the bar of the call in progress. */
export function IncomingCallArea() {
  const { incoming, active } = useCallState();
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

  return (
    <>
      {ringing ? (
        <IncomingCallBanner
          key={ringing.callId}
          from={ringing.from}
          to={ringing.to}
          waitingCount={incoming.length - 1}
          isAnswering={answerCall.isPending}
          onAnswer={() => handleAnswer(ringing.callId)}
          onDismiss={() => callState.removeIncoming(ringing.callId)}
        />
      ) : null}
      {active ? <ActiveCallBar call={active} /> : null}
    </>
  );
}
