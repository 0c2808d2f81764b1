import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import clsx from 'clsx';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useDateFormatter } from '../../../../platform/dates/useDateFormatter';
import { calendarMessages as messages } from '../../calendar.messages';
import { nowIn, startOfDayKey, type DayKey, type DisplayEvent } from '../../utils/calendarTime';
import {
  atMinute,
  HOUR_PX,
  layoutDay,
  minuteOfDay,
  minutesAt,
  movedTimes,
  resizedEnd,
  slotSpan,
  SNAP_PX,
  WORKDAY_START_HOUR,
} from '../../utils/timeGrid';
import { DayColumn } from './DayColumn';
import { movedAllDay, resizedAllDay } from '../../utils/allDayDrag';
import { AllDayRow } from './AllDayRow';
import {
  dayOfColumn,
  gridCollisionDetection,
  gridKeyboardCoordinates,
  isAllDayDrag,
  parseDragId,
} from './gridDrag';

type TimeGridProps = {
  days: DayKey[];
  byDay: Map<DayKey, DisplayEvent[]>;
  todayKey: DayKey;
  zone: string;
  /** Names the grid: "Week", "4 days", "Day". */
  label: string;
  canCreate: boolean;
  canMove: (event: DisplayEvent) => boolean;
  onOpen: (event: DisplayEvent) => void;
  /** A slot clicked or swept: the new event's start and end. */
  onCreate: (start: Date, end: Date) => void;
  /** An event moved or its end dragged: its new start and end. */
  onChangeTimes: (event: DisplayEvent, start: Date, end: Date) => void;
};

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** Re-renders every minute, for the now line. */
function useMinuteClock(zone: string) {
  const [now, setNow] = useState(() => nowIn(zone));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(nowIn(zone)), 60_000);
    return () => window.clearInterval(timer);
  }, [zone]);
  return now;
}

/**
 * The day, 4-day and week views: an all-day row on top, then 24 hours in 15-minute steps with a
 * column per day, scrolled to the working day when it opens, and a line at the current time on
 * today. Overlapping events stand side by side. Click or sweep empty slots to create, drag an
 * event to move it, drag its bottom edge to change its end; in the all-day row, drag an event to
 * another day or its right edge to change its last day (all with dnd-kit, keyboard included).
 */
export function TimeGrid({
  days,
  byDay,
  todayKey,
  zone,
  label,
  canCreate,
  canMove,
  onOpen,
  onCreate,
  onChangeTimes,
}: TimeGridProps) {
  const dates = useDateFormatter(zone);
  const now = useMinuteClock(zone);
  const scrollRef = useRef<HTMLDivElement>(null);
  const sweepStart = useRef<number | null>(null);
  const [sweep, setSweep] = useState<{ day: DayKey; start: number; end: number } | null>(null);
  const [resizing, setResizing] = useState<{ eventId: string; extraHeight: number } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: gridKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  useLayoutEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = WORKDAY_START_HOUR * HOUR_PX;
  }, []);

  const eventById = new Map<string, DisplayEvent>();
  for (const day of days) for (const event of byDay.get(day) ?? []) eventById.set(event.id, event);
  const titleOf = (id: string | number) => {
    const drag = parseDragId(id);
    return drag && drag.kind !== 'create' ? (eventById.get(drag.eventId)?.title ?? '') : '';
  };

  // The press on the empty slots says where a sweep begins (read from the column itself).
  const pressed = useRef<{ day: DayKey; minute: number } | null>(null);

  function handleDragStart({ active }: DragStartEvent) {
    const drag = parseDragId(active.id);
    if (drag?.kind !== 'create' || pressed.current?.day !== drag.day) return;
    sweepStart.current = pressed.current.minute;
    setSweep({ day: drag.day, ...slotSpan(sweepStart.current, sweepStart.current) });
  }

  function handleDragMove({ active, delta }: DragMoveEvent) {
    const drag = parseDragId(active.id);
    if (drag?.kind === 'create' && sweepStart.current !== null) {
      setSweep({
        day: drag.day,
        ...slotSpan(sweepStart.current, sweepStart.current + minutesAt(delta.y)),
      });
    } else if (drag?.kind === 'resize') {
      setResizing({ eventId: drag.eventId, extraHeight: Math.round(delta.y / SNAP_PX) * SNAP_PX });
    }
  }

  function reset() {
    sweepStart.current = null;
    setSweep(null);
    setResizing(null);
  }

  function handleDragEnd({ active, over, delta }: DragEndEvent) {
    const drag = parseDragId(active.id);
    const from = sweepStart.current;
    reset();
    if (!drag) return;
    if (drag.kind === 'create') {
      if (from === null) return;
      const { start, end } = slotSpan(from, from + minutesAt(delta.y));
      onCreate(atMinute(drag.day, start, zone), atMinute(drag.day, end, zone));
      return;
    }
    const event = eventById.get(drag.eventId);
    if (!event) return;
    if (isAllDayDrag(drag)) {
      // All-day events land on the day cell under them; off the row, nothing changes.
      if (!over) return;
      const day = dayOfColumn(over.id);
      const times =
        drag.kind === 'moveAllDay'
          ? movedAllDay(event, drag.day, day)
          : resizedAllDay(event, day, zone);
      if (times) onChangeTimes(event, times.start, times.end);
      return;
    }
    if (drag.kind === 'resize') {
      const end = resizedEnd(event, minutesAt(delta.y));
      if (end.getTime() !== event.end.getTime()) onChangeTimes(event, event.start, end);
      return;
    }
    const day = over ? dayOfColumn(over.id) : drag.day;
    const startMinute = minuteOfDay(event.start, drag.day, zone) + minutesAt(delta.y);
    const { start, end } = movedTimes(event, day, startMinute, zone);
    if (start.getTime() !== event.start.getTime()) onChangeTimes(event, start, end);
  }

  const dayName = (day: DayKey) => dates.formatDayHeading(startOfDayKey(day, zone));
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      messages.dragPicked(titleOf(active.id) || messages.timeGrid.newEvent),
    onDragOver: ({ active, over }) =>
      over
        ? messages.dragOver(
            titleOf(active.id) || messages.timeGrid.newEvent,
            dayName(dayOfColumn(over.id)),
          )
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? messages.dragDropped(
            titleOf(active.id) || messages.timeGrid.newEvent,
            dayName(dayOfColumn(over.id)),
          )
        : messages.dragCancelled(titleOf(active.id) || messages.timeGrid.newEvent),
    onDragCancel: ({ active }) =>
      messages.dragCancelled(titleOf(active.id) || messages.timeGrid.newEvent),
  };

  const columns = { gridTemplateColumns: `3.5rem repeat(${days.length}, minmax(0, 1fr))` };
  const nowMinute = minuteOfDay(now, todayKey, zone);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={gridCollisionDetection}
      // The slots and moves are read from how far the pointer went; a container scrolling by
      // itself under it would add its scroll to that distance.
      autoScroll={false}
      onDragStart={handleDragStart}
      onDragMove={handleDragMove}
      onDragEnd={handleDragEnd}
      onDragCancel={reset}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: messages.timeGrid.dragInstructions },
      }}
    >
      <div
        role="grid"
        aria-label={label}
        className="flex flex-col overflow-hidden rounded-xl border border-zinc-200 bg-white"
      >
        <div role="row" className="grid border-b border-zinc-200 bg-zinc-50" style={columns}>
          {/* The hours column's cell: it must take its grid column (an sr-only element is
              absolutely placed and would leave it to the first day). */}
          <span role="columnheader">
            <span className="sr-only">{messages.timeGrid.hours}</span>
          </span>
          {days.map((day) => {
            const date = startOfDayKey(day, zone);
            const isToday = day === todayKey;
            return (
              <div
                key={day}
                role="columnheader"
                aria-current={isToday ? 'date' : undefined}
                className="flex flex-col items-center border-l border-zinc-200 py-1.5 text-xs text-zinc-500"
              >
                <span>{dates.formatWeekdayShort(date)}</span>
                <span
                  className={clsx(
                    'inline-flex size-7 items-center justify-center rounded-full text-sm text-zinc-900',
                    isToday && 'bg-brand-600 font-semibold text-white',
                  )}
                >
                  {dates.formatDayOfMonth(date)}
                </span>
              </div>
            );
          })}
        </div>
        <AllDayRow
          days={days}
          byDay={byDay}
          columns={columns}
          dayName={dayName}
          canMove={canMove}
          onOpen={onOpen}
        />
        <div
          ref={scrollRef}
          className="max-h-[70vh] overflow-y-auto"
          data-testid="time-grid-scroll"
        >
          <div role="row" className="grid" style={columns}>
            <div role="rowheader" aria-label={messages.timeGrid.hours} className="relative">
              {HOURS.map((hour) =>
                hour === 0 ? null : (
                  <span
                    key={hour}
                    className="absolute right-1.5 -translate-y-1/2 text-[11px] text-zinc-500 tabular-nums"
                    style={{ top: hour * HOUR_PX }}
                  >
                    {dates.formatTime(atMinute(days[0]!, hour * 60, zone))}
                  </span>
                ),
              )}
            </div>
            {days.map((day) => (
              <DayColumn
                key={day}
                day={day}
                label={dayName(day)}
                placed={layoutDay(byDay.get(day) ?? [], day, zone)}
                nowMinute={day === todayKey ? nowMinute : null}
                canCreate={canCreate}
                canMove={canMove}
                sweep={sweep?.day === day ? sweep : null}
                resizing={resizing}
                onOpen={onOpen}
                onPressSlot={(slotDay, minute) => {
                  pressed.current = { day: slotDay, minute };
                }}
                onCreate={(slotDay, start, end) =>
                  onCreate(atMinute(slotDay, start, zone), atMinute(slotDay, end, zone))
                }
                dates={dates}
              />
            ))}
          </div>
        </div>
      </div>
    </DndContext>
  );
}
