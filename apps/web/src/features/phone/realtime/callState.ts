import { FINAL_CALL_STATUSES, type Call, type IncomingCall } from '@worksphere/contracts';
import { useSyncExternalStore } from 'react';
import {
  receiveCall,
  removeCall,
  updateCallStatus,
  type IncomingCallQueue,
} from '../utils/incomingCallQueue';

/**
 * The shared call state (spec 3 §7): the calls ringing for this user and the call they are on.
 * It lives outside React so the banner (in the layout) and the Phone page (in the outlet) read
 * the same state; the live connection writes it.
 */
export type CallState = {
  incoming: IncomingCallQueue;
  /** The call placed or answered here, until it ends. */
  active: Call | null;
};

const initialState: CallState = { incoming: [], active: null };
let state: CallState = initialState;
const listeners = new Set<() => void>();

function setState(next: CallState) {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

const isFinal = (call: Call) => FINAL_CALL_STATUSES.includes(call.status);

export const callState = {
  get: (): CallState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** An incomingCall event (or a ringing call found on reconnect). */
  receiveIncoming(call: IncomingCall) {
    setState({ ...state, incoming: receiveCall(state.incoming, call) });
  },
  /** A callStatus event: the banner drops a call no longer ringing, the active call follows. */
  receiveStatus(call: Call) {
    const incoming = updateCallStatus(state.incoming, call.id, call.status);
    const active = state.active?.id === call.id ? (isFinal(call) ? null : call) : state.active;
    setState({ ...state, incoming, active });
  },
  /** Dismissed or answered here: out of the banner. */
  removeIncoming(callId: string) {
    setState({ ...state, incoming: removeCall(state.incoming, callId) });
  },
  setActive(call: Call | null) {
    setState({ ...state, active: call && !isFinal(call) ? call : null });
  },
  /** Signed out or another account: nothing of the last one stays. */
  reset() {
    setState(initialState);
  },
};

/** The shared call state, re-rendering on every change. */
export function useCallState(): CallState {
  return useSyncExternalStore(callState.subscribe, callState.get, callState.get);
}
