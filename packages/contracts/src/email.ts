import { z } from 'zod';
import { templatedMessage } from './message-template.js';
import { accountFailureSchema } from './calendar.js';
import { connectedAccountSchema } from './accounts.js';
import { STANDALONE_MESSAGE, text } from './validation.js';

/**
 * E-mail (issue 13; spec 3 §7 "Email", §9; spec 1 §2.7). Every route lives under /email and
 * answers JSON; errors are {error, code} with the codes of errors.ts and the texts below.
 *
 * Routes:
 * - POST /email/accounts/imap                 connectImapRequest → 201 accountResponse (accounts.ts)
 * - POST /email/fetch/getCachedEmails         getCachedEmailsRequest → emailListResponse
 *   (view `threads`: one row per conversation, with `threads` beside `emails`)
 * - GET  /email/thread?emailId=               → emailThreadResponse (every message of its conversation)
 * - POST /email/fetch/fetchNewEmails          fetchNewEmailsRequest → emailListResponse
 * - POST /email/search/serverSearch           serverSearchRequest → emailListResponse
 * - POST /email/sync/account                  syncAccountRequest → 202 syncAccountResponse
 * - GET  /email/fetch/getEmailContent?emailId → emailContentResponse
 * - POST /email/archiveEmail                  emailIdRequest → emailResponse
 * - POST /email/markAsImportant               markAsImportantRequest → emailResponse
 * - POST /email/markRead                      markReadRequest → emailResponse
 * - POST /email/move                          moveEmailRequest → emailResponse
 * - GET  /email/folders?accountId=            → foldersResponse (accountId default all)
 * - POST /email/send/sendEmail                multipart: field `message` (JSON composeEmail)
 *   POST /email/send/reply, /email/send/replyAll, /email/send/forward (same, plus emailId)
 *                                              + files `attachments` → sendEmailResponse
 * - POST /email/drafts                        multipart as send → 201 draftResponse
 * - PUT  /email/drafts/{id}                   multipart as send → draftResponse
 * - DELETE /email/drafts/{id}                 → {ok: true}
 * - POST /email/remoteImages                  allowRemoteImagesRequest → emailContentResponse
 * - GET  /email/attachments/{id}              the file (account's users only)
 * - GET  /email/images?emailId=&url=          a remote image of an allowed message, proxied
 */

/** Page sizes (spec 3 §9): 50 for cached e-mails, 20 for other fetches and searches. */
export const EMAIL_CACHED_PAGE_SIZE = 50;
export const EMAIL_PAGE_SIZE = 20;
/** The largest `limit` any list accepts. */
export const EMAIL_MAX_PAGE_SIZE = 200;
/** The folder every call means when none is given (spec 3 §7). */
export const DEFAULT_EMAIL_FOLDER = 'INBOX';
/** `accountId` meaning every account the user can use (spec 1 §2.7). */
export const ALL_EMAIL_ACCOUNTS = 'all';
/** One attachment, and all attachments of one message together, may be this large. */
export const EMAIL_ATTACHMENT_MAX_BYTES = 25 * 1024 * 1024;
export const EMAIL_MESSAGE_MAX_BYTES = 35 * 1024 * 1024;
/** How many recipients one message may have (to + cc + bcc). */
export const EMAIL_MAX_RECIPIENTS = 100;

/** The texts users see about e-mail. */
export const EMAIL_MESSAGES = {
  selectAccount: 'Select an email account.',
  emailIdRequired: 'Missing email id.',
  emailNotFound: 'Email not found.',
  folderNotFound: 'Folder not found.',
  folderRequired: 'Choose a folder.',
  draftNotFound: 'Draft not found.',
  attachmentNotFound: 'Attachment not found.',
  accountNotFound: 'Account not found.',
  accountHasNoMail: 'This account has no mailbox.',
  queryRequired: 'Enter something to search for.',
  recipientRequired: 'Add at least one recipient.',
  recipientInvalid: templatedMessage(
    '“{address}” is not a valid e-mail address.',
    (address: string) => ({
      address,
    }),
  ),
  tooManyRecipients: `A message can have at most ${EMAIL_MAX_RECIPIENTS} recipients.`,
  attachmentTooLarge: 'Attachments can be at most 25 MB together.',
  pageTokenInvalid: 'This page link is no longer valid. Reload the list.',
  syncQueued: 'Sync started.',
  syncFailed: 'Sync failed.',
  sendFailed: 'The mail server did not accept the message.',
  providerUnavailable: 'The mail server could not be reached. Try again later.',
  imageNotAllowed: 'Remote images of this message are not allowed.',
  imageUnavailable: 'The image could not be loaded.',
  // Connecting an IMAP account: what failed, in the user's words.
  emailRequired: 'E-mail address is required.',
  emailInvalid: 'Enter a valid e-mail address.',
  hostRequired: 'Server name is required.',
  portInvalid: 'Port must be a number from 1 to 65535.',
  userRequired: 'User name is required.',
  passwordRequired: 'Password is required.',
  imapUnreachable: (host: string, port: number) =>
    `Could not reach the IMAP server ${host}:${port}.`,
  imapTlsFailed: 'The secure connection (TLS) to the IMAP server failed.',
  imapLoginFailed: 'The IMAP server refused the user name or password.',
  imapFailed: 'The IMAP server did not answer as expected.',
  smtpUnreachable: (host: string, port: number) =>
    `Could not reach the SMTP server ${host}:${port}.`,
  smtpTlsFailed: 'The secure connection (TLS) to the SMTP server failed.',
  smtpLoginFailed: 'The SMTP server refused the user name or password.',
  smtpFailed: 'The SMTP server did not answer as expected.',
  // Shown on an account whose background sync failed (status message); nothing synced is lost.
  syncConnectionLost: 'The mail server closed the connection during sync; it will be retried.',
  syncLoginFailed: 'The mail server refused the password. Reconnect this account in Settings.',
  syncTlsFailed: 'The secure connection to the mail server failed.',
} as const;

// ----------------------------------------------------------------------------------- shapes

/** Standard folder roles; `other` for the user's own folders. */
export const MAIL_FOLDER_ROLES = [
  'inbox',
  'sent',
  'drafts',
  'trash',
  'junk',
  'archive',
  'important',
  'other',
] as const;
export const mailFolderRoleSchema = z.enum(MAIL_FOLDER_ROLES);
export type MailFolderRole = z.infer<typeof mailFolderRoleSchema>;

/**
 * A folder (IMAP mailbox, Gmail label, Graph mail folder). `path` is what requests name as
 * `folder`: the provider's path (INBOX, "Archive", "Projects/2026"); the inbox is always INBOX.
 */
export const mailFolderSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  path: z.string(),
  name: z.string(),
  role: mailFolderRoleSchema,
  unreadCount: z.number().int(),
  totalCount: z.number().int(),
  /** When this folder last finished syncing (null: never). */
  syncedAt: z.string().nullable(),
});
export type MailFolder = z.infer<typeof mailFolderSchema>;

export const mailAddressSchema = z.object({ name: z.string(), address: z.string() });
export type MailAddress = z.infer<typeof mailAddressSchema>;

/** One message in a list. */
export const emailSummarySchema = z.object({
  id: z.string(),
  accountId: z.string(),
  /** Path of the folder it is in. */
  folder: z.string(),
  subject: z.string(),
  from: mailAddressSchema.nullable(),
  to: z.array(mailAddressSchema),
  cc: z.array(mailAddressSchema),
  /** The first ~200 characters of the text, on one line. */
  snippet: z.string(),
  /** ISO instant the message was sent (Date header), else received. */
  date: z.string(),
  isRead: z.boolean(),
  isImportant: z.boolean(),
  isDraft: z.boolean(),
  hasAttachments: z.boolean(),
  /**
   * The conversation it belongs to, unique within its account: Gmail's threadId, Graph's
   * conversationId; for IMAP worked out from References/In-Reply-To, else from the subject
   * without Re:/Fwd:/AW:/SV:. null only for a message cached before threading and not yet synced again.
   */
  threadId: z.string().nullable(),
});
export type EmailSummary = z.infer<typeof emailSummarySchema>;

export const emailAttachmentSchema = z.object({
  id: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Inline parts (cid: images) are shown in the body, not in the attachment list. */
  inline: z.boolean(),
  contentId: z.string().nullable(),
  /** GET this (same origin, session cookie) to download it. */
  url: z.string(),
});
export type EmailAttachment = z.infer<typeof emailAttachmentSchema>;

/**
 * Attachments the reading pane previews, served inline for GET {url}?preview=1. Only types a
 * browser shows without running anything of the sender's: never HTML or SVG (scripts).
 */
const EMAIL_PREVIEW_TYPES: Readonly<Record<string, 'image' | 'pdf'>> = {
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'image/avif': 'image',
  'image/bmp': 'image',
  'application/pdf': 'pdf',
};

/** How an attachment of this Content-Type is previewed, or null: download only. */
export function emailPreviewKind(contentType: string): 'image' | 'pdf' | null {
  const bare = contentType.split(';')[0]!.trim().toLowerCase();
  return Object.hasOwn(EMAIL_PREVIEW_TYPES, bare) ? EMAIL_PREVIEW_TYPES[bare]! : null;
}

/** One message read in full. */
export const emailContentSchema = emailSummarySchema.extend({
  bcc: z.array(mailAddressSchema),
  replyTo: z.array(mailAddressSchema),
  /** The Message-ID header (for replies), or null. */
  messageId: z.string().nullable(),
  /**
   * Sanitised HTML (no script, no event handlers, no forms; links open in a new tab). Remote
   * images are removed while `remoteImages` is `blocked`, or point at GET /email/images when
   * allowed. cid: images point at the attachment URL. null for a text-only message.
   */
  html: z.string().nullable(),
  text: z.string(),
  attachments: z.array(emailAttachmentSchema),
  /** none: the message has no remote images; blocked: it has, not shown; allowed: shown. */
  remoteImages: z.enum(['none', 'blocked', 'allowed']),
});
export type EmailContent = z.infer<typeof emailContentSchema>;

// -------------------------------------------------------------------------------- requests

/** A text that must be given: missing, null and blank all answer `message` as is. */
function requiredField(message: string, maxLength = 1000) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    text()
      .trim()
      .max(maxLength)
      .refine((value) => value.length > 0, { message, params: STANDALONE_MESSAGE }),
  );
}

const accountIdField = text()
  .trim()
  .optional()
  .transform((value) => (value ? value : ALL_EMAIL_ACCOUNTS));
const folderField = text()
  .trim()
  .max(1000)
  .optional()
  .transform((value) => (value ? value : DEFAULT_EMAIL_FOLDER));
const limitField = (defaultLimit: number) =>
  z.coerce.number().int().min(1).max(EMAIL_MAX_PAGE_SIZE).default(defaultLimit);
const pageTokenField = text().trim().max(2000).nullish();
const queryField = text().trim().max(1000).nullish();

/** How a cached list is grouped: one row per message, or one per conversation. */
export const EMAIL_LIST_VIEWS = ['messages', 'threads'] as const;
export const emailListViewSchema = z.enum(EMAIL_LIST_VIEWS);
export type EmailListView = z.infer<typeof emailListViewSchema>;

/** POST /email/fetch/getCachedEmails: from our database, newest first (or ranked by `query`). */
export const getCachedEmailsRequestSchema = z.object({
  accountId: accountIdField,
  folder: folderField,
  limit: limitField(EMAIL_CACHED_PAGE_SIZE),
  pageToken: pageTokenField,
  /**
   * Search over subject, sender, recipients, body and attachment names, best match first;
   * words of scripts written without spaces (Chinese, Japanese) are found inside the text.
   */
  query: queryField,
  /**
   * `threads`: one row per conversation with a message in the folder (newest conversation
   * first; `limit` counts conversations): `emails` holds each one's newest message and
   * `threads` the conversation, in the same order. Not combined with `query` (ignored then).
   */
  view: emailListViewSchema.default('messages'),
});
export type GetCachedEmailsRequest = z.input<typeof getCachedEmailsRequestSchema>;

/**
 * POST /email/fetch/fetchNewEmails: queues a sync of the folder on each account (never waits for
 * the mail server) and answers the newest cached messages; what the sync finds arrives over
 * socket.io (EMAIL_EVENTS.newMail).
 */
export const fetchNewEmailsRequestSchema = z.object({
  accountId: accountIdField,
  folder: folderField,
  limit: limitField(EMAIL_PAGE_SIZE),
  pageToken: pageTokenField,
  query: queryField,
});
export type FetchNewEmailsRequest = z.input<typeof fetchNewEmailsRequestSchema>;

/** POST /email/search/serverSearch: the provider's own search (IMAP SEARCH TEXT, Gmail q, Graph $search). */
export const serverSearchRequestSchema = z.object({
  accountId: accountIdField,
  folder: folderField,
  limit: limitField(EMAIL_PAGE_SIZE),
  pageToken: pageTokenField,
  query: requiredField(EMAIL_MESSAGES.queryRequired),
  /** Accepted for the spec; the assistant's analysis comes with the assistant issue. */
  skipAnalysis: z.boolean().optional(),
});
export type ServerSearchRequest = z.input<typeof serverSearchRequestSchema>;

/**
 * A page of messages. `nextPageToken` is opaque (null: no more). `failures` names the accounts
 * that could not be read (merged lists go on with the others). `syncing` lists the accounts with
 * a sync queued or running.
 */
/**
 * One conversation in a list (view `threads`), counted over the messages in the listed folder:
 * how many, how many unread, who wrote (senders, oldest first, each once), and its newest
 * message (also in `emails` at the same position).
 */
export const emailThreadSchema = z.object({
  threadId: z.string(),
  accountId: z.string(),
  subject: z.string(),
  count: z.number().int(),
  unreadCount: z.number().int(),
  participants: z.array(mailAddressSchema),
  hasAttachments: z.boolean(),
  isImportant: z.boolean(),
  /** ISO instant of the newest message. */
  date: z.string(),
  latest: emailSummarySchema,
});
export type EmailThread = z.infer<typeof emailThreadSchema>;

export const emailListResponseSchema = z.object({
  emails: z.array(emailSummarySchema),
  nextPageToken: z.string().nullable(),
  failures: z.array(accountFailureSchema),
  syncing: z.array(z.string()),
  /** Only with view `threads`: the conversations, one per entry of `emails`. */
  threads: z.array(emailThreadSchema).optional(),
});
export type EmailListResponse = z.infer<typeof emailListResponseSchema>;

/** POST /email/sync/account. */
export const syncAccountRequestSchema = z.object({
  accountId: requiredField(EMAIL_MESSAGES.selectAccount),
  folder: folderField,
});
export const syncStateSchema = z.enum(['queued', 'running', 'idle', 'failed']);
export type SyncState = z.infer<typeof syncStateSchema>;
export const syncAccountResponseSchema = z.object({
  accountId: z.string(),
  folder: z.string(),
  state: syncStateSchema,
  message: z.string(),
});
export type SyncAccountResponse = z.infer<typeof syncAccountResponseSchema>;

const emailIdField = requiredField(EMAIL_MESSAGES.emailIdRequired);

/** GET /email/fetch/getEmailContent?emailId= */
export const emailContentQuerySchema = z.object({ emailId: emailIdField });
export const emailContentResponseSchema = z.object({ email: emailContentSchema });
export type EmailContentResponse = z.infer<typeof emailContentResponseSchema>;

/** The most messages GET /email/thread answers (the newest ones). */
export const EMAIL_THREAD_MAX_MESSAGES = 100;

/**
 * GET /email/thread?emailId=: the conversation of a message, in every folder of its account
 * but Trash and Junk, oldest first, each message once (a copy in two folders counts once; the
 * one in the folder of `emailId` wins). Reading it marks nothing read.
 */
export const emailThreadQuerySchema = z.object({ emailId: emailIdField });
export const emailThreadResponseSchema = z.object({
  threadId: z.string(),
  accountId: z.string(),
  subject: z.string(),
  emails: z.array(emailContentSchema),
});
export type EmailThreadResponse = z.infer<typeof emailThreadResponseSchema>;

/** POST /email/archiveEmail: moves it to the account's archive folder (Gmail: removes INBOX). */
export const emailIdRequestSchema = z.object({ emailId: emailIdField });
/** POST /email/markAsImportant: `important` defaults to true (false clears it). */
export const markAsImportantRequestSchema = z.object({
  emailId: emailIdField,
  important: z.boolean().default(true),
});
/** POST /email/markRead: `read` defaults to true. */
export const markReadRequestSchema = z.object({
  emailId: emailIdField,
  read: z.boolean().default(true),
});
/** POST /email/move: to another folder of the same account (by path). */
export const moveEmailRequestSchema = z.object({
  emailId: emailIdField,
  folder: requiredField(EMAIL_MESSAGES.folderRequired),
});
/** The message after a change (archive and move answer it in its new folder). */
export const emailResponseSchema = z.object({ email: emailSummarySchema });
export type EmailResponse = z.infer<typeof emailResponseSchema>;

/** GET /email/folders?accountId= (default all): every folder with its counts. */
export const foldersQuerySchema = z.object({ accountId: accountIdField });
export const foldersResponseSchema = z.object({
  folders: z.array(mailFolderSchema),
  failures: z.array(accountFailureSchema),
});
export type FoldersResponse = z.infer<typeof foldersResponseSchema>;

// ---------------------------------------------------------------------------------- compose

const addressList = z
  .array(text().trim().max(320))
  .max(EMAIL_MAX_RECIPIENTS, EMAIL_MESSAGES.tooManyRecipients)
  .default([]);

/**
 * The JSON in the `message` field of a multipart send or draft (files in `attachments`).
 * Addresses are "Name <a@b>" or "a@b". For reply/replyAll/forward `emailId` is the original:
 * the server sets In-Reply-To/References; forward keeps the original's attachments unless
 * their ids are left out of `keepAttachmentIds`.
 */
export const composeEmailSchema = z.object({
  accountId: requiredField(EMAIL_MESSAGES.selectAccount),
  to: addressList,
  cc: addressList,
  bcc: addressList,
  subject: text().max(1000).default(''),
  /** The body as HTML (sanitised before sending); `text` is derived when missing. */
  html: text().max(2_000_000).nullish(),
  text: text().max(2_000_000).nullish(),
  emailId: text().trim().nullish(),
  /** Attachments of the original (forward) or of the draft being sent to keep. */
  keepAttachmentIds: z.array(text().trim()).nullish(),
  /** Sending a saved draft removes it. */
  draftId: text().trim().nullish(),
});
export type ComposeEmail = z.input<typeof composeEmailSchema>;
export const COMPOSE_MODES = ['new', 'reply', 'replyAll', 'forward'] as const;
export type ComposeMode = (typeof COMPOSE_MODES)[number];

export const sendEmailResponseSchema = z.object({
  ok: z.literal(true),
  /** The Message-ID the message was sent with. */
  messageId: z.string(),
  /** The copy saved in Sent, when the provider keeps one and it is cached. */
  email: emailSummarySchema.nullable(),
});
export type SendEmailResponse = z.infer<typeof sendEmailResponseSchema>;

export const draftResponseSchema = z.object({ draft: emailContentSchema });
export type DraftResponse = z.infer<typeof draftResponseSchema>;

// ------------------------------------------------------------------------ remote images

/**
 * POST /email/remoteImages: show remote images of this message, or of every message from its
 * sender (remembered per user). Answers the message again with `remoteImages: allowed`.
 */
export const allowRemoteImagesRequestSchema = z.object({
  emailId: emailIdField,
  scope: z.enum(['message', 'sender']).default('message'),
});

// -------------------------------------------------------------------- connecting an account

export const MAIL_SECURITY = ['tls', 'starttls', 'none'] as const;
export const mailSecuritySchema = z.enum(MAIL_SECURITY);
export type MailSecurity = z.infer<typeof mailSecuritySchema>;

/** The usual ports of each security, for prefilling the form. */
export const IMAP_DEFAULT_PORTS: Record<MailSecurity, number> = {
  tls: 993,
  starttls: 143,
  none: 143,
};
export const SMTP_DEFAULT_PORTS: Record<MailSecurity, number> = {
  tls: 465,
  starttls: 587,
  none: 25,
};

const portField = z.coerce
  .number({ message: EMAIL_MESSAGES.portInvalid })
  .int(EMAIL_MESSAGES.portInvalid)
  .min(1, EMAIL_MESSAGES.portInvalid)
  .max(65535, EMAIL_MESSAGES.portInvalid);
const hostField = text().trim().min(1, EMAIL_MESSAGES.hostRequired).max(253);

/**
 * POST /email/accounts/imap. The SMTP fields default to the IMAP ones (host, user, password;
 * port from SMTP_DEFAULT_PORTS of the security). The IMAP login and the SMTP login are tried
 * before anything is saved; a failure answers 400 with what failed (EMAIL_MESSAGES.imap*,
 * smtp*) and `field` naming the part of the form.
 */
export const connectImapRequestSchema = z.object({
  emailAddress: text()
    .trim()
    .toLowerCase()
    .min(1, EMAIL_MESSAGES.emailRequired)
    .max(320)
    .pipe(z.email(EMAIL_MESSAGES.emailInvalid)),
  displayName: text().trim().max(200).optional(),
  imapHost: hostField,
  imapPort: portField.optional(),
  imapSecurity: mailSecuritySchema.default('tls'),
  username: text().trim().min(1, EMAIL_MESSAGES.userRequired).max(320),
  password: text().min(1, EMAIL_MESSAGES.passwordRequired).max(1000),
  smtpHost: hostField.optional(),
  smtpPort: portField.optional(),
  smtpSecurity: mailSecuritySchema.optional(),
  smtpUsername: text().trim().max(320).optional(),
  smtpPassword: text().max(1000).optional(),
  shared: z.boolean().default(false),
});
export type ConnectImapRequest = z.input<typeof connectImapRequestSchema>;

/** Which part of the IMAP form a connect failure is about (400 answers carry it). */
export const IMAP_CONNECT_FAILURES = [
  'imap_unreachable',
  'imap_tls',
  'imap_login',
  'imap_failed',
  'smtp_unreachable',
  'smtp_tls',
  'smtp_login',
  'smtp_failed',
] as const;
export type ImapConnectFailure = (typeof IMAP_CONNECT_FAILURES)[number];
export const imapConnectErrorSchema = z.object({
  error: z.string(),
  code: z.literal('BAD_REQUEST'),
  failure: z.enum(IMAP_CONNECT_FAILURES),
});
export type ImapConnectError = z.infer<typeof imapConnectErrorSchema>;

export const imapAccountResponseSchema = z.object({ account: connectedAccountSchema });

// ------------------------------------------------------------------------------ live events

/**
 * socket.io, the signed-in /chat namespace (CHAT_SOCKET_NAMESPACE), to the user's room: every
 * user who can use the account gets
 * these (a personal account's owner; everyone of the organisation for a shared one).
 */
export const EMAIL_EVENTS = {
  /** New messages found by a sync: {accountId, folder, emails}. */
  newMail: 'email:new',
  /** Unread/total counts of folders changed: {accountId, folders}. */
  counts: 'email:counts',
  /** A message changed or left a folder (read, important, moved, archived, deleted). */
  updated: 'email:updated',
  /** An account's sync state changed: {accountId, folder, state, error}. */
  sync: 'email:sync',
} as const;

export const emailNewMailEventSchema = z.object({
  accountId: z.string(),
  folder: z.string(),
  emails: z.array(emailSummarySchema),
});
export type EmailNewMailEvent = z.infer<typeof emailNewMailEventSchema>;

export const emailCountsEventSchema = z.object({
  accountId: z.string(),
  folders: z.array(mailFolderSchema),
});
export type EmailCountsEvent = z.infer<typeof emailCountsEventSchema>;

export const emailUpdatedEventSchema = z.object({
  /** The message as it is now, or null when it is gone (deleted on the server). */
  email: emailSummarySchema.nullable(),
  id: z.string(),
  accountId: z.string(),
});
export type EmailUpdatedEvent = z.infer<typeof emailUpdatedEventSchema>;

export const emailSyncEventSchema = z.object({
  accountId: z.string(),
  folder: z.string(),
  state: syncStateSchema,
  /** The account's error in the user's words when state is failed (EMAIL_MESSAGES.sync*). */
  error: z.string().nullable(),
});
export type EmailSyncEvent = z.infer<typeof emailSyncEventSchema>;
