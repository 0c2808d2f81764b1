const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A UTC ISO instant as the reader's local date, e.g. "May 6, 2030". */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
