import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import clsx from 'clsx';
import type { DateFormatter } from '../../../../platform/dates/dateFormatter';
import { focusRing } from '../../../../ui/focusRing';
import { calendarMessages as messages } from '../../calendar.messages';
import { HOUR_PX, SNAP_PX, type PlacedEvent } from '../../utils/timeGrid';
import { categoryClassOf } from '../MonthGrid';
import { calendarStripe } from '../../utils/calendarChoice';
import { dragId } from './gridDrag';

type TimedEventProps = {
  placed: PlacedEvent;
  day: string;
  movable: boolean;
  /** While its bottom edge is dragged: how many pixels longer (snapped). */
  extraHeight: number;
  onOpen: () => void;
  dates: DateFormatter;
};

/**
 * One timed event in a day column, beside the events it overlaps. Dragging it moves it (to
 * another time or day); dragging the bar at its bottom changes its end. Both take the keyboard:
 * Space, arrows, Space.
 */
export function TimedEvent({ placed, day, movable, extraHeight, onOpen, dates }: TimedEventProps) {
  const { event, startMinute, endMinute, column, columns } = placed;
  const move = useDraggable({
    id: dragId({ kind: 'move', day, eventId: event.id }),
    disabled: !movable,
  });
  const resize = useDraggable({
    id: dragId({ kind: 'resize', day, eventId: event.id }),
    disabled: !movable,
  });
  const top = (startMinute / 60) * HOUR_PX;
  const height = Math.max(((endMinute - startMinute) / 60) * HOUR_PX, SNAP_PX) + extraHeight;
  const time = dates.formatRange(event.start, event.end);
  return (
    <div
      data-testid="timed-event"
      className={clsx('absolute px-0.5', move.isDragging && 'z-20 opacity-80')}
      style={{
        top,
        height,
        left: `${(column / columns) * 100}%`,
        width: `${100 / columns}%`,
        transform: CSS.Translate.toString(move.transform),
      }}
    >
      <button
        ref={move.setNodeRef}
        type="button"
        {...(movable ? move.attributes : {})}
        {...(movable ? move.listeners : {})}
        aria-label={messages.timeGrid.eventLabel(event.title, time)}
        onClick={onOpen}
        style={calendarStripe(event)}
        className={clsx(
          'flex h-full w-full min-w-0 flex-col overflow-hidden rounded-md border border-white px-1.5 py-0.5 text-left text-xs shadow-sm',
          categoryClassOf(event.category),
          movable && 'cursor-grab touch-manipulation',
          focusRing,
        )}
      >
        <span className="truncate font-medium">{event.title}</span>
        {height >= HOUR_PX * 0.75 ? (
          <span className="truncate tabular-nums opacity-75">{time}</span>
        ) : null}
      </button>
      {movable ? (
        <div
          ref={resize.setNodeRef}
          {...resize.attributes}
          {...resize.listeners}
          aria-label={messages.timeGrid.resizeLabel(event.title)}
          className={clsx(
            'absolute inset-x-1 bottom-0 h-2 cursor-ns-resize rounded-b-md hover:bg-black/10 focus-visible:bg-black/20',
            focusRing,
          )}
        />
      ) : null}
    </div>
  );
}
