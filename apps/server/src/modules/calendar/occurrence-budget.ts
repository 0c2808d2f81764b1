import { EVENT_LIST_LIMITS, type CalendarEvent } from '@worksphere/contracts';
import type { EventListLimits } from './event-list-limits.js';

type Pending = { start: number; seriesId: string | null; make: () => CalendarEvent };

/** A start as the list is sorted: all-day dates at midnight UTC. */
const instantOf = (fields: { allDay: boolean; start: string }) =>
  new Date(fields.allDay ? `${fields.start.slice(0, 10)}T00:00:00Z` : fields.start).getTime();

/**
 * Builds only the events a bounded answer can show. The expansion notes each occurrence's start
 * (cheap) and how to build it (not cheap: a year of 200 daily series is 73,000 events); then
 * the earliest are built, one more per series and in all than the limits keep, so that
 * boundEventList still sees what is left out and says so.
 */
export function occurrenceBudget(limits: EventListLimits = EVENT_LIST_LIMITS) {
  const pending: Pending[] = [];

  function add(
    row: { id: string; recurrence: unknown },
    fields: { allDay: boolean; start: string },
    make: () => CalendarEvent,
  ) {
    pending.push({ start: instantOf(fields), seriesId: row.recurrence ? row.id : null, make });
  }

  function events(): CalendarEvent[] {
    pending.sort((a, b) => a.start - b.start);
    const perSeries = new Map<string, number>();
    const chosen: Pending[] = [];
    for (const item of pending) {
      if (chosen.length > limits.maxEvents) break;
      if (item.seriesId) {
        const seen = perSeries.get(item.seriesId) ?? 0;
        if (seen > limits.maxOccurrencesPerSeries) continue;
        perSeries.set(item.seriesId, seen + 1);
      }
      chosen.push(item);
    }
    return chosen.map((item) => item.make());
  }

  return { add, events };
}
