import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { calendarStripe } from '../utils/calendarChoice';
import type { WeatherDay } from '@worksphere/contracts';
import clsx from 'clsx';
import { differenceInCalendarDays } from 'date-fns';
import type { DateFormatter } from '../../../platform/dates/dateFormatter';
import { focusRing } from '../../../ui/focusRing';
import { calendarMessages as messages } from '../calendar.messages';
import {
  formatChipTime,
  startOfDayKey,
  type DayKey,
  type DisplayEvent,
  type GridDay,
} from '../utils/calendarTime';
import { WeatherBadge } from './WeatherBadge';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';

type MonthGridProps = {
  weeks: GridDay[][];
  byDay: Map<DayKey, DisplayEvent[]>;
  weatherByDay: Map<DayKey, WeatherDay>;
  todayKey: DayKey;
  zone: string;
  canMove: (event: DisplayEvent) => boolean;
  onOpen: (event: DisplayEvent) => void;
  /** An event dragged from one day to another: how many days it moved. */
  onMove: (event: DisplayEvent, days: number) => void;
};

const DRAG_ID_SEPARATOR = '::';

/**
 * The arrow keys move a picked-up event to the neighbouring day in that direction: the nearest
 * day cell whose centre lies that way, the event placed at the cell's top.
 */
const dayCellCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect) return undefined;
  const direction = {
    ArrowRight: [1, 0],
    ArrowLeft: [-1, 0],
    ArrowDown: [0, 1],
    ArrowUp: [0, -1],
  }[event.code];
  if (!direction) return undefined;
  event.preventDefault();
  const [dx, dy] = direction as [number, number];
  const x = collisionRect.left + collisionRect.width / 2;
  const y = collisionRect.top + collisionRect.height / 2;
  let best: { left: number; top: number; width: number; distance: number } | undefined;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    // The day it is over now is not a step.
    if (x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom) continue;
    const cx = rect.left + rect.width / 2;
    const cy = rect.top + rect.height / 2;
    // Strictly that way, and roughly in line (same row for left/right, same column for up/down).
    const along = (cx - x) * dx + (cy - y) * dy;
    const across = Math.abs(dx !== 0 ? cy - y : cx - x);
    const inLine = across < (dx !== 0 ? rect.height : rect.width) / 2;
    if (along <= 1 || !inLine) continue;
    if (!best || along < best.distance) {
      best = { left: rect.left, top: rect.top, width: rect.width, distance: along };
    }
  }
  if (!best) return undefined;
  return { x: best.left + (best.width - collisionRect.width) / 2, y: best.top + 28 };
};

// A pointer drop lands on the cell under the pointer; the keyboard moves between cell centres.
const collisionDetection: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

/**
 * The month as a grid of days, Sunday first. Each day lists its events (at most 6 rem high,
 * scrolling beyond), its weather, and is highlighted when it is today. An event is moved by
 * dragging it to another day, or with the keyboard (Space, arrows, Space).
 */
export function MonthGrid({
  weeks,
  byDay,
  weatherByDay,
  todayKey,
  zone,
  canMove,
  onOpen,
  onMove,
}: MonthGridProps) {
  const dates = useDateFormatter(zone);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: dayCellCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
  const events = new Map<string, DisplayEvent>();
  for (const list of byDay.values()) for (const event of list) events.set(event.id, event);
  const parse = (id: string | number) => {
    const [eventId = '', dayKey = ''] = String(id).split(DRAG_ID_SEPARATOR);
    return { event: events.get(eventId), dayKey };
  };
  const titleOf = (id: string | number) => parse(id).event?.title ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => messages.dragPicked(titleOf(active.id)),
    onDragOver: ({ active, over }) =>
      over
        ? messages.dragOver(
            titleOf(active.id),
            dates.formatDayHeading(startOfDayKey(String(over.id), zone)),
          )
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? messages.dragDropped(
            titleOf(active.id),
            dates.formatDayHeading(startOfDayKey(String(over.id), zone)),
          )
        : messages.dragCancelled(titleOf(active.id)),
    onDragCancel: ({ active }) => messages.dragCancelled(titleOf(active.id)),
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over) return;
    const { event, dayKey } = parse(active.id);
    const target = String(over.id);
    if (!event || target === dayKey) return;
    const days = differenceInCalendarDays(startOfDayKey(target, zone), startOfDayKey(dayKey, zone));
    if (days !== 0) onMove(event, days);
  }

  const weekdays = weeks[0]?.map((day) => dates.formatWeekdayShort(day.date)) ?? [];
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: messages.dragInstructions },
      }}
    >
      <div
        role="grid"
        aria-label={messages.monthView}
        className="overflow-hidden rounded-xl border border-zinc-200 bg-white"
      >
        <div role="row" className="grid grid-cols-7 border-b border-zinc-200 bg-zinc-50">
          {weekdays.map((weekday) => (
            <div
              key={weekday}
              role="columnheader"
              className="px-2 py-2 text-center text-xs font-medium text-zinc-500"
            >
              {weekday}
            </div>
          ))}
        </div>
        {weeks.map((week) => (
          <div key={week[0]?.key} role="row" className="grid grid-cols-7">
            {week.map((day) => (
              <DayCell
                key={day.key}
                day={day}
                events={day.isInMonth ? (byDay.get(day.key) ?? []) : []}
                weather={weatherByDay.get(day.key)}
                isToday={day.key === todayKey}
                canMove={canMove}
                onOpen={onOpen}
                dates={dates}
              />
            ))}
          </div>
        ))}
      </div>
    </DndContext>
  );
}

function DayCell({
  day,
  events,
  weather,
  isToday,
  canMove,
  onOpen,
  dates,
}: {
  day: GridDay;
  events: DisplayEvent[];
  weather: WeatherDay | undefined;
  isToday: boolean;
  canMove: (event: DisplayEvent) => boolean;
  onOpen: (event: DisplayEvent) => void;
  dates: DateFormatter;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: day.key, disabled: !day.isInMonth });
  const label = messages.dayLabel(dates.formatDayHeading(day.date), events.length);
  return (
    <div
      ref={setNodeRef}
      role="gridcell"
      aria-label={label}
      aria-current={isToday ? 'date' : undefined}
      data-day={day.key}
      className={clsx(
        'flex min-h-24 min-w-0 flex-col gap-1 border-r border-b border-zinc-100 p-1 [&:nth-child(7n)]:border-r-0',
        day.isInMonth ? 'bg-white' : 'bg-zinc-50',
        isToday && 'bg-brand-50/70 ring-2 ring-brand-500 ring-inset',
        isOver && 'bg-brand-100',
      )}
    >
      <div className="flex items-start justify-between gap-1">
        {weather && day.isInMonth ? <WeatherBadge day={weather} /> : <span />}
        <time
          dateTime={day.key}
          className={clsx(
            'inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs',
            day.isInMonth ? 'text-zinc-800' : 'text-zinc-400',
            isToday && 'bg-brand-600 font-semibold text-white',
          )}
        >
          {dates.formatDayOfMonth(day.date)}
        </time>
      </div>
      {events.length > 0 ? (
        <ul className="max-h-24 space-y-0.5 overflow-y-auto" data-testid="day-events">
          {events.map((event) => (
            <li key={event.id}>
              <EventChip
                event={event}
                dayKey={day.key}
                movable={canMove(event)}
                onOpen={onOpen}
                dates={dates}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const categoryClasses: Record<string, string> = {
  Work: 'bg-brand-100 text-brand-900 hover:bg-brand-200',
  Personal: 'bg-emerald-100 text-emerald-900 hover:bg-emerald-200',
  Other: 'bg-amber-100 text-amber-900 hover:bg-amber-200',
};

export function categoryClassOf(category: string | null) {
  return (category && categoryClasses[category]) || 'bg-zinc-100 text-zinc-800 hover:bg-zinc-200';
}

function EventChip({
  event,
  dayKey,
  movable,
  onOpen,
  dates,
}: {
  event: DisplayEvent;
  dayKey: DayKey;
  movable: boolean;
  onOpen: (event: DisplayEvent) => void;
  dates: DateFormatter;
}) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `${event.id}${DRAG_ID_SEPARATOR}${dayKey}`,
    disabled: !movable,
  });
  const time = formatChipTime(event, dates);
  return (
    <button
      ref={setNodeRef}
      type="button"
      {...(movable ? attributes : {})}
      {...(movable ? listeners : {})}
      // dnd-kit gives the button role="button" and a description of how to move it.
      onClick={() => onOpen(event)}
      style={{ transform: CSS.Translate.toString(transform), ...calendarStripe(event) }}
      className={clsx(
        'flex w-full min-w-0 items-center gap-1 rounded px-1 py-0.5 text-left text-xs',
        categoryClassOf(event.category),
        movable && 'cursor-grab touch-manipulation',
        isDragging && 'relative z-10 shadow-lg',
        focusRing,
      )}
    >
      {time ? <span className="shrink-0 tabular-nums opacity-75">{time}</span> : null}
      <span className="truncate font-medium">{event.title}</span>
    </button>
  );
}
