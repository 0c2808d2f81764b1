import { format, parseISO } from 'date-fns';

/** A UTC ISO instant as the reader's local date and time, e.g. "May 6, 2030, 2:30 PM". */
export function formatDateTime(iso: string): string {
  return format(parseISO(iso), 'PPp');
}
