import {
  CALENDAR_MESSAGES,
  INVITATION_MESSAGES,
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
import { createCalendarsService } from './calendars.service.js';
import { assertInRange, toEventWrite } from './event-input.js';
import { boundEventList } from './event-list-limits.js';
import { busyStaysBare } from './event-visibility.js';
import { createEventReminders } from './event-reminders.js';
import { createInvitationsService } from './invitations/invitations.service.js';
import {
  ProviderError,
  type CalendarProvider,
  type ProviderAccount,
} from './providers/calendar-provider.js';
import { parseEventId } from './providers/local.provider.js';
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
  const calendars = createCalendarsService(deps);
  const reminders = createEventReminders(db);
  const invitations = createInvitationsService(deps);
  const localIdOf = (account: ProviderAccount) =>
    account.accountType === 'local' ? account.id : undefined;

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
    return { account: { ...account, viewerId: session.userId }, provider };
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
    // Floating times (no zone) from other clients show as the viewer's wall clock.
    const range = { timeMin, timeMax, timeZone: (await userTimeZone(session)) ?? 'UTC' };
    if (query.accountId !== ALL_ACCOUNTS) {
      const { account, provider } = await calendarOf(session, query.accountId);
      try {
        const events = await reminders.attach(
          session.organizationId,
          await withTimeout(provider.listEvents(account, range)),
        );
        await invitations.attachAttendees(session.organizationId, localIdOf(account), events);
        return {
          events: busyStaysBare(events).sort((a, b) => startKey(a).localeCompare(startKey(b))),
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
        withTimeout(
          calendarProviders[account.accountType]!.listEvents(
            { ...account, viewerId: session.userId },
            range,
          ),
        ),
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
    await reminders.attach(session.organizationId, events);
    const local = usable.find(({ provider: account }) => localIdOf(account));
    await invitations.attachAttendees(session.organizationId, local?.provider.id, events);
    return { events: busyStaysBare(events), failures };
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

  function assertScopeFits(provider: CalendarProvider, scope: EventScope) {
    if (scope === 'following' && !provider.splitsSeries) {
      throw invalid(CALENDAR_MESSAGES.followingUnsupported);
    }
  }

  /** Attendees exist on the built-in calendar only; they are checked before anything is written. */
  async function attendeesFor(
    session: SessionContext,
    account: ProviderAccount,
    inputs: CreateEventInput['attendees'],
  ) {
    if (!localIdOf(account)) {
      if (inputs?.length) throw invalid(INVITATION_MESSAGES.localOnly);
      return undefined;
    }
    return invitations.resolveAttendees(session, inputs);
  }

  /** Invites, updates or tells those removed, then answers the event with its attendees. */
  async function invitationsSaved(
    session: SessionContext,
    account: ProviderAccount,
    event: CalendarEvent,
    wanted: Awaited<ReturnType<typeof attendeesFor>>,
    change: 'created' | 'updated',
  ) {
    if (!localIdOf(account)) return event;
    await invitations.eventSaved(session, event.recurringEventId ?? event.id, wanted, change);
    await invitations.attachAttendees(session.organizationId, account.id, [event]);
    return event;
  }

  /**
   * Which built-in calendar a write goes on and whether it is private: a named calendar the
   * caller sees, or for a new event the first shared one. Only shared calendars hold private
   * events (a private calendar is private throughout); other accounts have neither.
   */
  async function placement(
    session: SessionContext,
    account: ProviderAccount,
    input: { calendarId?: string; isPrivate?: boolean },
    isNew: boolean,
  ): Promise<{ calendarId?: string; isPrivate?: boolean }> {
    if (account.accountType !== 'local') return {};
    if (!isNew && !input.calendarId) {
      return input.isPrivate === undefined ? {} : { isPrivate: input.isPrivate };
    }
    const calendar = await calendars.resolveWritableCalendar(session, input.calendarId);
    const isPrivate = calendar.ownerId ? false : input.isPrivate;
    return { calendarId: calendar.id, isPrivate: isPrivate ?? (isNew ? false : undefined) };
  }

  /** POST /calendar/events */
  async function createEvent(session: SessionContext, input: CreateEventInput) {
    assertCanEdit(session);
    const { account, provider } = await calendarOf(session, input.accountId);
    const event = {
      ...toEventWrite(input, await userTimeZone(session)),
      userId: session.userId,
      ...(await placement(session, account, input, true)),
    };
    if (event.recurrence === undefined) event.recurrence = null;
    const wanted = await attendeesFor(session, account, input.attendees);
    const created = await calendars.withColor(
      session,
      await write(account, () => provider.createEvent(account, event)),
    );
    const saved = await reminders.save(account, created, input.reminders, { isNew: true });
    const answer = await invitationsSaved(session, account, saved, wanted, 'created');
    await reportToWebhooks(session, account, answer);
    return answer;
  }

  /** Webhooks hear of events on shared calendars only, and not of private ones. */
  async function reportToWebhooks(
    session: SessionContext,
    account: ProviderAccount,
    event: CalendarEvent,
  ) {
    if (!deps.webhooks || account.accountType !== 'local' || event.isPrivate) return;
    if (!event.calendarId) return;
    const calendar = await calendars.resolveWritableCalendar(session, event.calendarId);
    if (calendar.ownerId) return;
    deps.webhooks.emit(session.organizationId, 'calendar.event.created', { event });
  }

  /** PUT /calendar/events/{id}; a repeat rule left out stays as it is. */
  async function updateEvent(session: SessionContext, eventId: string, input: UpdateEventInput) {
    assertCanEdit(session);
    const { account, provider } = await calendarOf(session, input.accountId);
    assertScopeFits(provider, input.scope);
    const event = {
      ...toEventWrite(input, await userTimeZone(session)),
      ...(await placement(session, account, input, false)),
    };
    const wanted = await attendeesFor(session, account, input.attendees);
    const updated = await calendars.withColor(
      session,
      await write(account, () => provider.updateEvent(account, eventId, event, input.scope)),
    );
    const saved = await reminders.save(account, updated, input.reminders, {
      isNew: false,
      requestedId: eventId,
    });
    // Split off as a new series: it takes the old one's attendees, whose end they hear of too.
    const previousId = localIdOf(account) ? parseEventId(eventId)?.seriesId : undefined;
    const savedId = saved.recurringEventId ?? saved.id;
    if (input.scope === 'following' && previousId && previousId !== savedId) {
      await invitations.seriesSplit(session, previousId, savedId);
      await invitations.eventSaved(session, previousId, undefined, 'updated');
    }
    return invitationsSaved(session, account, saved, wanted, 'updated');
  }

  /** DELETE /calendar/events/{id}?accountId&scope */
  async function deleteEvent(
    session: SessionContext,
    eventId: string,
    query: { accountId: string; scope: EventScope },
  ) {
    assertCanEdit(session);
    const { account, provider } = await calendarOf(session, query.accountId);
    assertScopeFits(provider, query.scope);
    const seriesId = localIdOf(account) ? parseEventId(eventId)?.seriesId : undefined;
    // The whole event goes: attendees hear it while their rows still exist.
    const isWhole = query.scope === 'series' || seriesId === eventId;
    if (seriesId && isWhole) await invitations.eventDeleting(session, seriesId);
    await write(account, () => provider.deleteEvent(account, eventId, query.scope));
    if (seriesId && !isWhole) await invitations.eventSaved(session, seriesId, undefined, 'updated');
  }

  /** GET /calendar/events within the answer's limits (see event-list-limits.ts). */
  async function listBoundedEvents(
    session: SessionContext,
    query: Parameters<typeof listEvents>[1],
  ) {
    return boundEventList(await listEvents(session, query));
  }

  return { assertCanEdit, listEvents: listBoundedEvents, createEvent, updateEvent, deleteEvent };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
