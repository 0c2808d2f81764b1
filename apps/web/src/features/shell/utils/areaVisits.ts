/**
 * How often a user opens each area of the workspace, kept in this browser's localStorage per user:
 * the phone's bottom bar shows the four areas opened most (issue 22). Pure ranking rules first,
 * then the storage wrappers that never throw (private mode, quota).
 */

export type AreaVisitCounts = Readonly<Record<string, number>>;

/** Shown first until the user's own visits say otherwise. */
export const DEFAULT_AREA_ORDER: readonly string[] = ['/dash', '/tasks', '/chat', '/calendar'];

/** How many areas the phone's bottom bar holds before "More". */
export const BOTTOM_BAR_AREA_COUNT = 4;

export function withVisit(counts: AreaVisitCounts, area: string): AreaVisitCounts {
  return { ...counts, [area]: (counts[area] ?? 0) + 1 };
}

/**
 * The `count` areas opened most, most visited first; ties keep the default order, then the
 * order of `areas`, so the bar does not reshuffle between equally used areas.
 */
export function mostOpenedAreas(
  counts: AreaVisitCounts,
  areas: readonly string[],
  count = BOTTOM_BAR_AREA_COUNT,
): string[] {
  const rankOf = (area: string) => {
    const defaultIndex = DEFAULT_AREA_ORDER.indexOf(area);
    return defaultIndex === -1 ? DEFAULT_AREA_ORDER.length + areas.indexOf(area) : defaultIndex;
  };
  return [...areas]
    .sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0) || rankOf(a) - rankOf(b))
    .slice(0, count);
}

const keyOf = (userId: string) => `ws.nav.areaVisits.${userId}`;

export function readAreaVisits(userId: string): AreaVisitCounts {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(keyOf(userId)) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] =>
          typeof entry[1] === 'number' && Number.isFinite(entry[1]),
      ),
    );
  } catch {
    // Unreadable or refused storage: fall back to the default order.
    return {};
  }
}

export function saveAreaVisits(userId: string, counts: AreaVisitCounts): void {
  try {
    window.localStorage.setItem(keyOf(userId), JSON.stringify(counts));
  } catch {
    // Storage refused: the bar keeps the default order, which is harmless.
  }
}
