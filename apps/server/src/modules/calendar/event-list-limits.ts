import { EVENT_LIST_LIMITS, type CalendarEvent } from '@worksphere/contracts';

export type EventListLimits = { maxEvents: number; maxOccurrencesPerSeries: number };

/** Earliest first; all-day dates count as midnight UTC (as the list is sorted). */
const startOf = (event: CalendarEvent) =>
  event.start.dateTime
    ? new Date(event.start.dateTime).toISOString()
    : `${event.start.date}T00:00:00.000Z`;

/**
 * Caps a list sorted by start: at most `maxOccurrencesPerSeries` occurrences of each series,
 * then at most `maxEvents` in all, keeping the earliest. The answer says whether anything was
 * left out and before which instant it is complete, so a client can ask for the rest.
 */
export function boundEventList<T extends { events: CalendarEvent[] }>(
  answer: T,
  limits: EventListLimits = EVENT_LIST_LIMITS,
) {
  const perSeries = new Map<string, number>();
  const kept: CalendarEvent[] = [];
  let firstLeftOut: string | undefined;
  const leaveOut = (event: CalendarEvent) => {
    const start = startOf(event);
    if (!firstLeftOut || start < firstLeftOut) firstLeftOut = start;
  };
  for (const event of answer.events) {
    const series = event.recurringEventId;
    const seen = series ? (perSeries.get(series) ?? 0) : 0;
    if (series && seen >= limits.maxOccurrencesPerSeries) {
      leaveOut(event);
      continue;
    }
    if (series) perSeries.set(series, seen + 1);
    if (kept.length >= limits.maxEvents) {
      leaveOut(event);
      continue;
    }
    kept.push(event);
  }
  return {
    ...answer,
    events: kept,
    truncated: firstLeftOut !== undefined,
    ...(firstLeftOut ? { completeUntil: firstLeftOut } : {}),
    limits: { ...limits },
  };
}
