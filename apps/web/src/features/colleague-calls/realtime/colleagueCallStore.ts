import type { ColleagueCall, Person } from '@worksphere/contracts';
import { useSyncExternalStore } from 'react';

/** Where a call between colleagues is, as this tab sees it. */
export type CallPhase = 'idle' | 'calling' | 'incoming' | 'connecting' | 'connected' | 'ended';

/** Why the window shows an ended call (colleagueCallsMessages.outcomes). */
export type CallOutcome =
  | 'ended'
  | 'declined'
  | 'noAnswer'
  | 'busy'
  | 'cancelled'
  | 'connectionLost'
  | 'failed'
  | 'microphoneRefused'
  | 'cameraRefused'
  | 'noDevice'
  | 'deviceBusy'
  | 'unsupported'
  | 'notConnected';

/** What the connection-quality indicator shows, read from the peer connection's statistics. */
export type CallStats = {
  audioBytesReceived: number;
  videoBytesReceived: number;
  quality: 'waiting' | 'good' | 'weak';
};

export type ColleagueCallState = {
  phase: CallPhase;
  /** The server's call, once it exists (after the invite, or as it rings here). */
  call: ColleagueCall | null;
  /** The other party. */
  peer: Person | null;
  isCaller: boolean;
  /** Video was asked for when the call was placed. */
  video: boolean;
  outcome: CallOutcome | null;
  /** The server's own words for a refusal it explained (e.g. busy). */
  outcomeDetail: string | null;
  connectedAt: number | null;
  isMuted: boolean;
  isCameraOn: boolean;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  stats: CallStats;
};

const NO_STATS: CallStats = { audioBytesReceived: 0, videoBytesReceived: 0, quality: 'waiting' };

export const IDLE_CALL: ColleagueCallState = {
  phase: 'idle',
  call: null,
  peer: null,
  isCaller: false,
  video: false,
  outcome: null,
  outcomeDetail: null,
  connectedAt: null,
  isMuted: false,
  isCameraOn: false,
  localStream: null,
  remoteStream: null,
  stats: NO_STATS,
};

let state: ColleagueCallState = IDLE_CALL;
const listeners = new Set<() => void>();

/**
 * The state of this tab's call between colleagues, outside React: the call buttons (in any
 * page), the incoming call and the call window (in the layout) read the same one.
 */
export const colleagueCallStore = {
  get: (): ColleagueCallState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(next: Partial<ColleagueCallState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  },
  reset() {
    colleagueCallStore.set(IDLE_CALL);
  },
};

/** Is a call ringing, being placed or going on here (a new one cannot start)? */
export function isCallBusy(current: ColleagueCallState): boolean {
  return current.phase !== 'idle' && current.phase !== 'ended';
}

/** This tab's call, re-rendering on every change. */
export function useColleagueCall(): ColleagueCallState {
  return useSyncExternalStore(
    colleagueCallStore.subscribe,
    colleagueCallStore.get,
    colleagueCallStore.get,
  );
}
