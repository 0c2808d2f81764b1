import type { Call } from '@worksphere/contracts';
import { format, isSameDay, isValid, parseISO } from 'date-fns';

export type CallKind = 'missed' | 'inbound' | 'outbound';

/** How the log names a call: a missed one is inbound too, but says so first. */
export function callKindOf(call: Pick<Call, 'direction' | 'missed'>): CallKind {
  if (call.missed) return 'missed';
  return call.direction;
}

/** A time in the log or a conversation: the clock time today, date and time otherwise. */
export function formatPhoneTime(iso: string, now = new Date()): string {
  const date = parseISO(iso);
  if (!isValid(date)) return '';
  return isSameDay(date, now) ? format(date, 'p') : format(date, 'PP p');
}
