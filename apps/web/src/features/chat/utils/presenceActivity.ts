import { PRESENCE_IDLE_MS, type ReportedPresence } from '@worksphere/contracts';

/** Away while the page is hidden or after five minutes without input; online otherwise. */
export function reportedPresenceOf(state: {
  isHidden: boolean;
  lastInputAt: number;
  now: number;
}): ReportedPresence {
  if (state.isHidden) return 'away';
  return state.now - state.lastInputAt >= PRESENCE_IDLE_MS ? 'away' : 'online';
}
