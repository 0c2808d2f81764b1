import { FINAL_CALL_STATUSES, type Call, type CallSettings } from '@worksphere/contracts';
import type { VoiceLineState } from './voiceLine';

/** Browser mode: Twilio carries the calls, and the TwiML App and API key are set. */
export function isBrowserVoiceMode(settings: CallSettings | undefined): boolean {
  return settings?.provider === 'twilio' && settings.twilio.voiceMode === 'browser';
}

/**
 * Is this live call status the server's record of the call whose audio is in this browser?
 * An inbound call carries its id to the browser; an outgoing one is logged by the TwiML App's
 * webhook after it starts, so it is known by its number: the first call out to that number
 * that is not over.
 */
export function isRecordOfVoiceCall(call: Call, voice: VoiceLineState): boolean {
  if (!voice.current) return false;
  if (voice.callId) return call.id === voice.callId;
  return (
    call.direction === 'outbound' &&
    call.contactNumber === voice.contactNumber &&
    !FINAL_CALL_STATUSES.includes(call.status)
  );
}
