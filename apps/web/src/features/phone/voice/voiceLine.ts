import {
  VOICE_CALL_ID_PARAM,
  VOICE_CONNECT_PARAMS,
  type VoiceTokenResponse,
} from '@worksphere/contracts';
import type { CreateVoiceDevice, VoiceCall, VoiceDevice } from './voiceDevice';

/** GET /calls/voice-token's answer: a short-lived access token for this member's line. */
export type VoiceToken = VoiceTokenResponse;

export type VoiceLineState = {
  /** off: not started (no browser mode); starting; ready: registered, rings; failed. */
  status: 'off' | 'starting' | 'ready' | 'failed';
  /** A call ringing in this browser. */
  incoming: VoiceCall | null;
  /** The call whose audio is in this browser (placed or accepted here). */
  current: VoiceCall | null;
  /** The other party of the current call (E.164). */
  contactNumber: string | null;
  /** Our call's id, when the server sent it along (inbound calls); outgoing ones learn it later. */
  callId: string | null;
  isMuted: boolean;
};

type VoiceLineDependencies = {
  fetchToken: () => Promise<VoiceToken>;
  createDevice: CreateVoiceDevice;
  /** A failed token refresh is tried again after this long (the token is still valid). */
  retryDelayMs?: number;
};

/** Twilio's errors for an expired or invalid access token (AccessTokenExpired, …Invalid). */
const TOKEN_EXPIRED_CODES = [20104, 20101];

const idle: VoiceLineState = {
  status: 'off',
  incoming: null,
  current: null,
  contactNumber: null,
  callId: null,
  isMuted: false,
};

/**
 * The member's line in the browser (issue 26, browser mode): registered with an access token
 * from GET /calls/voice-token and kept registered by fetching a new one whenever the SDK says
 * the current one will expire. It holds the call ringing here and the call on here; the
 * incoming-call card and the current-call bar read it.
 */
export function createVoiceLine({
  fetchToken,
  createDevice,
  retryDelayMs = 10_000,
}: VoiceLineDependencies) {
  let state: VoiceLineState = idle;
  let device: VoiceDevice | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  // Each start counts; an old start finishing late must not install its device.
  let generation = 0;
  const listeners = new Set<() => void>();

  function setState(next: Partial<VoiceLineState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  async function refreshToken(forGeneration: number) {
    try {
      const { token } = await fetchToken();
      if (forGeneration === generation) device?.updateToken(token);
    } catch (error) {
      console.error('Refreshing the voice token failed', error);
      if (forGeneration !== generation) return;
      retryTimer = setTimeout(() => void refreshToken(forGeneration), retryDelayMs);
    }
  }

  /** Follows a call until it ends here, then frees the line. */
  function follow(call: VoiceCall) {
    const end = () => {
      if (state.current === call) {
        setState({ current: null, contactNumber: null, callId: null, isMuted: false });
      }
      if (state.incoming === call) setState({ incoming: null });
    };
    call.on('disconnect', end);
    call.on('cancel', end);
    call.on('reject', end);
    call.on('error', end);
  }

  return {
    get: (): VoiceLineState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Registers the line (idempotent while it runs). */
    async start() {
      if (state.status === 'starting' || state.status === 'ready') return;
      const mine = ++generation;
      setState({ status: 'starting' });
      try {
        const { token } = await fetchToken();
        const created = await createDevice(token);
        if (mine !== generation) {
          created.destroy();
          return;
        }
        device = created;
        created.on('tokenWillExpire', () => void refreshToken(mine));
        created.on('incoming', (call) => {
          // One call at a time here: a second one is turned away (it rings elsewhere).
          if (state.incoming || state.current) {
            call.reject();
            return;
          }
          follow(call);
          setState({ incoming: call });
        });
        created.on('error', (error) => {
          console.error('Voice line error', error);
          // The token ran out anyway (a laptop asleep past its expiry): fetch a new one.
          if (TOKEN_EXPIRED_CODES.includes((error as { code?: number }).code ?? 0)) {
            void refreshToken(mine);
          }
        });
        await created.register();
        if (mine === generation) setState({ status: 'ready' });
      } catch (error) {
        console.error('Starting the voice line failed', error);
        if (mine === generation) setState({ status: 'failed' });
      }
    },

    /** Unregisters and forgets everything (signed out, browser mode turned off). */
    stop() {
      generation += 1;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      device?.destroy();
      device = null;
      state = idle;
      for (const listener of listeners) listener();
    },

    /** Places a call through the TwiML App (its voice URL dials `to` from our number). */
    async connect(to: string, ourNumber: string): Promise<VoiceCall> {
      if (!device || state.status !== 'ready') throw new Error('The voice line is not ready.');
      const call = await device.connect({
        [VOICE_CONNECT_PARAMS.to]: to,
        [VOICE_CONNECT_PARAMS.ourNumber]: ourNumber,
      });
      follow(call);
      setState({ current: call, contactNumber: to, callId: null, isMuted: false });
      return call;
    },

    /** The server's record of the current call became known (a live call status). */
    setCallId(callId: string) {
      if (state.current) setState({ callId });
    },

    acceptIncoming() {
      const call = state.incoming;
      if (!call) return;
      call.accept();
      setState({
        incoming: null,
        current: call,
        contactNumber: call.from,
        callId: call.customParameters.get(VOICE_CALL_ID_PARAM) ?? null,
        isMuted: false,
      });
    },

    rejectIncoming() {
      const call = state.incoming;
      if (!call) return;
      call.reject();
      setState({ incoming: null });
    },

    setMuted(isMuted: boolean) {
      state.current?.mute(isMuted);
      setState({ isMuted });
    },
  };
}

export type VoiceLine = ReturnType<typeof createVoiceLine>;
