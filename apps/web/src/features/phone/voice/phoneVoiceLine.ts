import { useSyncExternalStore } from 'react';
import { apiRequest } from '../../../platform/api/apiRequest';
import { createTwilioVoiceDevice } from './twilioVoiceDevice';
import { createVoiceLine, type VoiceLineState, type VoiceToken } from './voiceLine';

/** GET /calls/voice-token → {token, identity, expiresAt}. */
export function fetchVoiceToken(): Promise<VoiceToken> {
  return apiRequest<VoiceToken>('/calls/voice-token');
}

/** This page's voice line (one per browser tab), started by the live phone in browser mode. */
export const phoneVoiceLine = createVoiceLine({
  fetchToken: fetchVoiceToken,
  createDevice: createTwilioVoiceDevice,
});

/** The voice line's state, re-rendering on every change. */
export function usePhoneVoiceLine(): VoiceLineState {
  return useSyncExternalStore(phoneVoiceLine.subscribe, phoneVoiceLine.get, phoneVoiceLine.get);
}
