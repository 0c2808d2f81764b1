import type { Recurrence } from '@worksphere/contracts';
import type { DateFormatter } from '../../../platform/dates/dateFormatter';
import { activeLocale } from '../../../platform/i18n';
import { calendarMessages as messages } from '../calendar.messages';

const list = new Intl.ListFormat(activeLocale, { style: 'long', type: 'conjunction' });

/**
 * How a series repeats, in words: "Every week on Monday and Wednesday, until Jun 30, 2026",
 * "Every 2 months, 6 times". The last date is read in the calendar's zone.
 */
export function describeRecurrence(rule: Recurrence, dates: DateFormatter): string {
  const text = messages.repeatText;
  let sentence = text.every[rule.frequency](rule.interval);
  if (rule.frequency === 'weekly' && rule.byWeekday.length > 0) {
    sentence += text.onDays(
      list.format(rule.byWeekday.map((day) => messages.form.weekdayNames[day])),
    );
  }
  if (rule.until) sentence += text.until(dates.formatDate(rule.until));
  else if (rule.count) sentence += text.times(rule.count);
  return sentence;
}
