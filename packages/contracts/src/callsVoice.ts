import { z } from 'zod';
import { CALLS_MESSAGES, callSchema, phoneNumberSchema } from './calls.js';
import { STANDALONE_MESSAGE, text } from './validation.js';

/*
 * Calls that carry a voice through Twilio (issue 26). Two modes, chosen by the settings
 * (CallSettings.twilio.voiceMode):
 *
 * - browser (TwiML App SID + API key set): the member's browser is a Twilio Voice SDK line.
 *   GET /calls/voice-token → {token, identity, expiresAt}; register the Device with the token and
 *   renew it before expiresAt. Place a call with device.connect({params}) where params are
 *   VOICE_CONNECT_PARAMS: {To: the number typed, OurNumber: one of the organisation's numbers}
 *   (Twilio fills From with "client:<identity>" itself, so our number travels as OurNumber).
 *   The TwiML App's voice URL (settings webhookUrls.twimlApp) logs the call and answers
 *   <Dial callerId=OurNumber><Number>To</Number></Dial>. An inbound call to a number rings the
 *   lines of its assigned members (<Dial><Client>); each carries the call's id as the custom
 *   parameter VOICE_CALL_ID_PARAM (call.customParameters.get('callId')).
 * - callback (no TwiML App): POST /calls/make-call has Twilio ring the member's own phone (their
 *   profile's phoneNumber) first; when they answer, it dials the other party from our number.
 *   Without an own phone it is refused (409 callbackNumberMissing). make-call works this way in
 *   browser mode too; the browser line places its calls with device.connect instead.
 *
 * Unanswered inbound calls go to voicemail (the number's greeting, then a recording) and reach
 * the number's members as an Inbox item; Call.recording plays at /api/calls/recordings/{id}.
 *
 * ROUTES (under /api), signed in with calls:use:
 *   GET  /calls/voice-token                      → {token, identity, expiresAt} (browser mode;
 *                                                   409 voiceNotConfigured otherwise)
 *   GET  /calls/recordings/{id}                  → the audio (members of the organisation)
 *   POST /calls/{id}/hold | /resume              → {call}  (the other party hears hold music)
 *   POST /calls/{id}/dtmf {digits}               → {call}  (keys sent to the other party)
 *   POST /calls/{id}/transfer {userId}           → {call}  (rings that member instead)
 *   PUT  /calls/numbers/{id} (ADMIN) {label?, assignment?, memberIds?, voicemailGreeting?} → {number}
 *   POST /calls/simulate/voicemail (ADMIN, loopback; multipart `audio` as for transcription,
 *        fields from, to?) → 201 {call}
 * Twilio webhooks (signed like the others), under /calls/webhooks/twilio/{organizationId}/:
 *   twiml-app (TwiML App voice URL), dial-action (after ringing the members), recording-status
 *   (voicemail recorded), callback-connect (callback mode: the member answered their phone).
 * The member's own phone: PUT /user/me {phoneNumber} ('' or null forgets it).
 */

/** Access tokens live this long at most (Twilio allows 24 hours; an hour is plenty). */
export const VOICE_TOKEN_TTL_SECONDS = 3600;

/** The Voice SDK identity of a member: Twilio client names take letters, digits and _ only. */
export function voiceIdentityOf(userId: string): string {
  return `member_${userId.replace(/-/g, '')}`;
}

/** The member id of a Voice SDK identity (or "client:identity"), null when it is none of ours. */
export function userIdOfVoiceIdentity(value: string): string | null {
  const match = /^(?:client:)?member_([0-9a-f]{32})$/i.exec(value.trim());
  if (!match) return null;
  const hex = match[1]!.toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The custom parameters of device.connect({params}) for an outgoing browser call. */
export const VOICE_CONNECT_PARAMS = { to: 'To', ourNumber: 'OurNumber' } as const;

/** The <Parameter> an inbound call carries to the browser: our call's id. */
export const VOICE_CALL_ID_PARAM = 'callId';

/** GET /calls/voice-token (browser mode). */
export const voiceTokenResponseSchema = z.object({
  /** A Twilio access token (JWT) with a voice grant for this member. */
  token: z.string(),
  /** The member's client identity (voiceIdentityOf). */
  identity: z.string(),
  /** ISO time the token stops working; fetch a new one before. */
  expiresAt: z.string(),
});
export type VoiceTokenResponse = z.infer<typeof voiceTokenResponseSchema>;

/** POST /calls/{id}/dtmf: the keys to send, as on a phone's keypad. */
export const sendDigitsRequestSchema = z.object({
  digits: text()
    .trim()
    .refine((value) => /^[0-9*#]{1,32}$/.test(value), {
      message: CALLS_MESSAGES.digitsInvalid,
      params: STANDALONE_MESSAGE,
    }),
});
export type SendDigitsRequest = z.input<typeof sendDigitsRequestSchema>;

/** POST /calls/{id}/transfer: the member who takes the call over. */
export const transferCallRequestSchema = z.object({
  userId: text().trim().max(64),
});
export type TransferCallRequest = z.input<typeof transferCallRequestSchema>;

/** POST /calls/simulate/voicemail (ADMIN, loopback): the text fields beside the `audio` file. */
export const simulateVoicemailFieldsSchema = z.object({
  from: phoneNumberSchema.prefault(''),
  to: phoneNumberSchema.optional(),
});
export type SimulateVoicemailFields = z.input<typeof simulateVoicemailFieldsSchema>;

export const voiceCallResponseSchema = z.object({ call: callSchema });
