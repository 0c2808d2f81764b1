import { z } from 'zod';
import { accountTypeSchema } from './accounts.js';
import { INBOX_ITEM_TEXTS, inboxItemTextsSchema } from './inboxTexts.js';
import { isId, personSchema, queryParam, text } from './validation.js';

/**
 * The Inbox: one list per user of what needs them, across the product. Modules create items
 * through the server's inbox service; each kind is delivered by the user's preference.
 */
export const INBOX_KINDS = [
  'mention',
  'thread_reply',
  'announcement',
  'task_assigned',
  'task_changed',
  'task_comment',
  'task_mention',
  'document_mention',
  'event_invitation',
  'event_reminder',
  'task_reminder',
  'missed_call',
  'sms',
  'online_order',
  'mail',
  'ai_action',
] as const;
export const inboxKindSchema = z.enum(INBOX_KINDS);
export type InboxKind = z.infer<typeof inboxKindSchema>;

/** How an item of a kind reaches its user: always in the Inbox, plus a toast or a push; or not at all. */
export const INBOX_DELIVERIES = ['inbox', 'toast', 'push', 'off'] as const;
export const inboxDeliverySchema = z.enum(INBOX_DELIVERIES);
export type InboxDelivery = z.infer<typeof inboxDeliverySchema>;

/** Until the user chooses: a push to a user with no window open, as the product did before. */
export const DEFAULT_INBOX_DELIVERY: InboxDelivery = 'push';

/** Every text the Inbox shows, in one place (the web app and the server read it). */
export const INBOX_MESSAGES = {
  title: 'Inbox',
  bellLabel: 'Inbox',
  bellLabelUnread: 'Inbox, {count} unread',
  empty: 'Nothing needs you right now.',
  emptyHint:
    'Mentions, threads you follow, announcements, tasks assigned to you, calls, SMS and orders show up here.',
  loading: 'Loading your Inbox…',
  from: 'From {name}',
  emptyFiltered: 'Nothing of this kind.',
  loadFailed: 'Could not load the Inbox.',
  retry: 'Try again',
  loadMore: 'Load more',
  markRead: 'Mark read',
  markAllRead: 'Mark all read',
  markReadFailed: 'Could not mark it read.',
  unread: 'Unread',
  filterLabel: 'Show',
  allKinds: 'Everything',
  itemNotFound: 'Inbox item not found.',
  invalidCursor: 'This page of the Inbox is no longer valid.',
  preferencesTitle: 'Notifications',
  preferencesIntro:
    'Everything that needs you lands in your Inbox. Choose, per kind, whether it also shows a toast or a push notification, or nothing at all.',
  preferencesSaved: 'Notification settings saved.',
  preferencesFailed: 'Could not save notification settings.',
  openAll: 'Open the Inbox',
  mailAccountsTitle: 'New mail from your accounts',
  mailAccountsIntro:
    'Choose which of your mail accounts put their new mail in your Inbox. New mail above decides how it reaches you.',
  mailAccountsEmpty: 'You have no mail account connected.',
  mailAccountLabel: 'New mail from {address}',
  mailAccountNotFound: 'Mail account not found.',
  mailTitle: INBOX_ITEM_TEXTS.mail,
  mailNoSubject: INBOX_ITEM_TEXTS.mailNoSubject,
} as const;

/** Names of the kinds as the filter and Settings show them. */
export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
  mention: 'Mentions',
  thread_reply: 'Threads you follow',
  announcement: 'Announcements',
  task_assigned: 'Tasks assigned to you',
  task_changed: 'Changes to tasks you watch',
  task_comment: 'Comments on tasks you watch',
  task_mention: 'Task comments that mention you',
  document_mention: 'Document comments that mention you',
  event_invitation: 'Event invitations',
  event_reminder: 'Event reminders',
  task_reminder: 'Reminders you asked the assistant for',
  missed_call: 'Missed calls',
  sms: 'New SMS',
  online_order: 'New online orders',
  mail: 'New mail',
  ai_action: 'Requests of your AI clients to confirm',
};

/** Names of the deliveries as Settings shows them. */
export const INBOX_DELIVERY_LABELS: Record<InboxDelivery, string> = {
  inbox: 'Inbox only',
  toast: 'Inbox and toast',
  push: 'Inbox and push',
  off: 'Nothing',
};

/** What an item is about: a record and the app path that opens it. */
export const inboxSubjectSchema = z.object({
  type: z.string(),
  id: z.string(),
  link: z.string(),
});
export type InboxSubject = z.infer<typeof inboxSubjectSchema>;

export const inboxItemSchema = z.object({
  id: z.string(),
  kind: inboxKindSchema,
  /** Who caused it; null for the outside world (a caller, a customer) or the system. */
  actor: personSchema.nullable(),
  subject: inboxSubjectSchema,
  /** In English, as the server wrote them (push notifications and API clients show these). */
  title: z.string(),
  body: z.string(),
  /** The keys and values of the title and body the server wrote: the web app shows them in its language. */
  texts: inboxItemTextsSchema.optional(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** Items per page unless asked; at most INBOX_PAGE_MAX. */
export const INBOX_PAGE_SIZE = 30;
export const INBOX_PAGE_MAX = 100;

/** GET /inbox?kind=&unread=true&cursor=&limit=: newest first. */
export const listInboxQuerySchema = z.object({
  kind: queryParam(inboxKindSchema),
  unread: queryParam(z.enum(['true', 'false']).transform((value) => value === 'true')),
  cursor: queryParam(text().max(200)),
  limit: queryParam(z.coerce.number().int().min(1).max(INBOX_PAGE_MAX)).transform(
    (value) => value ?? INBOX_PAGE_SIZE,
  ),
});
export type ListInboxQuery = z.input<typeof listInboxQuerySchema>;

/** A page of items; nextCursor asks for the next (older) page, null at the end. */
export const inboxListResponseSchema = z.object({
  items: z.array(inboxItemSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type InboxListResponse = z.infer<typeof inboxListResponseSchema>;

/** GET /inbox/unread-count */
export const inboxUnreadResponseSchema = z.object({ unreadCount: z.number().int() });
export type InboxUnreadResponse = z.infer<typeof inboxUnreadResponseSchema>;

/** POST /inbox/{id}/read: the item, now read, and the user's unread count. */
export const inboxReadResponseSchema = z.object({
  item: inboxItemSchema,
  unreadCount: z.number().int(),
});
export type InboxReadResponse = z.infer<typeof inboxReadResponseSchema>;

/** POST /inbox/read-all {kind?}: every unread item (of the kind) read. */
export const inboxReadAllRequestSchema = z
  .object({ kind: inboxKindSchema.optional() })
  .optional()
  .transform((value) => value ?? {});
export const inboxReadAllResponseSchema = z.object({
  updated: z.number().int(),
  unreadCount: z.number().int(),
});
export type InboxReadAllResponse = z.infer<typeof inboxReadAllResponseSchema>;

/** The user's delivery per kind; every kind is present (the default fills the gaps). */
export const inboxPreferencesSchema = z.object(
  Object.fromEntries(INBOX_KINDS.map((kind) => [kind, inboxDeliverySchema])) as Record<
    InboxKind,
    typeof inboxDeliverySchema
  >,
);
export type InboxPreferences = z.infer<typeof inboxPreferencesSchema>;

/** GET /inbox/preferences and the answer of PUT. */
export const inboxPreferencesResponseSchema = z.object({ preferences: inboxPreferencesSchema });
export type InboxPreferencesResponse = z.infer<typeof inboxPreferencesResponseSchema>;

/** PUT /inbox/preferences {preferences: {kind: delivery}}: the kinds named change, others stay. */
export const updateInboxPreferencesRequestSchema = z.object({
  preferences: z.partialRecord(inboxKindSchema, inboxDeliverySchema),
});
export type UpdateInboxPreferencesRequest = z.infer<typeof updateInboxPreferencesRequestSchema>;

/** One of the user's own mail accounts and whether its new mail goes to their Inbox. */
export const inboxMailAccountSchema = z.object({
  accountId: z.string(),
  accountType: accountTypeSchema,
  emailAddress: z.string(),
  displayName: z.string(),
  inbox: z.boolean(),
});
export type InboxMailAccount = z.infer<typeof inboxMailAccountSchema>;

/** GET /inbox/mail-accounts: the caller's mail accounts (imap, gmail, outlook), none chosen by default. */
export const inboxMailAccountsResponseSchema = z.object({
  accounts: z.array(inboxMailAccountSchema),
});
export type InboxMailAccountsResponse = z.infer<typeof inboxMailAccountsResponseSchema>;

/** PUT /inbox/mail-accounts/{accountId} {inbox}: answers the account with its new choice. */
export const updateInboxMailAccountRequestSchema = z.object({ inbox: z.boolean() });
export type UpdateInboxMailAccountRequest = z.infer<typeof updateInboxMailAccountRequestSchema>;
export const inboxMailAccountResponseSchema = z.object({ account: inboxMailAccountSchema });
export type InboxMailAccountResponse = z.infer<typeof inboxMailAccountResponseSchema>;

/** The title of a new message's item: who sent it (its subject is the body). */
export function inboxMailTitle(sender: string): string {
  return INBOX_MESSAGES.mailTitle.replace('{sender}', sender);
}

/** Socket events on the /chat namespace, to the user's own room. */
export const INBOX_EVENTS = {
  /** A new item: {item, unreadCount, delivery}. */
  newItem: 'inbox:newItem',
  /** Items read elsewhere (another tab, another device): {ids | all, unreadCount}. */
  read: 'inbox:read',
} as const;

export type InboxNewItemEvent = {
  item: InboxItem;
  unreadCount: number;
  delivery: Exclude<InboxDelivery, 'off'>;
};
export type InboxReadEvent = { ids: string[]; all: boolean; unreadCount: number };

/** The Web Push payload of an item; the service worker shows title/body and opens url. */
export type InboxPushPayload = {
  type: 'inbox';
  kind: InboxKind;
  title: string;
  body: string;
  url: string;
  itemId: string;
};

/** An item's id in a path: anything else is "not found". */
export const isInboxItemId = isId;

/** The bell's accessible name with its count. */
export function inboxBellLabel(unreadCount: number): string {
  return unreadCount > 0
    ? INBOX_MESSAGES.bellLabelUnread.replace('{count}', String(unreadCount))
    : INBOX_MESSAGES.bellLabel;
}
