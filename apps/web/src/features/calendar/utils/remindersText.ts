import { calendarMessages } from '../calendar.messages';

/** An event's reminders in one line for the detail modal: "At start, 10 minutes before". */
export function remindersText(reminders: number[]): string {
  if (reminders.length === 0) return calendarMessages.reminders.none;
  return [...reminders]
    .sort((a, b) => a - b)
    .map(calendarMessages.reminders.choice)
    .join(', ');
}
