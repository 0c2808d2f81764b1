import { toast } from 'react-toastify';
import { phoneMessages } from '../phone.messages';
import { callState } from '../realtime/callState';
import { describeCallFailure } from '../utils/callToasts';
import { normalizePhoneNumber } from '../utils/phoneNumber';
import { useMakeCallMutation } from './callsApi';

/**
 * Places a call with the toasts of spec 3 §8 ("Call initiated successfully", "Call initiation
 * failed: {message}", "Failed to make call"); the call then shows as the current call.
 */
export function usePlaceCall() {
  const makeCall = useMakeCallMutation();
  function placeCall(from: string, to: string, onPlaced?: () => void) {
    makeCall.mutate(
      { from, to: normalizePhoneNumber(to) },
      {
        onSuccess: (call) => {
          toast.success(phoneMessages.toasts.callInitiated);
          callState.setActive(call);
          onPlaced?.();
        },
        onError: (error) => toast.error(describeCallFailure(error)),
      },
    );
  }
  return { placeCall, isCalling: makeCall.isPending, callingTo: makeCall.variables?.to };
}
