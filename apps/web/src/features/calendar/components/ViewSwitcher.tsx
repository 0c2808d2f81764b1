import clsx from 'clsx';
import { CalendarDays, CalendarRange, Columns3, List, Square } from 'lucide-react';
import { calendarMessages as messages } from '../calendar.messages';
import { CALENDAR_VIEWS, type CalendarViewMode } from '../utils/timeGrid';

const VIEW_LABELS: Record<CalendarViewMode, string> = {
  day: messages.dayView,
  '4day': messages.fourDayView,
  week: messages.weekView,
  month: messages.monthView,
  agenda: messages.agendaView,
};
const VIEW_ICONS = {
  day: Square,
  '4day': Columns3,
  week: CalendarRange,
  month: CalendarDays,
  agenda: List,
} as const;

/** The switch between the calendar's views (spec 3 §2's month and agenda, and the hour grids). */
export function ViewSwitcher({
  view,
  onChange,
}: {
  view: CalendarViewMode;
  onChange: (view: CalendarViewMode) => void;
}) {
  return (
    <div
      role="group"
      aria-label={messages.viewLabel}
      className="inline-flex rounded-lg border border-zinc-300 p-0.5"
    >
      {CALENDAR_VIEWS.map((mode) => {
        const Icon = VIEW_ICONS[mode];
        return (
          <button
            key={mode}
            type="button"
            aria-pressed={view === mode}
            onClick={() => onChange(mode)}
            className={clsx(
              'inline-flex h-7 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
              view === mode ? 'bg-brand-600 text-white' : 'text-zinc-700 hover:bg-zinc-100',
            )}
          >
            <Icon aria-hidden className="size-4" />
            {VIEW_LABELS[mode]}
          </button>
        );
      })}
    </div>
  );
}
