import { useDraggable, useDroppable } from '@dnd-kit/core';
import clsx from 'clsx';
import type { MouseEvent } from 'react';
import type { DateFormatter } from '../../../../platform/dates/dateFormatter';
import { calendarMessages as messages } from '../../calendar.messages';
import type { DisplayEvent } from '../../utils/calendarTime';
import { DAY_MINUTES, HOUR_PX, minutesAt, slotSpan, type PlacedEvent } from '../../utils/timeGrid';
import { columnId, dragId } from './gridDrag';
import { TimedEvent } from './TimedEvent';

type DayColumnProps = {
  day: string;
  placed: PlacedEvent[];
  /** Minute of the day now, when this column is today. */
  nowMinute: number | null;
  canCreate: boolean;
  canMove: (event: DisplayEvent) => boolean;
  /** The slot being swept to create an event, in minutes. */
  sweep: { start: number; end: number } | null;
  resizing: { eventId: string; extraHeight: number } | null;
  onOpen: (event: DisplayEvent) => void;
  onCreate: (day: string, start: number, end: number) => void;
  /** Where a press on the empty slots began (minute of the day): a sweep starts there. */
  onPressSlot: (day: string, minute: number) => void;
  dates: DateFormatter;
  label: string;
};

/**
 * One day of the hour grid: hour lines, the events, the now line, and underneath them the empty
 * slots, where a click creates a 30-minute event and a drag one of the swept span.
 */
export function DayColumn({
  day,
  placed,
  nowMinute,
  canCreate,
  canMove,
  sweep,
  resizing,
  onOpen,
  onCreate,
  onPressSlot,
  dates,
  label,
}: DayColumnProps) {
  const drop = useDroppable({ id: columnId(day) });
  const creator = useDraggable({ id: dragId({ kind: 'create', day }), disabled: !canCreate });

  const minuteAt = (press: MouseEvent<HTMLDivElement>) =>
    minutesAt(press.clientY - press.currentTarget.getBoundingClientRect().top);

  function handleClick(click: MouseEvent<HTMLDivElement>) {
    if (!canCreate) return;
    const minute = minuteAt(click);
    const { start, end } = slotSpan(minute, minute);
    onCreate(day, start, end);
  }

  return (
    <div
      ref={drop.setNodeRef}
      role="gridcell"
      aria-label={label}
      data-day={day}
      className={clsx('relative border-l border-zinc-200', drop.isOver && 'bg-brand-50/50')}
      style={{ height: (DAY_MINUTES / 60) * HOUR_PX }}
    >
      {/* The empty slots: pointer only, the keyboard creates with Add Event. */}
      <div
        ref={creator.setNodeRef}
        {...(canCreate ? creator.listeners : {})}
        data-testid="empty-slots"
        onPointerDownCapture={(press) => onPressSlot(day, minuteAt(press))}
        onClick={handleClick}
        className={clsx(
          'absolute inset-0 bg-[repeating-linear-gradient(to_bottom,transparent_0,transparent_47px,var(--color-zinc-100)_47px,var(--color-zinc-100)_48px)]',
          canCreate && 'cursor-cell',
        )}
      />
      {sweep ? (
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-1 rounded-md border-2 border-dashed border-brand-500 bg-brand-100/60"
          style={{
            top: (sweep.start / 60) * HOUR_PX,
            height: ((sweep.end - sweep.start) / 60) * HOUR_PX,
          }}
        />
      ) : null}
      {placed.map((item) => (
        <TimedEvent
          key={item.event.id}
          placed={item}
          day={day}
          movable={canMove(item.event)}
          extraHeight={resizing?.eventId === item.event.id ? resizing.extraHeight : 0}
          onOpen={() => onOpen(item.event)}
          dates={dates}
        />
      ))}
      {nowMinute !== null ? (
        <div
          data-testid="now-line"
          aria-label={messages.timeGrid.now}
          role="img"
          className="pointer-events-none absolute inset-x-0 z-10 h-0.5 bg-red-500 before:absolute before:-top-1 before:-left-1 before:size-2.5 before:rounded-full before:bg-red-500"
          style={{ top: (nowMinute / 60) * HOUR_PX }}
        />
      ) : null}
    </div>
  );
}
