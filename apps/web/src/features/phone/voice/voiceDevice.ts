/*
 * The browser's voice line (issue 26, browser mode): what the phone feature needs of Twilio's
 * Voice JavaScript SDK, small enough for unit tests to drive a fake device. The real one is
 * twilioVoiceDevice.ts, which loads the SDK only when it is first asked for.
 */

/** One call carried by the browser's microphone and speaker. */
export interface VoiceCall {
  /** The number (or client) calling, for an incoming call. */
  readonly from: string;
  /** Parameters the server's TwiML passed along (<Parameter>), e.g. callId. */
  readonly customParameters: ReadonlyMap<string, string>;
  accept(): void;
  reject(): void;
  disconnect(): void;
  mute(shouldMute: boolean): void;
  isMuted(): boolean;
  sendDigits(digits: string): void;
  on<Event extends keyof VoiceCallEvents>(event: Event, listener: VoiceCallEvents[Event]): void;
}

/** accept: audio flows; disconnect, cancel, reject: the call is over here; error: it failed. */
export type VoiceCallEvents = {
  accept: () => void;
  disconnect: () => void;
  cancel: () => void;
  reject: () => void;
  error: (error: Error) => void;
};

export type VoiceDeviceEvents = {
  incoming: (call: VoiceCall) => void;
  /** The access token runs out soon: updateToken with a fresh one. */
  tokenWillExpire: () => void;
  error: (error: Error) => void;
};

/** A registered line that rings on incoming calls and places outgoing ones. */
export interface VoiceDevice {
  register(): Promise<void>;
  /** A fresh access token, before the current one expires (the line stays registered). */
  updateToken(token: string): void;
  connect(params: Record<string, string>): Promise<VoiceCall>;
  on<Event extends keyof VoiceDeviceEvents>(event: Event, listener: VoiceDeviceEvents[Event]): void;
  destroy(): void;
}

/** Makes a device with a first access token (the SDK loads on the first call). */
export type CreateVoiceDevice = (token: string) => Promise<VoiceDevice>;
