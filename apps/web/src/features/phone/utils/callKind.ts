import type { Call } from '@worksphere/contracts';

export type CallKind = 'missed' | 'inbound' | 'outbound';

/** How the log names a call: a missed one is inbound too, but says so first. */
export function callKindOf(call: Pick<Call, 'direction' | 'missed'>): CallKind {
  if (call.missed) return 'missed';
  return call.direction;
}
