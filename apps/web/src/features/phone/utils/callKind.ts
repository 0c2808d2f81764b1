import type { Call } from '@worksphere/contracts';

export type CallKind = 'missed' | 'inbound' | 'outbound';

/** How the log names a call: a missed one is inbound too, but says so first. */
export function callKindOf(call: Pick<Call, 'direction' | 'missed'>): CallKind {
  if (call.missed) return 'missed';
  return call.direction;
}

const clockTime = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const dateAndTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A time in the log or a conversation: the clock time today, date and time otherwise. (Intl,
 * not date-fns: the signed-in shell's first chunks stay as they were.)
 */
export function formatPhoneTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toDateString() === now.toDateString()
    ? clockTime.format(date)
    : dateAndTime.format(date);
}
