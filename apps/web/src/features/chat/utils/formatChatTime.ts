import { format, isSameDay, isValid, parseISO, subDays } from 'date-fns';
import { chatMessages } from '../chat.messages';

/** A message time: the time alone today, date and time otherwise. */
export function formatChatTime(iso: string, now = new Date()): string {
  const date = parseISO(iso);
  if (!isValid(date)) return '';
  return isSameDay(date, now) ? format(date, 'p') : format(date, 'PP p');
}

/** The clock time of a message, shown beside each message of a group. */
export function formatClockTime(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'p') : '';
}

/** The day separator: "Today", "Yesterday", else the weekday and date (with the year when not this one). */
export function formatDayLabel(iso: string, now = new Date()): string {
  const date = parseISO(iso);
  if (!isValid(date)) return '';
  if (isSameDay(date, now)) return chatMessages.messages.today;
  if (isSameDay(date, subDays(now, 1))) return chatMessages.messages.yesterday;
  return date.getFullYear() === now.getFullYear()
    ? format(date, 'EEEE, MMMM d')
    : format(date, 'EEEE, MMMM d, yyyy');
}

/** Plain text as the first paragraph of a rich-text note or task description. */
export function textToHtml(text: string): string {
  const escaped = text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
  return escaped
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>')}</p>`)
    .join('');
}
