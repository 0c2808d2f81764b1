import { z } from 'zod';
import { AI_ACTION_MESSAGES } from './aiActions.js';
import { REMINDER_MESSAGES } from './calendar-reminders.js';
import { CALLS_MESSAGES } from './calls.js';
import { COLLEAGUE_CALL_MESSAGES } from './colleagueCalls.js';
import { DOCUMENT_COMMENT_MESSAGES } from './documentComments.js';
import { INVITATION_MESSAGES } from './event-invitations.js';
import { fillMessage } from './message-template.js';
import { TASK_ACTIVITY_MESSAGES } from './taskActivity.js';
import { TASK_COMMENT_MESSAGES } from './taskComments.js';

type MinutesValues = { minutes: number };

/**
 * The English of every text the server writes into an Inbox item, by key. An item keeps the key
 * and its values (`texts`), so the web app shows the item in the reader's language; the English
 * title and body stay on the item for push notifications and API clients.
 */
export const INBOX_ITEM_TEXTS = {
  taskAssigned: 'Assigned to you',
  taskChanged: 'Your task changed',
  taskCompleted: 'Your task was completed',
  taskWatchedChanged: TASK_ACTIVITY_MESSAGES.changedTitle,
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
  voicemail: CALLS_MESSAGES.voicemailTitle,
  sms: CALLS_MESSAGES.newSmsTitle,
  smsMediaOnly: CALLS_MESSAGES.mediaOnlyBody,
  mail: 'New mail from {sender}',
  mailNoSubject: '(no subject)',
  eventInvited: INVITATION_MESSAGES.inboxInvited,
  eventUpdated: INVITATION_MESSAGES.inboxUpdated,
  eventCancelled: INVITATION_MESSAGES.inboxCancelled,
  eventStartsNow: REMINDER_MESSAGES.startsNow,
  eventStartsIn: ({ minutes }: MinutesValues) => REMINDER_MESSAGES.startsIn(minutes),
  eventStartedAgo: ({ minutes }: MinutesValues) => REMINDER_MESSAGES.startedAgo(minutes),
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
export function inboxText(key: InboxTextKey, values: Record<string, string | number> = {}) {
  return { key, values } satisfies InboxItemText;
}

/** The English of an item's text, as the item's stored title or body. */
export function inboxTextEnglish({ key, values }: InboxItemText): string {
  const template = INBOX_ITEM_TEXTS[key];
  if (typeof template === 'function') return template({ minutes: Number(values.minutes) });
  return fillMessage(template, values);
}
