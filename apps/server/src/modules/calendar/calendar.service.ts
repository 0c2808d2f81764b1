import {
  CALENDAR_MESSAGES,
  MAX_EVENT_RANGE_DAYS,
  type CalendarEvent,
  type CreateEventInput,
  type EventScope,
  type ListEventsResponse,
  type UpdateEventInput,
} from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import { hasPermission, type SessionContext } from '../../platform/auth/session-context.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { createAccountsService } from '../accounts/accounts.service.js';
import { findOrganizationUser } from '../users/users.repo.js';
import { assertInRange, toEventWrite } from './event-input.js';
import { ProviderError, type ProviderAccount } from './providers/calendar-provider.js';
import { DAY_MS } from './time-zones.js';

/** A provider slower than this is reported as failing while the others still show. */
const PROVIDER_TIMEOUT_MS = 15_000;
const ALL_ACCOUNTS = 'all';

const invalid = (message: string) => new AppError('VALIDATION_ERROR', message);

/** What a provider's failure answers for one account. */
function providerFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ProviderError) {
    if (error.kind === 'not_found') return new AppError('NOT_FOUND', error.message);
    if (error.kind === 'rejected') return invalid(error.message);
    return new AppError('SERVICE_UNAVAILABLE', error.message);
  }
  return new AppError('SERVICE_UNAVAILABLE', CALENDAR_MESSAGES.providerUnavailable);
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ProviderError(CALENDAR_MESSAGES.providerUnavailable, 'unavailable')),
      PROVIDER_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Earliest first; all-day dates count as midnight UTC. */
const startKey = (event: CalendarEvent) =>
  event.start.dateTime ?? (event.start.date ? `${event.start.date}T00:00:00.000Z` : '');

/**
 * The calendar of spec 3 §7: events of every usable account through its provider, writes only
 * with `calendar:edit`, another organisation's accounts and events not found.
 */
export function createCalendarService(deps: AppDeps) {
  const { db, logger, calendarProviders } = deps;
  const accounts = createAccountsService(deps);

  function assertCanEdit(session: SessionContext) {
    if (!hasPermission(session, 'calendar:edit')) throw forbidden(CALENDAR_MESSAGES.editForbidden);
  }

  /** A specific account's provider; "all" or nothing asks the user to pick one. */
  async function calendarOf(session: SessionContext, accountId: string | undefined) {
    const id = accountId?.trim();
    if (!id || id === ALL_ACCOUNTS) throw invalid(CALENDAR_MESSAGES.selectAccount);
    let account: ProviderAccount;
    try {
      account = await accounts.resolveUsableAccount(session, id);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') {
        throw new AppError('NOT_FOUND', CALENDAR_MESSAGES.accountNotFound);
      }
      throw error;
    }
    const provider = calendarProviders[account.accountType];
    if (!provider || account.accountType === 'imap') {
      throw invalid(CALENDAR_MESSAGES.accountHasNoCalendar);
    }
    return { account, provider };
  }

  function logFailure(account: ProviderAccount, error: unknown) {
    const detail = error instanceof ProviderError ? error.detail : undefined;
    logger.warn(
      {
        accountId: account.id,
        accountType: account.accountType,
        err: (error as Error)?.message,
        detail,
      },
      'calendar provider failed',
    );
  }

  async function userTimeZone(session: SessionContext) {
    const user = await findOrganizationUser(db, session.organizationId, session.userId);
    return user?.timeZone ?? null;
  }

  /** GET /calendar/events: one account, or every usable one merged ("all"). */
  async function listEvents(
    session: SessionContext,
    query: { accountId: string; timeMin: string | null; timeMax: string | null },
  ): Promise<ListEventsResponse> {
    const timeMin = new Date(query.timeMin!);
    const timeMax = new Date(query.timeMax!);
    assertInRange(timeMin);
    assertInRange(timeMax);
    if (timeMax <= timeMin) throw invalid(CALENDAR_MESSAGES.endBeforeStart);
    if (timeMax.getTime() - timeMin.getTime() > MAX_EVENT_RANGE_DAYS * DAY_MS) {
      throw invalid(CALENDAR_MESSAGES.rangeTooLong);
    }
    const range = { timeMin, timeMax };
    if (query.accountId !== ALL_ACCOUNTS) {
      const { account, provider } = await calendarOf(session, query.accountId);
      try {
        const events = await withTimeout(provider.listEvents(account, range));
        return {
          events: events.sort((a, b) => startKey(a).localeCompare(startKey(b))),
          failures: [],
        };
      } catch (error) {
        logFailure(account, error);
        throw providerFailure(error);
      }
    }
    const usable = (await accounts.listUsableProviderAccounts(session)).filter(
      ({ account }) => account.capabilities.calendar && calendarProviders[account.accountType],
    );
    const settled = await Promise.allSettled(
      usable.map(({ provider: account }) =>
        withTimeout(calendarProviders[account.accountType]!.listEvents(account, range)),
      ),
    );
    const events: CalendarEvent[] = [];
    const failures: ListEventsResponse['failures'] = [];
    settled.forEach((result, index) => {
      const { provider: account } = usable[index]!;
      if (result.status === 'fulfilled') events.push(...result.value);
      else {
        logFailure(account, result.reason);
        failures.push({ accountId: account.id, error: providerFailure(result.reason).message });
      }
    });
    events.sort((a, b) => startKey(a).localeCompare(startKey(b)));
    return { events, failures };
  }

  /** Run a write, turning provider failures into answers. */
  async function write<T>(account: ProviderAccount, action: () => Promise<T>): Promise<T> {
    try {
      return await withTimeout(action());
    } catch (error) {
      if (!(error instanceof ProviderError && error.kind === 'not_found'))
        logFailure(account, error);
      throw providerFailure(error);
    }
  }

  /** POST /calendar/events */
  async function createEvent(session: SessionContext, input: CreateEventInput) {
    assertCanEdit(session);
    const { account, provider } = await calendarOf(session, input.accountId);
    const event = { ...toEventWrite(input, await userTimeZone(session)), userId: session.userId };
    if (event.recurrence === undefined) event.recurrence = null;
    return write(account, () => provider.createEvent(account, event));
  }

  /** PUT /calendar/events/{id}; a repeat rule left out stays as it is. */
  async function updateEvent(session: SessionContext, eventId: string, input: UpdateEventInput) {
    assertCanEdit(session);
    const { account, provider } = await calendarOf(session, input.accountId);
    const event = toEventWrite(input, await userTimeZone(session));
    return write(account, () => provider.updateEvent(account, eventId, event, input.scope));
  }

  /** DELETE /calendar/events/{id}?accountId&scope */
  async function deleteEvent(
    session: SessionContext,
    eventId: string,
    query: { accountId: string; scope: EventScope },
  ) {
    assertCanEdit(session);
    const { account, provider } = await calendarOf(session, query.accountId);
    await write(account, () => provider.deleteEvent(account, eventId, query.scope));
  }

  return { assertCanEdit, listEvents, createEvent, updateEvent, deleteEvent };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
