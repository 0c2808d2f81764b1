import { z } from 'zod';
import { STANDALONE_MESSAGE } from './validation.js';

/** Minutes before an event the form offers as reminders: at its start up to a day before. */
export const REMINDER_CHOICES = [0, 5, 10, 15, 30, 60, 1440] as const;

/** A new timed event reminds this long before it starts unless its reminders are given. */
export const DEFAULT_REMINDER_MINUTES = 10;

/** At most this many reminders per event; at most four weeks before it. */
export const MAX_REMINDERS = 5;
export const MAX_REMINDER_MINUTES = 40_320;

/** The texts of reminders: the form's field, the detail modal and the Inbox item. */
export const REMINDER_MESSAGES = {
  label: 'Reminders',
  none: 'No reminders',
  add: 'Add reminder',
  remove: (choice: string) => `Remove the reminder ${choice}`,
  tooMany: `At most ${MAX_REMINDERS} reminders per event.`,
  duplicate: 'Each reminder may be chosen once.',
  /** Inbox item's body when the reminder arrives. */
  startsNow: 'Starts now',
  startedAgo: (minutes: number) => `Started ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`,
  startsIn: (minutes: number) => `Starts in ${minutesText(minutes)}`,
} as const;

function minutesText(minutes: number): string {
  if (minutes % 1440 === 0) {
    const days = minutes / 1440;
    return `${days} ${days === 1 ? 'day' : 'days'}`;
  }
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** A reminder as the form and the detail modal name it: "At start", "10 minutes before". */
export function reminderLabel(minutes: number): string {
  return minutes === 0 ? 'At start' : `${minutesText(minutes)} before`;
}

/**
 * An event's reminders in a request: minutes before it starts, each once. Left out on create: 10
 * minutes for a timed event, none for an all-day one; left out on update: they stay.
 */
export const remindersSchema = z
  .array(z.number().int().min(0).max(MAX_REMINDER_MINUTES))
  .refine((minutes) => minutes.length <= MAX_REMINDERS, {
    message: REMINDER_MESSAGES.tooMany,
    params: STANDALONE_MESSAGE,
  })
  .refine((minutes) => new Set(minutes).size === minutes.length, {
    message: REMINDER_MESSAGES.duplicate,
    params: STANDALONE_MESSAGE,
  });

/** The reminders a new event gets when the request names none. */
export function defaultReminders(allDay: boolean): number[] {
  return allDay ? [] : [DEFAULT_REMINDER_MINUTES];
}
