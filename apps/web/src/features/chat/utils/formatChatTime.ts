import type { DateFormatter } from '../../../platform/dates/dateFormatter';
import { chatMessages } from '../chat.messages';

/** The day separator: "Today", "Yesterday", else the weekday and date (with the year when not this one). */
export function formatDayLabel(iso: string, dates: DateFormatter, now: Date = new Date()): string {
  const days = dates.daysBetween(iso, now);
  if (Number.isNaN(days)) return '';
  if (days === 0) return chatMessages.messages.today;
  if (days === 1) return chatMessages.messages.yesterday;
  return dates.formatDayHeading(iso, now);
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
