import type { ColleagueCallEndReason } from '@worksphere/contracts';
import type { CallOutcome, ColleagueCallState } from '../realtime/colleagueCallStore';

/**
 * What this tab shows when the server ends the call; null: nothing (the ringing just stops:
 * the callee's other tabs, a call the caller cancelled, a missed call, which is in the Inbox).
 */
export function outcomeOfEnd(
  reason: ColleagueCallEndReason,
  { isCaller }: Pick<ColleagueCallState, 'isCaller'>,
): CallOutcome | null {
  switch (reason) {
    case 'declined':
      return isCaller ? 'declined' : null;
    case 'missed':
      return isCaller ? 'noAnswer' : null;
    case 'cancelled':
      return isCaller ? 'ended' : null;
    case 'answered-elsewhere':
      return null;
    case 'disconnected':
      return 'connectionLost';
    case 'hung-up':
      return 'ended';
  }
}

/** Why getUserMedia failed, in the words the window uses. */
export function outcomeOfMediaError(error: unknown, withVideo: boolean): CallOutcome {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return withVideo ? 'cameraRefused' : 'microphoneRefused';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noDevice';
  if (name === 'NotReadableError' || name === 'AbortError') return 'deviceBusy';
  return 'unsupported';
}
