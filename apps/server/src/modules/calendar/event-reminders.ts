import { defaultReminders, isId, type CalendarEvent } from '@worksphere/contracts';
import type { DbExecutor } from '../../platform/db/database.js';
import * as repo from './event-reminders.repo.js';
import type { ProviderAccount } from './providers/calendar-provider.js';

/** The built-in calendar's event row behind an event or one of its occurrences. */
const seriesIdOf = (event: CalendarEvent) => event.recurringEventId ?? event.id;

/**
 * Reminders of built-in calendar events, kept beside the provider: connected calendars (Google,
 * Microsoft, CalDAV) remind through their own apps.
 */
export function createEventReminders(db: DbExecutor) {
  /** The events with their reminders filled in (built-in events only; others are left as they are). */
  async function attach(organizationId: string, events: CalendarEvent[]) {
    const ids = [...new Set(events.map(seriesIdOf).filter(isId))];
    const byEvent = await repo.listReminders(db, organizationId, ids);
    for (const event of events) {
      // A "Busy" stand-in or a provider's read-only event is not the viewer's to be reminded of.
      if (event.readOnly || !isId(seriesIdOf(event))) continue;
      event.reminders = byEvent.get(seriesIdOf(event)) ?? [];
    }
    return events;
  }

  /**
   * After a write to a built-in event: the reminders given replace its own (a new event without
   * any gets the default), then the answer shows them.
   */
  async function save(
    account: ProviderAccount,
    event: CalendarEvent,
    reminders: number[] | undefined,
    { isNew, requestedId }: { isNew: boolean; requestedId?: string },
  ) {
    if (account.accountType !== 'local') return event;
    let wanted = reminders ?? (isNew ? defaultReminders(Boolean(event.start.date)) : undefined);
    // "This and following" splits the series: the new one keeps the old one's reminders.
    const previousId = requestedId?.split('_')[0];
    if (!wanted && previousId && isId(previousId) && previousId !== seriesIdOf(event)) {
      wanted = (await repo.listReminders(db, account.organizationId, [previousId])).get(previousId);
    }
    if (wanted) {
      await repo.replaceReminders(db, account.organizationId, seriesIdOf(event), [...wanted]);
    }
    const [shown] = await attach(account.organizationId, [event]);
    return shown!;
  }

  return { attach, save };
}
