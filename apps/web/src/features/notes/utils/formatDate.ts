import { format, parseISO } from 'date-fns';

/** A UTC ISO instant as the reader's local date, e.g. "May 6, 2030". */
export function formatDate(iso: string): string {
  return format(parseISO(iso), 'PP');
}
