import { REMINDER_MESSAGES, reminderLabel } from '@worksphere/contracts';

/** An event's reminders in one line for the detail modal: "At start, 10 minutes before". */
export function remindersText(reminders: number[]): string {
  if (reminders.length === 0) return REMINDER_MESSAGES.none;
  return [...reminders]
    .sort((a, b) => a - b)
    .map(reminderLabel)
    .join(', ');
}
