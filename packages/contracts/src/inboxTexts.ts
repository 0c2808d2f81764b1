import { z } from 'zod';
import { AI_ACTION_MESSAGES } from './aiActions.js';
import { REMINDER_MESSAGES } from './calendar-reminders.js';
import { CALLS_MESSAGES } from './calls.js';
import { COLLEAGUE_CALL_MESSAGES } from './colleagueCalls.js';
import { DOCUMENT_COMMENT_MESSAGES } from './documentComments.js';
import { INVITATION_MESSAGES } from './event-invitations.js';
import { fillMessage } from './message-template.js';
import {
  TASK_ACTIVITY_FIELD_LABELS,
  TASK_ACTIVITY_MESSAGES,
  TASK_ACTIVITY_PRIORITY_NAMES,
  TASK_WATCHED_FIELDS,
  isTaskWatchedField,
  type TaskWatchedField,
} from './taskActivity.js';
import { TASK_COMMENT_MESSAGES } from './taskComments.js';

/** The values of an item's text: names, numbers, titles, keys (see each key). */
export type InboxTextValues = Record<string, string | number>;

/**
 * How a reader's dates are written into a text: a day (its UTC midnight) as text. The reader's
 * full locale decides, not only the language: "Feb 1, 2030" in en-US, "1 Feb 2030" in en-GB.
 * The web app gives its date module's (platform/dates); elsewhere `inboxDatesIn(locale)`.
 */
export type InboxTextDates = { formatDay: (day: Date) => string };

/** A day as the web app's date module writes one: year, short month, day. */
const DAY_FORMAT = { year: 'numeric', month: 'short', day: 'numeric' } as const;

/**
 * The dates of a reader in this locale (en-GB, fr, de-AT): "Feb 1, 2030" (en-US), "1 Feb 2030"
 * (en-GB), "1 févr. 2030" (fr), "1. Feb. 2030" (de). A tag that is not one reads English.
 */
export function inboxDatesIn(locale: string): InboxTextDates {
  let tag = 'en';
  try {
    tag = Intl.getCanonicalLocales(locale)[0] ?? tag;
  } catch {
    // Not a language tag at all: English, as for a reader with no language chosen.
  }
  const format = new Intl.DateTimeFormat(tag, { ...DAY_FORMAT, timeZone: 'UTC' });
  return { formatDay: (day) => format.format(day) };
}

/**
 * The English of every text the server writes into an Inbox item or a Web Push, by key. An item keeps the key
 * and its values (`texts`), so the web app and push notifications show the item in the reader's
 * language (`inboxTextIn`, `@worksphere/contracts/inbox-texts`); the English title and body stay
 * on the item for API clients.
 */
export const INBOX_ITEM_TEXTS = {
  taskAssigned: 'Assigned to you',
  taskChanged: 'Your task changed',
  taskCompleted: 'Your task was completed',
  taskWatchedChanged: TASK_ACTIVITY_MESSAGES.changedTitle,
  /** "Call the bank · Status: Done · Due date: Feb 1, 2030" (values: `taskWatchedChange`). */
  taskWatchedChangedBody: (values: InboxTextValues, dates?: InboxTextDates) =>
    taskWatchedChangeBody(values, TASK_CHANGE_WORDS_EN, dates),
  taskMentioned: TASK_COMMENT_MESSAGES.mentionedTitle,
  taskCommented: TASK_COMMENT_MESSAGES.commentedTitle,
  taskReminder: 'You asked to be reminded of this.',
  documentMentioned: DOCUMENT_COMMENT_MESSAGES.mentionedTitle,
  announcement: 'Important Announcement from {name}',
  chatMentioned: '{name} mentioned you',
  chatMentionedIn: '{name} mentioned you in {room}',
  chatMessage: 'New message from {name}',
  chatMessageIn: 'New message from {name} in {room}',
  colleagueMissedCall: COLLEAGUE_CALL_MESSAGES.missedCallTitle,
  colleagueMissedVideoCall: COLLEAGUE_CALL_MESSAGES.missedVideoCallTitle,
  missedCall: 'Missed call from {from}',
  /** A ringing call's Web Push (no Inbox item). */
  incomingCall: CALLS_MESSAGES.incomingCallTitle,
  incomingCallFrom: CALLS_MESSAGES.incomingCallBody,
  voicemail: CALLS_MESSAGES.voicemailTitle,
  sms: CALLS_MESSAGES.newSmsTitle,
  smsMediaOnly: CALLS_MESSAGES.mediaOnlyBody,
  mail: 'New mail from {sender}',
  mailNoSubject: '(no subject)',
  eventInvited: INVITATION_MESSAGES.inboxInvited,
  eventUpdated: INVITATION_MESSAGES.inboxUpdated,
  eventCancelled: INVITATION_MESSAGES.inboxCancelled,
  eventStartsNow: REMINDER_MESSAGES.startsNow,
  eventStartsIn: ({ minutes }: InboxTextValues) => REMINDER_MESSAGES.startsIn(Number(minutes)),
  eventStartedAgo: ({ minutes }: InboxTextValues) => REMINDER_MESSAGES.startedAgo(Number(minutes)),
  onlineOrder: 'New online order #{number} from {customer}',
  aiConfirm: AI_ACTION_MESSAGES.inboxTitle,
  aiConfirmBody: AI_ACTION_MESSAGES.inboxBody,
} as const;

export type InboxTextKey = keyof typeof INBOX_ITEM_TEXTS;
export const INBOX_TEXT_KEYS = Object.keys(INBOX_ITEM_TEXTS) as [InboxTextKey, ...InboxTextKey[]];

/** A text of an item: its key and the values of its `{fields}` (names, numbers, titles). */
export const inboxItemTextSchema = z.object({
  key: z.enum(INBOX_TEXT_KEYS),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type InboxItemText = z.infer<typeof inboxItemTextSchema>;

/** The item's title and body as keys, where the server wrote them (user data has none). */
export const inboxItemTextsSchema = z.object({
  title: inboxItemTextSchema.optional(),
  body: inboxItemTextSchema.optional(),
});
export type InboxItemTexts = z.infer<typeof inboxItemTextsSchema>;

/** An item's text by key: `inboxText('sms', { from })`. */
export function inboxText(key: InboxTextKey, values: InboxTextValues = {}) {
  return { key, values } satisfies InboxItemText;
}

/**
 * The English of an item's text, as the item's stored title or body (dates as en writes them);
 * a reader's own dates when given.
 */
export function inboxTextEnglish({ key, values }: InboxItemText, dates?: InboxTextDates): string {
  const template = INBOX_ITEM_TEXTS[key];
  if (typeof template === 'function') return template(values, dates);
  return fillMessage(template, values);
}

// ------------------------------------------------------------- "A task you watch changed"

/**
 * A watched field's new value as a notice keeps it: the words come from the reader's language.
 * state: the state's name (user data); completed: 'yes' | 'no'; assignees: names joined with
 * ", " (user data); startDate, dueDate: ISO dates (or date-times); priority: its key (none, urgent, high, ...).
 * null: the field was emptied.
 */
export type TaskWatchedChange = { field: TaskWatchedField; to: string | null };

/**
 * The body of "A task you watch changed": the task's title and each changed field with its new
 * value. Values: `task`, `fields` (the field keys, comma-separated, in order) and one value per
 * field key ('' when emptied). Notices written before values were kept have `fields` only.
 */
export function taskWatchedChange(task: string, changes: TaskWatchedChange[]) {
  const values: InboxTextValues = { task, fields: changes.map((change) => change.field).join(',') };
  for (const change of changes) values[change.field] = change.to ?? '';
  return inboxText('taskWatchedChangedBody', values);
}

/** The words a language writes a watched change with. */
export type TaskChangeWords = {
  /** The language's tag, for dates when the reader's own are not given. */
  locale: string;
  labels: Record<TaskWatchedField, string>;
  priorities: Record<string, string>;
  yes: string;
  no: string;
  /** "Status: Done" */
  field: (label: string, value: string) => string;
};

export const TASK_CHANGE_WORDS_EN: TaskChangeWords = {
  locale: 'en',
  labels: Object.fromEntries(
    TASK_WATCHED_FIELDS.map((field) => [field, TASK_ACTIVITY_FIELD_LABELS[field]]),
  ) as Record<TaskWatchedField, string>,
  priorities: TASK_ACTIVITY_PRIORITY_NAMES,
  yes: TASK_ACTIVITY_MESSAGES.yes,
  no: TASK_ACTIVITY_MESSAGES.no,
  field: (label, value) => `${label}: ${value}`,
};

/** An emptied field's value, the same in every language. */
const EMPTIED = '\u2014';
/** An ISO date, or the date of an ISO date-time as written (tasks' dates are days). */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

function changeValue(
  field: TaskWatchedField,
  value: string,
  words: TaskChangeWords,
  dates: InboxTextDates | undefined,
): string {
  if (value === '') return EMPTIED;
  if (field === 'priority') return words.priorities[value] ?? value;
  if (field === 'completed') return value === 'yes' ? words.yes : words.no;
  if (field === 'startDate' || field === 'dueDate') {
    const date = ISO_DATE.exec(value);
    if (!date) return value;
    return (dates ?? inboxDatesIn(words.locale)).formatDay(
      new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]))),
    );
  }
  return value;
}

/**
 * "Call the bank · Status: Done · Priority: High"; a notice without values names the fields.
 * Dates in the reader's locale when given (en-GB: "1 Feb 2030"), else the language's.
 */
export function taskWatchedChangeBody(
  values: InboxTextValues,
  words: TaskChangeWords,
  dates?: InboxTextDates,
): string {
  const own = (key: string) => (Object.hasOwn(values, key) ? values[key] : undefined);
  const fields = String(own('fields') ?? '')
    .split(',')
    .filter(isTaskWatchedField);
  const task = String(own('task') ?? '');
  if (fields.length === 0) return task;
  const withValues = fields.some((field) => own(field) !== undefined);
  const parts = fields.map((field) => {
    const value = own(field);
    return value === undefined
      ? words.labels[field]
      : words.field(words.labels[field], changeValue(field, String(value), words, dates));
  });
  return `${task} \u00b7 ${parts.join(withValues ? ' \u00b7 ' : ', ')}`;
}
