import { z } from 'zod';
import { ALLOWED_ATTACHMENT_TYPES } from './chat.js';
import { pageInfoSchema, queryParam, STANDALONE_MESSAGE, text } from './validation.js';
import { fillMessage } from './message-template.js';
import { isPossiblePhoneNumberE164 } from './phoneNumbers.js';

/*
 * Calls and SMS (issue 14, spec 3 §3, §5, §7, §8; PRODUCT.md "Calls and SMS").
 *
 * THE PHONE-NUMBER RULE (normalizePhoneNumber below, the only place it is applied; issue 26): a
 * number written with a leading "+" is international and kept: "+" and its digits
 * ("+44 20 7946 0958" → "+442079460958"). Anything else follows the spec's rule: its digits, a
 * leading 1 added when missing, then "+" ("(555) 010-2000" → "+15550102000"). Every number the
 * API stores or answers, and Twilio is sent, is in this E.164 form; a number that cannot exist
 * (libphonenumber-js's possible-number check) is refused. Shown with formatPhoneNumber
 * (phoneNumbers.ts).
 *
 * ROUTES (under /api). Signed in with `calls:use` unless said otherwise:
 *   POST /calls/make-call {from, to}                  → 201 {call}
 *   POST /calls/message/send {to, from, text, type, mediaUrls} → 201 {message}
 *   POST /calls/transcribe/audio (multipart `audio`, optional field `callId`) → {transcription}
 *   POST /calls/media (multipart `file`)              → 201 {media} (then put media.url in mediaUrls)
 *   GET  /calls/media/{id}                            (the media file; members of the organisation)
 *   GET  /calls/log?filter=all|missed|inbound|outbound&limit=&offset= → {calls, page}
 *   GET  /calls/log/{id}                              → {call}
 *   POST /calls/{id}/answer | /decline | /hang-up     → {call}
 *   GET  /calls/conversations                         → {conversations}
 *   GET  /calls/conversations/{contactNumber}/messages?before=&limit= → {messages, hasMore}
 *   POST /calls/conversations/{contactNumber}/read    → {ok}
 *   GET  /calls/numbers                               → {numbers}
 *   POST /calls/numbers (ADMIN) {number, label}       → 201 {number};  DELETE /calls/numbers/{id} → {ok}
 *   GET  /calls/settings                              → {settings}
 *   PUT  /calls/settings (ADMIN)                      → {settings}
 *   POST /calls/simulate/inbound-call (ADMIN, loopback provider) {from, to?} → 201 {call}
 *   POST /calls/simulate/inbound-sms  (ADMIN, loopback provider) {from, to?, text, mediaUrls} → 201 {message}
 * Provider webhooks (no session; Twilio's X-Twilio-Signature checked with the auth token,
 * unsigned or wrongly signed → 403 and nothing changes):
 *   POST /calls/webhooks/twilio/{organizationId}/voice | /sms | /call-status | /message-status
 * Live: CALLS_EVENTS below. Web Push: callsPushPayloadSchema.
 * Calls that carry a voice (browser and callback modes, voicemail, hold, keypad, transfer):
 * callsVoice.ts.
 */

// ---------------------------------------------------------------------------------- limits

/** E.164 allows at most 15 digits. */
export const PHONE_NUMBER_MAX_DIGITS = 15;
/** Twilio's longest message body. */
export const SMS_TEXT_MAX_LENGTH = 1_600;
/** Twilio's MMS: at most 10 media, 5 MB in all. */
export const MMS_MEDIA_MAX = 10;
export const MMS_MEDIA_MAX_BYTES = 5 * 1024 * 1024;
/** Media an MMS may carry: the chat attachment types (spec 3 §5). */
export const CALL_MEDIA_TYPES = ALLOWED_ATTACHMENT_TYPES;
/** OpenAI's /audio/transcriptions limit. */
export const TRANSCRIPTION_AUDIO_MAX_BYTES = 25 * 1024 * 1024;
export const PHONE_LABEL_MAX_LENGTH = 80;
/** A voicemail greeting is read out by Twilio's <Say>: keep it short. */
export const VOICEMAIL_GREETING_MAX_LENGTH = 500;

// -------------------------------------------------------------------------------- messages

/** Every text a user sees about calls and SMS: the spec's own (§8) first, then the product's. */
export const CALLS_MESSAGES = {
  // Spec 3 §8, exactly.
  callInitiated: 'Call initiated successfully',
  callInitiationFailed: 'Call initiation failed: {message}',
  makeCallFailed: 'Failed to make call',
  initializeFailed: 'Failed to initialize call service.',
  transcriptionFailed: 'Transcription failed.',
  sendFailed: 'Sending message failed.',
  // The issue's own.
  transcriptionNotConfigured: 'Transcription is not configured: set AI_BASE_URL and AI_API_KEY.',
  // The product's.
  phoneRequired: 'Enter a phone number.',
  phoneInvalid:
    'Enter a phone number of at most 15 digits (spaces, +, -, dots and parentheses are ignored).',
  phoneImpossible:
    'This phone number cannot exist: check its digits, and write a number outside North America with + and its country code (e.g. +44 20 7946 0958).',
  fromNotOwned: 'Call and send only from one of the organisation’s numbers (Settings).',
  noNumbers: 'The organisation has no phone number yet: an admin adds one in Settings.',
  textRequired: 'Write a message or attach media.',
  textTooLong: `A message must be at most ${SMS_TEXT_MAX_LENGTH} characters.`,
  tooManyMedia: `A message carries at most ${MMS_MEDIA_MAX} media.`,
  mediaNotFound: 'Media not found: upload it first (POST /calls/media).',
  mediaTooLarge: `Media must be at most ${MMS_MEDIA_MAX_BYTES / 1024 / 1024} MB in all.`,
  mediaTypeNotAllowed: 'File type not allowed: {file}',
  mediaMissing: 'Choose a file to upload.',
  audioMissing: 'Send the recording as the multipart field audio.',
  audioTypeNotAllowed: 'Send the recording as mp3, mp4, m4a, wav, webm, ogg or flac.',
  audioTooLarge: `The recording must be at most ${TRANSCRIPTION_AUDIO_MAX_BYTES / 1024 / 1024} MB.`,
  callNotFound: 'Call not found.',
  numberNotFound: 'Phone number not found.',
  numberInUse: 'This phone number is already in use.',
  labelTooLong: `A label must be at most ${PHONE_LABEL_MAX_LENGTH} characters.`,
  callNotRinging: 'This call is no longer ringing.',
  callEnded: 'This call has already ended.',
  simulationLoopbackOnly: 'Simulation works only with the built-in loopback provider.',
  twilioNotConfigured:
    'Twilio is not configured: set the account SID and auth token in Settings, or TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN.',
  accountSidInvalid: 'A Twilio account SID is AC followed by 32 hexadecimal characters.',
  providerUnreachable: 'The telephony provider could not be reached.',
  providerAuthFailed: 'The telephony provider refused the account SID or auth token.',
  providerRefused: 'The telephony provider refused the request: {message}',
  webhookSignatureInvalid: 'Invalid webhook signature.',
  rateLimited: 'Too many calls or messages. Please wait a minute and try again.',
  // Calls that carry a voice (issue 26).
  twimlAppSidInvalid: 'A TwiML App SID is AP followed by 32 hexadecimal characters.',
  apiKeySidInvalid: 'An API key SID is SK followed by 32 hexadecimal characters.',
  voiceNotConfigured:
    'Calls in the browser need a TwiML App SID, an API key SID and its secret in Settings.',
  callbackNumberMissing:
    'Add your own phone number to your profile: Twilio rings it first, then connects the other party.',
  callNotInProgress: 'This call is not in progress.',
  callNotOnHold: 'This call is not on hold.',
  digitsInvalid: 'Send 1 to 32 keys: digits, * and #.',
  transferTargetInvalid: 'Transfer only to another member of the organisation who may use calls.',
  transferTargetNoPhone:
    'This member has no phone number of their own in their profile to take the call on.',
  memberNotFound: 'Choose members of the organisation who may use calls.',
  greetingTooLong: `A greeting must be at most ${VOICEMAIL_GREETING_MAX_LENGTH} characters.`,
  defaultVoicemailGreeting:
    'Sorry, nobody can take your call right now. Please leave a message after the tone.',
  recordingNotFound: 'Recording not found.',
  recordingUnavailable: 'The recording could not be fetched from the telephony provider.',
  voicemailTitle: 'Voicemail from {from}',
  // Live and push notifications.
  incomingCallTitle: 'Incoming call',
  incomingCallBody: 'Call from {from}',
  newSmsTitle: 'New message from {from}',
  mediaOnlyBody: '(media)',
} as const;

/** Fills the {name} fields of a CALLS_MESSAGES text. */
export const callsMessage = fillMessage;

// ---------------------------------------------------------------------- phone-number rule

/**
 * The phone-number rule (spec 3 §5, issue 26): a number written with a leading "+" is
 * international, "+" and its digits; otherwise its digits, a leading 1 added when missing, and
 * "+". Returns '' when the input holds no digit at all.
 */
export function normalizePhoneNumber(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (!digits) return '';
  if (input.trim().startsWith('+')) return `+${digits}`;
  return digits.startsWith('1') ? `+${digits}` : `+1${digits}`;
}

/** Is this an already-normalized number (what the API stores and answers)? */
export function isNormalizedPhoneNumber(value: string): boolean {
  return /^\+[1-9]\d{1,14}$/.test(value);
}

/** A request's phone number: any common spelling in, the normalized E.164 number out. */
export const phoneNumberSchema = text()
  .superRefine((value, context) => {
    const normalized = normalizePhoneNumber(value);
    const digits = normalized.length - 1;
    if (!normalized) {
      context.addIssue({
        code: 'custom',
        message: CALLS_MESSAGES.phoneRequired,
        params: STANDALONE_MESSAGE,
        input: value,
      });
    } else if (value.length > 60 || digits < 2 || digits > PHONE_NUMBER_MAX_DIGITS) {
      context.addIssue({
        code: 'custom',
        message: CALLS_MESSAGES.phoneInvalid,
        params: STANDALONE_MESSAGE,
        input: value,
      });
    } else if (!isPossiblePhoneNumberE164(normalized)) {
      context.addIssue({
        code: 'custom',
        message: CALLS_MESSAGES.phoneImpossible,
        params: STANDALONE_MESSAGE,
        input: value,
      });
    }
  })
  .transform(normalizePhoneNumber);

// ---------------------------------------------------------------------------------- records

export const CALL_PROVIDERS = ['loopback', 'twilio'] as const;
export type CallProvider = (typeof CALL_PROVIDERS)[number];
export const callProviderSchema = z.enum(CALL_PROVIDERS);

export const CALL_DIRECTIONS = ['inbound', 'outbound'] as const;
export type CallDirection = (typeof CALL_DIRECTIONS)[number];

/** Twilio's call statuses, used by every provider. */
export const CALL_STATUSES = [
  'queued',
  'ringing',
  'in-progress',
  'completed',
  'busy',
  'failed',
  'no-answer',
  'canceled',
] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];
/** A call in one of these will not change any more. */
export const FINAL_CALL_STATUSES: readonly CallStatus[] = [
  'completed',
  'busy',
  'failed',
  'no-answer',
  'canceled',
];

/** Someone the call or message is from or for: a member of the organisation. */
export const callsPersonSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type CallsPerson = z.infer<typeof callsPersonSchema>;

/**
 * A recording of a call (a voicemail). `url` is the product's own address, served only to
 * signed-in members of the organisation (the audio is fetched from Twilio with the account's
 * credentials): never a Twilio URL.
 */
export const callRecordingSchema = z.object({
  id: z.string(),
  /** /api/calls/recordings/{id} */
  url: z.string(),
  durationSeconds: z.number().int().nullable(),
  createdAt: z.string(),
});
export type CallRecording = z.infer<typeof callRecordingSchema>;

/**
 * One call of the call log. `contactNumber` is the other party, `ourNumber` the organisation's;
 * `missed` is an inbound call that ended without being answered.
 */
export const callSchema = z.object({
  id: z.string(),
  direction: z.enum(CALL_DIRECTIONS),
  status: z.enum(CALL_STATUSES),
  from: z.string(),
  to: z.string(),
  contactNumber: z.string(),
  ourNumber: z.string(),
  provider: callProviderSchema,
  missed: z.boolean(),
  /** Who placed it (outbound) or answered it (inbound); null otherwise. */
  user: callsPersonSchema.nullable(),
  startedAt: z.string(),
  answeredAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  transcription: z.string().nullable(),
  errorMessage: z.string().nullable(),
  /** The other party hears hold music (POST /calls/{id}/hold; /resume ends it). */
  onHold: z.boolean(),
  /** The voicemail left on this call (an unanswered inbound one); null when none. */
  recording: callRecordingSchema.nullable(),
});
export type Call = z.infer<typeof callSchema>;

/**
 * The spec's incoming-call state (spec 3 §7 "Incoming-call events are passed to a shared call
 * state"): what the banner on every page shows, with answer and dismiss.
 */
export const incomingCallSchema = z.object({
  callId: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.enum(CALL_STATUSES),
  startedAt: z.string(),
});
export type IncomingCall = z.infer<typeof incomingCallSchema>;

/** A media file of an MMS, stored like a chat attachment. */
export const callMediaSchema = z.object({
  id: z.string(),
  /** Served only to signed-in members of the organisation: /api/calls/media/{id} */
  url: z.string(),
  filename: z.string(),
  mimetype: z.enum(CALL_MEDIA_TYPES),
  size: z.number().int(),
});
export type CallMedia = z.infer<typeof callMediaSchema>;

export const MESSAGE_TYPES = ['sms', 'mms'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Delivery states (Twilio's); inbound messages are `received`. */
export const MESSAGE_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'undelivered',
  'failed',
  'received',
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const smsMessageSchema = z.object({
  id: z.string(),
  direction: z.enum(CALL_DIRECTIONS),
  status: z.enum(MESSAGE_STATUSES),
  type: z.enum(MESSAGE_TYPES),
  from: z.string(),
  to: z.string(),
  contactNumber: z.string(),
  ourNumber: z.string(),
  text: z.string(),
  media: z.array(callMediaSchema),
  provider: callProviderSchema,
  /** Who sent it (outbound); null for inbound. */
  sender: callsPersonSchema.nullable(),
  /** The provider's error when delivery failed, e.g. "30003: Unreachable destination handset". */
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  /** Inbound: when someone of the organisation opened the conversation. */
  readAt: z.string().nullable(),
});
export type SmsMessage = z.infer<typeof smsMessageSchema>;

/** One SMS conversation: every message with one contact number, newest first in the list. */
export const smsConversationSchema = z.object({
  contactNumber: z.string(),
  lastMessage: smsMessageSchema,
  messageCount: z.number().int(),
  unreadCount: z.number().int(),
});
export type SmsConversation = z.infer<typeof smsConversationSchema>;

export const PHONE_NUMBER_ASSIGNMENTS = ['everyone', 'members'] as const;
export type PhoneNumberAssignment = (typeof PHONE_NUMBER_ASSIGNMENTS)[number];

/** A number of the organisation: calls and messages go out from it and come in to it. */
export const phoneNumberRecordSchema = z.object({
  id: z.string(),
  number: z.string(),
  label: z.string(),
  /**
   * Who its inbound calls ring and its SMS reach (live, push, Inbox): `everyone` with calls:use,
   * or only `memberIds` (each of whom must hold calls:use to be reached).
   */
  assignment: z.enum(PHONE_NUMBER_ASSIGNMENTS),
  memberIds: z.array(z.string()),
  /** What an unanswered caller hears before leaving a voicemail; '' is the default greeting. */
  voicemailGreeting: z.string(),
  createdAt: z.string(),
});
export type PhoneNumberRecord = z.infer<typeof phoneNumberRecordSchema>;

// ---------------------------------------------------------------------------------- requests

/** POST /calls/make-call (spec 3 §7) → 201 {call}; `from` must be one of the organisation's numbers. */
export const makeCallRequestSchema = z.object({
  from: phoneNumberSchema.prefault(''),
  to: phoneNumberSchema.prefault(''),
});
export type MakeCallRequest = z.input<typeof makeCallRequestSchema>;

/**
 * A media URL of mediaUrls: the `url` (or its id) of a file uploaded with POST /calls/media.
 * The server resolves it to that stored media of the organisation; anything else is refused.
 */
export function mediaIdOfUrl(url: string): string | null {
  const match =
    /(?:^|\/api\/calls\/media\/)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(
      url.trim(),
    );
  return match ? match[1]!.toLowerCase() : null;
}

const mediaUrlsSchema = z
  .array(text().trim().max(2000))
  .refine((urls) => urls.length <= MMS_MEDIA_MAX, {
    message: CALLS_MESSAGES.tooManyMedia,
    params: STANDALONE_MESSAGE,
  })
  .default([]);

/**
 * POST /calls/message/send (spec 3 §3 "Call message") → 201 {message}. `type` defaults to
 * sms; a message with media is sent as mms whatever the type says. Text may be empty only when
 * media are attached.
 */
export const sendMessageRequestSchema = z
  .object({
    to: phoneNumberSchema.prefault(''),
    from: phoneNumberSchema.prefault(''),
    text: text()
      .default('')
      .transform((value) => value.trim())
      .refine((value) => value.length <= SMS_TEXT_MAX_LENGTH, {
        message: CALLS_MESSAGES.textTooLong,
        params: STANDALONE_MESSAGE,
      }),
    type: z.enum(MESSAGE_TYPES).default('sms'),
    mediaUrls: mediaUrlsSchema,
  })
  .refine((body) => body.text.length > 0 || body.mediaUrls.length > 0, {
    message: CALLS_MESSAGES.textRequired,
    params: STANDALONE_MESSAGE,
    path: ['text'],
  })
  .transform((body) => ({
    ...body,
    type: body.mediaUrls.length > 0 ? ('mms' as const) : body.type,
  }));
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;
export type SendMessageInput = z.output<typeof sendMessageRequestSchema>;

/** POST /calls/transcribe/audio: multipart `audio` (a recording), optional text field `callId`. */
export const transcribeFieldsSchema = z.object({
  callId: queryParam(text().trim()),
});
export const transcriptionResponseSchema = z.object({ transcription: z.string() });
export type TranscriptionResponse = z.infer<typeof transcriptionResponseSchema>;

export const CALL_LOG_FILTERS = ['all', 'missed', 'inbound', 'outbound'] as const;
export type CallLogFilter = (typeof CALL_LOG_FILTERS)[number];

/** GET /calls/log?filter=&limit=&offset= → {calls, page}: newest first. */
export const callLogQuerySchema = z.object({
  filter: queryParam(z.enum(CALL_LOG_FILTERS)).transform((value) => value ?? 'all'),
  limit: queryParam(z.coerce.number().int().min(1).max(200)).transform((value) => value ?? 50),
  offset: queryParam(z.coerce.number().int().min(0)).transform((value) => value ?? 0),
});
export type CallLogQuery = z.input<typeof callLogQuerySchema>;

export const MESSAGES_PAGE_DEFAULT = 50;
export const MESSAGES_PAGE_MAX = 200;

/**
 * GET /calls/conversations/{contactNumber}/messages?before=&limit= → {messages, hasMore}: the
 * newest `limit` messages older than the message `before` (an id), oldest first.
 */
export const conversationMessagesQuerySchema = z.object({
  before: queryParam(text().trim()),
  limit: queryParam(z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX)).transform(
    (value) => value ?? MESSAGES_PAGE_DEFAULT,
  ),
});
export type ConversationMessagesQuery = z.input<typeof conversationMessagesQuerySchema>;

/** POST /calls/numbers (ADMIN) → 201 {number}; 409 numberInUse when any organisation has it. */
export const addPhoneNumberRequestSchema = z.object({
  number: phoneNumberSchema.prefault(''),
  label: text()
    .trim()
    .refine((value) => value.length <= PHONE_LABEL_MAX_LENGTH, {
      message: CALLS_MESSAGES.labelTooLong,
      params: STANDALONE_MESSAGE,
    })
    .default(''),
});
export type AddPhoneNumberRequest = z.input<typeof addPhoneNumberRequestSchema>;

/**
 * PUT /calls/numbers/{id} (ADMIN) → {number}: a field left out stays. `memberIds` is used when
 * assignment is `members` (at least one, each a member with calls:use).
 */
export const updatePhoneNumberRequestSchema = z.object({
  label: text()
    .trim()
    .refine((value) => value.length <= PHONE_LABEL_MAX_LENGTH, {
      message: CALLS_MESSAGES.labelTooLong,
      params: STANDALONE_MESSAGE,
    })
    .optional(),
  assignment: z.enum(PHONE_NUMBER_ASSIGNMENTS).optional(),
  memberIds: z.array(text().trim().max(64)).max(500).optional(),
  voicemailGreeting: text()
    .trim()
    .refine((value) => value.length <= VOICEMAIL_GREETING_MAX_LENGTH, {
      message: CALLS_MESSAGES.greetingTooLong,
      params: STANDALONE_MESSAGE,
    })
    .optional(),
});
export type UpdatePhoneNumberRequest = z.input<typeof updatePhoneNumberRequestSchema>;

const TWILIO_ACCOUNT_SID = /^AC[0-9a-f]{32}$/i;
const TWILIO_APP_SID = /^AP[0-9a-f]{32}$/i;
const TWILIO_API_KEY_SID = /^SK[0-9a-f]{32}$/i;

/** '' (forget it) or a Twilio SID of the given shape. */
const twilioSid = (shape: RegExp, message: string) =>
  z.union([
    z.literal(''),
    text()
      .trim()
      .refine((value) => shape.test(value), { message, params: STANDALONE_MESSAGE }),
  ]);

/**
 * PUT /calls/settings (ADMIN) → {settings}. A field left out stays. twilioAuthToken is written
 * only (sealed at rest, never answered); '' forgets the stored one (the environment's applies).
 */
export const updateCallSettingsRequestSchema = z.object({
  provider: callProviderSchema.optional(),
  twilioAccountSid: z
    .union([
      z.literal(''),
      text()
        .trim()
        .refine((value) => TWILIO_ACCOUNT_SID.test(value), {
          message: CALLS_MESSAGES.accountSidInvalid,
          params: STANDALONE_MESSAGE,
        }),
    ])
    .optional(),
  twilioAuthToken: text().trim().max(200).optional(),
  /** Calls in the browser (issue 26): the TwiML App whose voice URL is webhookUrls.twimlApp. */
  twimlAppSid: twilioSid(TWILIO_APP_SID, CALLS_MESSAGES.twimlAppSidInvalid).optional(),
  /** The API key that signs voice access tokens; the secret is written only, like the token. */
  apiKeySid: twilioSid(TWILIO_API_KEY_SID, CALLS_MESSAGES.apiKeySidInvalid).optional(),
  apiKeySecret: text().trim().max(200).optional(),
});
export type UpdateCallSettingsRequest = z.input<typeof updateCallSettingsRequestSchema>;

/** POST /calls/simulate/inbound-call (ADMIN, loopback): `to` defaults to the first number. */
export const simulateInboundCallRequestSchema = z.object({
  from: phoneNumberSchema.prefault(''),
  to: phoneNumberSchema.optional(),
});
export type SimulateInboundCallRequest = z.input<typeof simulateInboundCallRequestSchema>;

/** POST /calls/simulate/inbound-sms (ADMIN, loopback): mediaUrls as for message/send. */
export const simulateInboundSmsRequestSchema = z
  .object({
    from: phoneNumberSchema.prefault(''),
    to: phoneNumberSchema.optional(),
    text: text()
      .default('')
      .transform((value) => value.trim())
      .refine((value) => value.length <= SMS_TEXT_MAX_LENGTH, {
        message: CALLS_MESSAGES.textTooLong,
        params: STANDALONE_MESSAGE,
      }),
    mediaUrls: mediaUrlsSchema,
  })
  .refine((body) => body.text.length > 0 || body.mediaUrls.length > 0, {
    message: CALLS_MESSAGES.textRequired,
    params: STANDALONE_MESSAGE,
    path: ['text'],
  });
export type SimulateInboundSmsRequest = z.input<typeof simulateInboundSmsRequestSchema>;

// --------------------------------------------------------------------------------- responses

export const callResponseSchema = z.object({ call: callSchema });
export const callLogResponseSchema = z.object({
  calls: z.array(callSchema),
  page: pageInfoSchema,
});
export type CallLogResponse = z.infer<typeof callLogResponseSchema>;
export const smsMessageResponseSchema = z.object({ message: smsMessageSchema });
export const conversationsResponseSchema = z.object({
  conversations: z.array(smsConversationSchema),
});
export type ConversationsResponse = z.infer<typeof conversationsResponseSchema>;
export const conversationMessagesResponseSchema = z.object({
  messages: z.array(smsMessageSchema),
  hasMore: z.boolean(),
});
export type ConversationMessagesResponse = z.infer<typeof conversationMessagesResponseSchema>;
export const callMediaResponseSchema = z.object({ media: callMediaSchema });
export const phoneNumbersResponseSchema = z.object({ numbers: z.array(phoneNumberRecordSchema) });
export const phoneNumberResponseSchema = z.object({ number: phoneNumberRecordSchema });

export const VOICE_MODES = ['browser', 'callback'] as const;
export type VoiceMode = (typeof VOICE_MODES)[number];

/**
 * The organisation's telephony settings. Secrets never leave the server: only whether an auth
 * token is set, and where the account comes from. webhookUrls are what to enter at Twilio.
 */
export const callSettingsSchema = z.object({
  provider: callProviderSchema,
  twilio: z.object({
    accountSid: z.string().nullable(),
    hasAuthToken: z.boolean(),
    /** `settings` when stored here, `environment` from TWILIO_* variables, null when neither. */
    source: z.enum(['settings', 'environment']).nullable(),
    configured: z.boolean(),
    twimlAppSid: z.string().nullable(),
    apiKeySid: z.string().nullable(),
    hasApiKeySecret: z.boolean(),
    /**
     * How Twilio calls carry audio: `browser` (TwiML App and API key set: the Voice SDK with
     * GET /calls/voice-token) or `callback` (Twilio rings the member's own phone first).
     */
    voiceMode: z.enum(VOICE_MODES),
  }),
  webhookUrls: z.object({
    voice: z.string(),
    sms: z.string(),
    callStatus: z.string(),
    messageStatus: z.string(),
    /** The TwiML App's Voice Request URL (browser mode). */
    twimlApp: z.string(),
  }),
  transcriptionConfigured: z.boolean(),
});
export type CallSettings = z.infer<typeof callSettingsSchema>;
export const callSettingsResponseSchema = z.object({ settings: callSettingsSchema });

// ------------------------------------------------------------------------------- live events

/**
 * socket.io, the signed-in /chat namespace (CHAT_SOCKET_NAMESPACE): sockets whose user holds
 * calls:use get these for their organisation.
 * - incomingCall: {call: IncomingCall} when an inbound call starts ringing (the banner).
 * - callStatus: {call: Call} on every change of any call (answered, ended, placed by a colleague);
 *   a banner closes when its call is no longer `ringing`.
 * - newSms: {message: SmsMessage} for every new message, inbound or sent by anyone.
 * - smsStatus: {message: SmsMessage} when a message's delivery status changes.
 */
export const CALLS_EVENTS = {
  incomingCall: 'calls:incomingCall',
  callStatus: 'calls:callStatus',
  newSms: 'calls:newSms',
  smsStatus: 'calls:smsStatus',
} as const;

export const incomingCallEventSchema = z.object({ call: incomingCallSchema });
export type IncomingCallEvent = z.infer<typeof incomingCallEventSchema>;
export const callStatusEventSchema = z.object({ call: callSchema });
export type CallStatusEvent = z.infer<typeof callStatusEventSchema>;
export const smsEventSchema = z.object({ message: smsMessageSchema });
export type SmsEvent = z.infer<typeof smsEventSchema>;

/** The calls events a /chat socket may receive. */
export interface CallsServerToClientEvents {
  'calls:incomingCall': (event: IncomingCallEvent) => void;
  'calls:callStatus': (event: CallStatusEvent) => void;
  'calls:newSms': (event: SmsEvent) => void;
  'calls:smsStatus': (event: SmsEvent) => void;
}

/** The JSON payload of a calls Web Push; the service worker shows title/body and opens url. */
export const callsPushPayloadSchema = z.object({
  type: z.enum(['incomingCall', 'newSms']),
  title: z.string(),
  body: z.string(),
  /** /phone?callId=… or /phone?contact=… */
  url: z.string(),
  callId: z.string().optional(),
  messageId: z.string().optional(),
  contactNumber: z.string(),
});
export type CallsPushPayload = z.infer<typeof callsPushPayloadSchema>;
