import {
  CALENDAR_MESSAGES,
  INVITATION_MESSAGES,
  type CalendarEvent,
  type FreeBusyResponse,
} from '@worksphere/contracts';
import type { AppDeps } from '../../../platform/app-deps.js';
import type { SessionContext } from '../../../platform/auth/session-context.js';
import { AppError } from '../../../platform/errors.js';
import { findLocalAccount } from '../../accounts/accounts.repo.js';
import { assertInRange } from '../event-input.js';
import { DAY_MS } from '../time-zones.js';
import * as repo from './attendees.repo.js';

/** Longest window one free/busy request covers: a month of days to choose from. */
const MAX_FREE_BUSY_DAYS = 31;

type Block = { start: string; end: string };

/** Overlapping or touching blocks become one, so nothing about separate events shows. */
function mergeBlocks(blocks: Block[]): Block[] {
  const sorted = [...blocks].sort((a, b) => a.start.localeCompare(b.start));
  const merged: Block[] = [];
  for (const block of sorted) {
    const last = merged.at(-1);
    if (last && block.start <= last.end) {
      if (block.end > last.end) last.end = block.end;
    } else merged.push({ ...block });
  }
  return merged;
}

/**
 * Members' busy times on the built-in calendar: timed events they organise (private calendars
 * included) or were invited to and did not decline. Only blocks, never titles. All-day events
 * leave the day free, as Google Calendar treats them by default.
 */
export function createFreeBusyService(deps: AppDeps) {
  const { db } = deps;

  return async function freeBusy(
    session: SessionContext,
    query: { userIds: string[]; timeMin: string | null; timeMax: string | null },
  ): Promise<FreeBusyResponse> {
    const timeMin = new Date(query.timeMin!);
    const timeMax = new Date(query.timeMax!);
    assertInRange(timeMin);
    assertInRange(timeMax);
    if (timeMax <= timeMin)
      throw new AppError('VALIDATION_ERROR', CALENDAR_MESSAGES.endBeforeStart);
    if (timeMax.getTime() - timeMin.getTime() > MAX_FREE_BUSY_DAYS * DAY_MS) {
      throw new AppError('VALIDATION_ERROR', INVITATION_MESSAGES.rangeTooLong);
    }
    const members = await repo.listMembers(db, session.organizationId, query.userIds);
    if (members.length !== query.userIds.length) {
      throw new AppError('NOT_FOUND', INVITATION_MESSAGES.memberNotFound);
    }
    const account = await findLocalAccount(db, session.organizationId);
    const provider = deps.calendarProviders.local;
    if (!account || !provider || query.userIds.length === 0) {
      return { people: query.userIds.map((userId) => ({ userId, busy: [] })) };
    }
    // Each person's events as they see them: their private calendar counts, its titles never leave.
    const eventsOf = async (userId: string) => {
      // The built-in calendar shows a viewer the shared calendars and their own private one.
      const viewer = { viewerId: userId };
      return provider.listEvents(
        {
          ...viewer,
          id: account.id,
          organizationId: session.organizationId,
          accountType: 'local',
          emailAddress: account.emailAddress,
          settings: {},
          credentials: null,
          credentialStore: {
            save: async () => undefined,
            markReconnectNeeded: async () => undefined,
          },
        },
        { timeMin, timeMax },
      );
    };
    const seriesOf = (event: CalendarEvent) => event.recurringEventId ?? event.id;
    const attended = (
      await repo.listAttendedEventIds(db, session.organizationId, query.userIds)
    ).filter((row) => row.status !== 'declined');
    const organizers = new Map(
      (
        await repo.listOrganizers(
          db,
          session.organizationId,
          attended.map((row) => row.eventId),
        )
      ).map((row) => [row.id, row.createdById]),
    );
    // An invitation may sit on the organiser's private calendar: it is read as they see it.
    const viewers = new Set([
      ...query.userIds,
      ...[...organizers.values()].flatMap((id) => (id ? [id] : [])),
    ]);
    const seen = new Map<string, CalendarEvent[]>();
    for (const viewerId of viewers) {
      seen.set(
        viewerId,
        (await eventsOf(viewerId)).filter((event) => event.start.dateTime && event.end.dateTime),
      );
    }
    const ownSeries = new Map(
      (
        await repo.listOrganizers(db, session.organizationId, [
          ...new Set([...seen.values()].flat().map(seriesOf)),
        ])
      ).map((row) => [row.id, row.createdById]),
    );
    const busyOf = (userId: string) => {
      const own = seen.get(userId)!.filter((event) => ownSeries.get(seriesOf(event)) === userId);
      const invited = attended
        .filter((row) => row.userId === userId)
        .flatMap((row) => {
          const organizerId = organizers.get(row.eventId);
          const events = organizerId ? (seen.get(organizerId) ?? []) : [];
          return events.filter((event) => seriesOf(event) === row.eventId);
        });
      return [...own, ...invited].map((event) => ({
        start: new Date(event.start.dateTime!).toISOString(),
        end: new Date(event.end.dateTime!).toISOString(),
      }));
    };
    return {
      people: query.userIds.map((userId) => ({ userId, busy: mergeBlocks(busyOf(userId)) })),
    };
  };
}
