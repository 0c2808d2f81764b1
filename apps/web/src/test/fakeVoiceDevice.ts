import type { VoiceCall, VoiceDevice } from '../features/phone/voice/voiceDevice';

type Listener = (...args: never[]) => void;

class Emitter {
  private listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? [])
      (listener as (...a: unknown[]) => void)(...args);
  }
}

/** A call of the fake device: records what the page did to it; the test plays the far end. */
export class FakeVoiceCall extends Emitter implements VoiceCall {
  readonly customParameters: ReadonlyMap<string, string>;
  readonly digitsSent: string[] = [];
  state: 'pending' | 'open' | 'closed' | 'rejected' = 'pending';
  private muted = false;
  constructor(
    readonly from = '+15550102000',
    parameters: Record<string, string> = {},
  ) {
    super();
    this.customParameters = new Map(Object.entries(parameters));
  }
  accept() {
    this.state = 'open';
    this.emit('accept');
  }
  reject() {
    this.state = 'rejected';
    this.emit('reject');
  }
  disconnect() {
    this.state = 'closed';
    this.emit('disconnect');
  }
  mute(shouldMute: boolean) {
    this.muted = shouldMute;
  }
  isMuted() {
    return this.muted;
  }
  sendDigits(digits: string) {
    this.digitsSent.push(digits);
  }
}

/** Twilio's Device as the tests see it: tokens it was given, calls placed, events on demand. */
export class FakeVoiceDevice extends Emitter implements VoiceDevice {
  readonly tokens: string[];
  readonly placed: Record<string, string>[] = [];
  isRegistered = false;
  isDestroyed = false;
  constructor(token: string) {
    super();
    this.tokens = [token];
  }
  register() {
    this.isRegistered = true;
    return Promise.resolve();
  }
  updateToken(token: string) {
    this.tokens.push(token);
  }
  connect(params: Record<string, string>) {
    this.placed.push(params);
    const call = new FakeVoiceCall(params.To, params);
    return Promise.resolve(call);
  }
  destroy() {
    this.isDestroyed = true;
  }
  /** Twilio rings this browser. */
  ring(call: FakeVoiceCall) {
    this.emit('incoming', call);
  }
}
