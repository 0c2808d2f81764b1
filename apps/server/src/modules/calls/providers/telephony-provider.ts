import type { CallProvider, CallStatus, MessageStatus } from '@worksphere/contracts';

/** Where the provider reports back (Twilio's Url and StatusCallback parameters). */
export type CallbackUrls = {
  voice: string;
  callStatus: string;
  messageStatus: string;
};

export type PlaceCallInput = {
  from: string;
  to: string;
  callbacks: CallbackUrls;
  /** The TwiML URL to run when the called party answers, instead of callbacks.voice. */
  answerUrl?: string;
};
export type PlacedCall = { sid: string | null; status: CallStatus };

export type SendMessageInput = {
  from: string;
  to: string;
  text: string;
  /** Addresses the provider fetches the media from. */
  mediaUrls: string[];
  callbacks: CallbackUrls;
};
export type SentMessage = { sid: string | null; status: MessageStatus };

/**
 * A telephony provider: `loopback` (built in, records only) or `twilio` (its REST API). Numbers
 * are in the E.164 form of the phone-number rule ('+' and digits), as Twilio takes them.
 */
export interface TelephonyProvider {
  readonly name: CallProvider;
  placeCall(input: PlaceCallInput): Promise<PlacedCall>;
  sendMessage(input: SendMessageInput): Promise<SentMessage>;
  /** Hang up (in progress) or cancel (not yet answered) a call the provider knows by sid. */
  endCall(sid: string, status: 'completed' | 'canceled'): Promise<void>;
}

/** Twilio's REST calls that steer a live call (issue 26: hold, keys, transfer, recordings). */
export interface TwilioVoiceControl {
  /** Run new TwiML on one leg of a call now (Calls/{sid}.json Twiml=…). */
  redirectCall(sid: string, twiml: string): Promise<void>;
  /** The legs a call dialled (Calls.json?ParentCallSid=…), in progress first. */
  childCalls(parentSid: string): Promise<{ sid: string; status: string }[]>;
  /** A recording's audio, fetched with the account's credentials. */
  fetchRecording(url: string): Promise<Response>;
}

/**
 * The provider refused or failed: `kind` says whose fault. `invalid` is the request's (e.g.
 * Twilio 21211, a 'To' that is no phone number), `auth` the account's (20003), `unavailable`
 * the network's or the provider's.
 */
export class TelephonyError extends Error {
  override name = 'TelephonyError';
  constructor(
    readonly kind: 'invalid' | 'auth' | 'unavailable',
    message: string,
    readonly providerCode: number | null = null,
  ) {
    super(message);
  }
}
