import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import clsx from 'clsx';
import { focusRing } from '../../../../ui/focusRing';
import { calendarMessages as messages } from '../../calendar.messages';
import { calendarStripe } from '../../utils/calendarChoice';
import type { DisplayEvent } from '../../utils/calendarTime';
import { categoryClassOf } from '../MonthGrid';
import { dragId } from './gridDrag';

type AllDayEventProps = {
  event: DisplayEvent;
  /** The day cell it is drawn in (a multi-day event is drawn in each). */
  day: string;
  movable: boolean;
  /** Its last day: the cell that carries the end edge. */
  isLastDay: boolean;
  onOpen: () => void;
};

/**
 * An all-day event in the hour grid's all-day row. Dragging it moves it to another day, keeping
 * its length; dragging the bar at its right edge (on its last day) changes its last day. Both
 * take the keyboard: Space, Left or Right, Space.
 */
export function AllDayEvent({ event, day, movable, isLastDay, onOpen }: AllDayEventProps) {
  const move = useDraggable({
    id: dragId({ kind: 'moveAllDay', day, eventId: event.id }),
    disabled: !movable,
  });
  const resize = useDraggable({
    id: dragId({ kind: 'resizeAllDay', day, eventId: event.id }),
    disabled: !movable || !isLastDay,
  });
  return (
    <div
      data-testid="all-day-event"
      className={clsx('relative', move.isDragging && 'z-20 opacity-80')}
      style={{ transform: CSS.Translate.toString(move.transform) }}
    >
      <button
        ref={move.setNodeRef}
        type="button"
        {...(movable ? move.attributes : {})}
        {...(movable ? move.listeners : {})}
        aria-label={messages.timeGrid.allDayEventLabel(event.title)}
        onClick={onOpen}
        style={calendarStripe(event)}
        className={clsx(
          'w-full truncate rounded px-1 py-0.5 text-left text-xs font-medium',
          categoryClassOf(event.category),
          movable && 'cursor-grab touch-manipulation',
          focusRing,
        )}
      >
        {event.title}
      </button>
      {movable && isLastDay ? (
        <div
          ref={resize.setNodeRef}
          {...resize.attributes}
          {...resize.listeners}
          aria-label={messages.timeGrid.resizeAllDayLabel(event.title)}
          className={clsx(
            'absolute inset-y-0 right-0 w-2 cursor-ew-resize rounded-r hover:bg-black/10 focus-visible:bg-black/20',
            focusRing,
          )}
        />
      ) : null}
    </div>
  );
}
