import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** An instant as the user reads it: "Fri 27 Nov, 15:00". */
export function formatInstant(at: Date | string, timeZone: string, withTime = true): string {
  const local = new TZDate(new Date(at).getTime(), timeZone);
  return format(local, withTime ? 'EEE d MMM, HH:mm' : 'EEE d MMM');
}
