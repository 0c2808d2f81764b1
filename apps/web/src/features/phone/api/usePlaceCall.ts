import { useState } from 'react';
import { toast } from 'react-toastify';
import { phoneMessages } from '../phone.messages';
import { callState } from '../realtime/callState';
import { describeCallFailure } from '../utils/callToasts';
import { normalizePhoneNumber } from '../utils/phoneNumber';
import { phoneVoiceLine } from '../voice/phoneVoiceLine';
import { useMakeCallMutation } from './callsApi';

/**
 * Places a call with the toasts of spec 3 §8 ("Call initiated successfully", "Call initiation
 * failed: {message}", "Failed to make call"); the call then shows as the current call. With the
 * browser's voice line registered (browser mode), the call goes out from this browser through
 * the TwiML App; otherwise the server places it (loopback, or Twilio ringing the member's phone).
 */
export function usePlaceCall() {
  const makeCall = useMakeCallMutation();
  const [isConnecting, setConnecting] = useState(false);
  function placeCall(from: string, to: string, onPlaced?: () => void) {
    if (phoneVoiceLine.get().status === 'ready') {
      setConnecting(true);
      phoneVoiceLine
        .connect(normalizePhoneNumber(to), from)
        .then(() => {
          toast.success(phoneMessages.toasts.callInitiated);
          onPlaced?.();
        })
        .catch((error: unknown) => {
          console.error('Placing a browser call failed', error);
          toast.error(phoneMessages.toasts.makeCallFailed);
        })
        .finally(() => setConnecting(false));
      return;
    }
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
  return {
    placeCall,
    isCalling: makeCall.isPending || isConnecting,
    callingTo: makeCall.variables?.to,
  };
}
