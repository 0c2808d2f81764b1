import type { AccountType, MailAddress, MailFolderRole } from '@worksphere/contracts';
import type { ProviderAccount } from '../../calendar/providers/calendar-provider.js';

export type {
  ProviderAccount,
  ProviderCredentials,
} from '../../calendar/providers/calendar-provider.js';

/**
 * One mailbox behind a connected account, whatever serves it: IMAP/SMTP (`imap`), the Gmail API
 * (`gmail`) or Microsoft Graph (`outlook`). The e-mail service (email.service.ts) checks who may
 * use the account, keeps the cache in PostgreSQL and runs syncs as background jobs; a provider
 * only speaks its wire protocol and answers parsed messages in the shapes below.
 *
 * Messages are named by `MessageRef`: the folder path plus the provider's id of the message in
 * that folder (IMAP: the UID as a string; Gmail: the message id; Graph: the message id). Folder
 * paths are the provider's (IMAP mailbox path, Gmail label id, Graph folder id); the inbox is
 * always reported with role `inbox` (the service maps the request's `INBOX` to it).
 *
 * Errors: throw MailProviderError (below); anything else counts as `unavailable`. A provider
 * whose token refresh or password is refused marks the account through
 * `account.credentialStore.markReconnectNeeded` before throwing kind `auth`.
 */
export interface MailProvider {
  /** Every folder with the server's counts. */
  listFolders(account: ProviderAccount): Promise<ProviderFolder[]>;

  /**
   * What changed in one folder since `cursor` (null: first sync). Answers at most `limit` new
   * messages per call, newest first on a first sync; the service calls again while `hasMore`,
   * storing each answer's cursor, so a sync that breaks off resumes where it stopped. The
   * answer also lists flag changes and removals of messages already known (when the protocol
   * tells them: IMAP CONDSTORE, Gmail history, Graph delta).
   */
  syncFolder(account: ProviderAccount, request: SyncRequest): Promise<SyncResult>;

  /** One message in full (body and attachments' bytes). */
  fetchMessage(account: ProviderAccount, ref: MessageRef): Promise<ParsedMessage>;

  /** One attachment's bytes, for messages whose attachments were not kept at sync time. */
  fetchAttachment?(
    account: ProviderAccount,
    ref: MessageRef,
    attachmentKey: string,
  ): Promise<Buffer>;

  /** The provider's own search in one folder; `pageToken` is the provider's (opaque). */
  search(account: ProviderAccount, request: SearchRequest): Promise<SearchResult>;

  /** Sets or clears \Seen (read) and \Flagged (important; Gmail IMPORTANT/STARRED, Graph flag). */
  setFlags(account: ProviderAccount, ref: MessageRef, flags: FlagChange): Promise<void>;

  /**
   * Moves a message to another folder; answers its id there when the provider changes it
   * (IMAP UIDs change on MOVE: the new UID from COPYUID, or null when the server does not say).
   */
  move(account: ProviderAccount, ref: MessageRef, toFolder: string): Promise<MessageRef | null>;

  /** Archives: the archive folder (IMAP \Archive or "Archive"), Gmail: removes INBOX. */
  archive(account: ProviderAccount, ref: MessageRef): Promise<MessageRef | null>;

  /**
   * Sends a message built by the service (RFC 822 bytes from nodemailer's MailComposer, with
   * Message-ID, In-Reply-To and References set). Providers that keep a sent copy themselves
   * (Gmail, Graph) say so with `savedToSent`; for IMAP the provider appends it to Sent.
   */
  send(account: ProviderAccount, message: OutgoingMessage): Promise<SendResult>;

  /**
   * Saves a draft (raw MIME) in the drafts folder, replacing `replaces` when given; answers the
   * draft's ref.
   */
  saveDraft(
    account: ProviderAccount,
    raw: Buffer,
    replaces: MessageRef | null,
  ): Promise<MessageRef>;

  /** Deletes a draft (or any message) for good. */
  deleteMessage(account: ProviderAccount, ref: MessageRef): Promise<void>;

  /**
   * Waits for changes on a folder while the account is open (IMAP IDLE; Gmail and Graph: not
   * offered). Calls `onChange` when the server reports new mail or flag changes and `onClose`
   * when the connection ends by itself, until the returned stop function is called. Optional:
   * without it the service polls.
   */
  watch?(
    account: ProviderAccount,
    folder: string,
    onChange: () => void,
    onClose?: () => void,
  ): Promise<() => Promise<void>>;

  /** Close whatever the provider keeps open (connections between sync steps); app shutdown. */
  close?(): Promise<void>;
}

export interface MessageRef {
  folder: string;
  providerId: string;
}

export interface ProviderFolder {
  path: string;
  name: string;
  role: MailFolderRole;
  /** null when the server did not say (the service then counts its cache). */
  unreadCount: number | null;
  totalCount: number | null;
  /** The folder can hold messages (IMAP \Noselect folders cannot). */
  selectable: boolean;
}

/**
 * Where a folder's sync stopped, kept by the service per account and folder and handed back
 * unchanged. IMAP: UIDVALIDITY, the highest UID seen, the HIGHESTMODSEQ (CONDSTORE) and, while
 * a first sync works backwards, the lowest UID fetched so far; Gmail: historyId and page
 * token; Graph: the deltaLink or nextLink. Providers put what they need here as JSON values.
 */
export type SyncCursor = Record<string, string | number | boolean | null>;

export interface SyncRequest {
  folder: string;
  cursor: SyncCursor | null;
  /** Most new messages to answer in this call. */
  limit: number;
  /** On a first sync, how many of the newest messages to fetch at most (older ones are left). */
  initialWindow: number;
}

export interface SyncResult {
  /** Messages new to the cache (or whose content must be replaced). */
  messages: ParsedMessage[];
  /** Known messages whose flags changed. */
  flagChanges: Array<{ providerId: string; isRead: boolean; isImportant: boolean }>;
  /** Known messages gone from the folder. */
  removed: string[];
  /**
   * For protocols that cannot list removals (IMAP without QRESYNC): every id in the folder
   * right now within `presentRange` (ids compared as numbers when both are numeric); cached
   * messages of that range not listed are gone.
   */
  present?: string[];
  presentRange?: { from: string; to: string };
  /**
   * The mailbox was reset (IMAP UIDVALIDITY changed, Gmail history expired, Graph delta
   * reset): the service drops the folder's cache and syncs from scratch.
   */
  reset: boolean;
  cursor: SyncCursor;
  /** More to fetch: call again with `cursor`. */
  hasMore: boolean;
  /** The server's counts, when the sync learnt them. */
  unreadCount?: number | null;
  totalCount?: number | null;
  /** Messages the server had that could not be parsed; they are skipped, not fatal. */
  skipped?: Array<{ providerId: string; reason: string }>;
}

export interface SearchRequest {
  folder: string;
  query: string;
  limit: number;
  pageToken: string | null;
}

export interface SearchResult {
  /** Hits, best or newest first; parsed in full or as headers only (`bodyIncluded`). */
  messages: ParsedMessage[];
  nextPageToken: string | null;
}

export interface FlagChange {
  isRead?: boolean;
  isImportant?: boolean;
}

/** A message as a provider parsed it (mailparser for raw MIME; the API's JSON otherwise). */
export interface ParsedMessage {
  providerId: string;
  folder: string;
  /** The provider's conversation id, when it has one. */
  threadId: string | null;
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  subject: string;
  from: MailAddress | null;
  to: MailAddress[];
  cc: MailAddress[];
  bcc: MailAddress[];
  replyTo: MailAddress[];
  /** The Date header, else the internal (received) date. */
  date: Date;
  isRead: boolean;
  isImportant: boolean;
  isDraft: boolean;
  /** Unsanitised: the service sanitises before it stores or answers it. */
  html: string | null;
  text: string;
  /** false when only headers and flags came (search hits): the service fetches the body later. */
  bodyIncluded: boolean;
  attachments: ParsedAttachment[];
  size: number;
}

export interface ParsedAttachment {
  /** Stable within the message (MIME part number, Gmail attachmentId, Graph attachment id). */
  key: string;
  filename: string;
  contentType: string;
  size: number;
  contentId: string | null;
  inline: boolean;
  /** The bytes, when the provider has them at hand; else fetched through fetchAttachment. */
  content: Buffer | null;
}

export interface OutgoingMessage {
  /** RFC 822 bytes, Bcc kept out of the headers (envelope only). */
  raw: Buffer;
  envelope: { from: string; to: string[] };
  messageId: string;
  /** The message this one replies to or forwards (Graph/Gmail thread it). */
  inReplyTo: MessageRef | null;
}

export interface SendResult {
  /** The copy in Sent, when the provider saved one and knows its ref. */
  sent: MessageRef | null;
  savedToSent: boolean;
}

/** What a provider throws when its server fails; the service says it in the user's words. */
export class MailProviderError extends Error {
  constructor(
    message: string,
    readonly kind:
      'unavailable' | 'auth' | 'tls' | 'not_found' | 'rejected' | 'too_large' | 'rate_limited',
    /** The server's own words, for the log only (never passwords or tokens). */
    readonly detail?: string,
    /** Seconds the provider asked to wait (HTTP 429 Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'MailProviderError';
  }
}

export type MailProviders = Partial<Record<AccountType, MailProvider>>;
