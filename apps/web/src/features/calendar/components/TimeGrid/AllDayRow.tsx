import { useDroppable } from '@dnd-kit/core';
import clsx from 'clsx';
import type { CSSProperties } from 'react';
import { calendarMessages as messages } from '../../calendar.messages';
import { lastDayOf } from '../../utils/allDayDrag';
import type { DayKey, DisplayEvent } from '../../utils/calendarTime';
import { AllDayEvent } from './AllDayEvent';
import { allDayCellId } from './gridDrag';

type AllDayRowProps = {
  days: DayKey[];
  byDay: Map<DayKey, DisplayEvent[]>;
  columns: CSSProperties;
  dayName: (day: DayKey) => string;
  canMove: (event: DisplayEvent) => boolean;
  onOpen: (event: DisplayEvent) => void;
};

/** The all-day row on top of the hour grid: one drop cell per day. */
export function AllDayRow({ days, byDay, columns, dayName, canMove, onOpen }: AllDayRowProps) {
  return (
    <div role="row" className="grid border-b border-zinc-200" style={columns}>
      <span role="rowheader" className="px-1 py-1 text-right text-[11px] text-zinc-500">
        {messages.timeGrid.allDay}
      </span>
      {days.map((day) => (
        <AllDayCell
          key={day}
          day={day}
          label={messages.timeGrid.allDayOf(dayName(day))}
          events={(byDay.get(day) ?? []).filter((event) => event.allDay)}
          canMove={canMove}
          onOpen={onOpen}
        />
      ))}
    </div>
  );
}

function AllDayCell({
  day,
  label,
  events,
  canMove,
  onOpen,
}: {
  day: DayKey;
  label: string;
  events: DisplayEvent[];
  canMove: (event: DisplayEvent) => boolean;
  onOpen: (event: DisplayEvent) => void;
}) {
  const drop = useDroppable({ id: allDayCellId(day) });
  return (
    <ul
      ref={drop.setNodeRef}
      role="gridcell"
      aria-label={label}
      data-all-day={day}
      className={clsx(
        'min-h-7 space-y-0.5 border-l border-zinc-200 p-0.5',
        drop.isOver && 'bg-brand-50',
      )}
    >
      {events.map((event) => (
        <li key={event.id}>
          <AllDayEvent
            event={event}
            day={day}
            movable={canMove(event)}
            isLastDay={lastDayOf(event) === day}
            onOpen={() => onOpen(event)}
          />
        </li>
      ))}
    </ul>
  );
}
