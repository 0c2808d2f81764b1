import { CALENDAR_VIEWS, type CalendarViewMode } from './timeGrid';

/**
 * The calendar view a user last chose, kept in this browser's localStorage per user id: a screen
 * preference, like the width of a window, not worth a server round trip.
 */
const keyOf = (userId: string) => `ws.calendar.view.${userId}`;

export function savedCalendarView(userId: string): CalendarViewMode {
  try {
    const saved = window.localStorage.getItem(keyOf(userId));
    return CALENDAR_VIEWS.find((view) => view === saved) ?? 'month';
  } catch {
    // Storage refused (private mode): the spec's month grid.
    return 'month';
  }
}

export function saveCalendarView(userId: string, view: CalendarViewMode): void {
  try {
    window.localStorage.setItem(keyOf(userId), view);
  } catch {
    // Storage refused: the choice lasts until the page is left, which is harmless.
  }
}
