import type { Recurrence } from '@worksphere/contracts';
import type { OccurrenceOverride } from './calendar.table.js';
import { occurrenceStarts, type SeriesTiming } from './recurrence.js';
import { DAY_MS, parseCompactUtc } from './time-zones.js';

/** A series as the split needs it: its timing plus what was deleted from or edited in it. */
export type SplittableSeries = SeriesTiming & {
  exceptionKeys: string[];
  overrides: Record<string, OccurrenceOverride>;
};

export type SeriesPart = {
  recurrence: Recurrence;
  exceptionKeys: string[];
  overrides: Record<string, OccurrenceOverride>;
};

/**
 * "This and following events": the series ends just before the chosen occurrence and a second
 * series takes over from it. Deleted and edited occurrences go with the part they fall in; the
 * chosen occurrence's own edit is dropped (the new series starts with what the user wrote). A
 * count is shared out: the new series repeats as many times as the old one had left.
 */
export function splitSeries(
  series: SplittableSeries,
  key: string,
): { before: SeriesPart; after: SeriesPart } {
  const original = parseCompactUtc(key);
  if (!original) throw new Error(`not an occurrence key: ${key}`);
  // An all-day series runs through its "until" day, so it ends on the day before; a timed one
  // a second before the chosen start (rrule's until is inclusive).
  const until = new Date(original.getTime() - (series.allDay ? DAY_MS : 1000));
  const rule = series.recurrence;
  const before: Recurrence = { ...rule, count: undefined, until: until.toISOString() };
  let after: Recurrence = { ...rule };
  if (rule.count) {
    const passed = occurrenceStarts(series, series.start, until).length;
    after = { ...rule, count: Math.max(1, rule.count - passed) };
  }
  const isBefore = (candidate: string) => candidate < key; // the keys sort as their instants
  const pick = (keep: (candidate: string) => boolean) =>
    Object.fromEntries(
      Object.entries(series.overrides).filter(([candidate]) => keep(candidate)),
    ) as Record<string, OccurrenceOverride>;
  return {
    before: {
      recurrence: before,
      exceptionKeys: series.exceptionKeys.filter(isBefore),
      overrides: pick(isBefore),
    },
    after: {
      recurrence: after,
      exceptionKeys: series.exceptionKeys.filter((candidate) => candidate > key),
      overrides: pick((candidate) => candidate > key),
    },
  };
}
