import type { MailAddress } from '@worksphere/contracts';
import { mailMessages } from '../mail.messages';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const fullDayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const fullFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

/** A list row's date: the time for today, day and month this year, the full date before. */
export function formatListDate(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (date.toDateString() === now.toDateString()) return timeFormat.format(date);
  if (date.getFullYear() === now.getFullYear()) return dayFormat.format(date);
  return fullDayFormat.format(date);
}

/** The reading pane's date, in full. */
export function formatFullDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : fullFormat.format(date);
}

/** Who a message is from, as a list shows it: the name, else the address. */
export function senderName(from: MailAddress | null): string {
  return from?.name || from?.address || mailMessages.list.unknownSender;
}

/** "Ada Lovelace <ada@example.org>" for a header line. */
export function addressLine(addresses: readonly MailAddress[]): string {
  return addresses.map(({ name, address }) => (name ? `${name} <${address}>` : address)).join(', ');
}

/** Sizes as people read them: 512 B, 12.3 KB, 4.5 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
