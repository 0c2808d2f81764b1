import type { AccountType, CalendarEvent, EventScope, Recurrence } from '@worksphere/contracts';

/**
 * One calendar behind an account, whatever serves it: our own tables (`local`), Google
 * Calendar v3 (`gmail`), Microsoft Graph (`outlook`) or a CalDAV server (`caldav`). The service
 * (calendar.service.ts) checks permissions and account access; a provider only speaks its wire
 * format and answers events in the contracts' shape (Google's, spec 3 §3).
 */
export interface CalendarProvider {
  /** Every event overlapping [timeMin, timeMax), repeating events expanded into occurrences. */
  listEvents(account: ProviderAccount, range: EventRange): Promise<CalendarEvent[]>;
  createEvent(account: ProviderAccount, input: EventWrite): Promise<CalendarEvent>;
  /** `eventId` may be an occurrence's id; `scope` says whether the series changes. */
  updateEvent(
    account: ProviderAccount,
    eventId: string,
    input: EventWrite,
    scope: EventScope,
  ): Promise<CalendarEvent>;
  deleteEvent(account: ProviderAccount, eventId: string, scope: EventScope): Promise<void>;
  /** Can split a series for "this and following events"; the others refuse that scope. */
  splitsSeries?: boolean;
}

export interface EventRange {
  timeMin: Date;
  timeMax: Date;
  /** The viewer's zone: times written without one (floating) are their wall clock there. */
  timeZone?: string;
}

/**
 * An event as the service hands it to a provider, already validated: an all-day event has
 * `start`/`end` as YYYY-MM-DD (end exclusive), a timed one as UTC instants, with the zone the
 * user wrote it in.
 */
export interface EventWrite {
  title: string;
  description: string;
  location: string;
  category: string;
  allDay: boolean;
  start: string;
  end: string;
  timeZone: string;
  /** null: does not repeat; undefined (updates only): the repeat rule stays as it is. */
  recurrence?: Recurrence | null;
  /** Who writes it (the built-in calendar records the creator). */
  userId?: string;
  /** Built-in calendar only: the calendar it goes on (checked by the service). */
  calendarId?: string;
  /** Built-in calendar only: others see the event as "Busy". */
  isPrivate?: boolean;
}

/**
 * The account as a provider needs it. `credentials` are decrypted for this call only; a provider
 * that refreshes a token saves the new one through `credentialStore`, and one whose refresh is
 * refused marks the account through `markReconnectNeeded` before throwing.
 */
export interface ProviderAccount {
  id: string;
  organizationId: string;
  accountType: AccountType;
  emailAddress: string;
  settings: Record<string, unknown>;
  credentials: ProviderCredentials | null;
  credentialStore: CredentialStore;
  /**
   * Who asks. The built-in calendar shows each member the shared calendars and their own
   * private one, and others' private events only as "Busy"; unset, only the shared ones.
   */
  viewerId?: string;
}

export type ProviderCredentials =
  | { kind: 'oauth'; accessToken: string; refreshToken: string | null; expiresAt: string | null }
  | {
      kind: 'password';
      username: string;
      password: string;
      /** Mail accounts whose SMTP login differs from the IMAP one. */
      smtpUsername?: string;
      smtpPassword?: string;
    };

export interface CredentialStore {
  save(accountId: string, credentials: ProviderCredentials): Promise<void>;
  markReconnectNeeded(accountId: string, message: string): Promise<void>;
}

/**
 * What a provider throws when its server fails; the service turns it into that account's entry in
 * `failures` (a merged list) or a 4xx/503 with this message (one account).
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'unavailable' | 'auth' | 'not_found' | 'rejected',
    /** The provider's own words, for the log only (never tokens). */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export type CalendarProviders = Partial<Record<AccountType, CalendarProvider>>;
