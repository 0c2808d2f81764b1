import {
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { SNAP_PX } from '../../utils/timeGrid';

/** Drags of an event: in the hours (`move`, `resize` its bottom edge) or the all-day row. */
const EVENT_DRAGS = ['move', 'resize', 'moveAllDay', 'resizeAllDay'] as const;
type EventDragKind = (typeof EVENT_DRAGS)[number];

/**
 * What a drag in the hour grid is: moving an event, dragging its edge (the bottom of a timed
 * one, the end of an all-day one), or sweeping empty slots to create one. The id says which, the
 * event and the day it was picked up on.
 */
export type GridDrag =
  { kind: EventDragKind; eventId: string; day: string } | { kind: 'create'; day: string };

const SEPARATOR = '::';

export const dragId = (drag: GridDrag) =>
  drag.kind === 'create'
    ? ['create', drag.day].join(SEPARATOR)
    : [drag.kind, drag.day, drag.eventId].join(SEPARATOR);

export function parseDragId(id: string | number): GridDrag | null {
  const [kind, day = '', ...rest] = String(id).split(SEPARATOR);
  if (kind === 'create') return { kind, day };
  const eventKind = EVENT_DRAGS.find((candidate) => candidate === kind);
  return eventKind ? { kind: eventKind, day, eventId: rest.join(SEPARATOR) } : null;
}

export const isAllDayDrag = (drag: GridDrag | null) =>
  drag?.kind === 'moveAllDay' || drag?.kind === 'resizeAllDay';

/** Drop targets: a day's hour column, or its cell in the all-day row. */
export const columnId = (day: string) => `column${SEPARATOR}${day}`;
export const allDayCellId = (day: string) => `allday${SEPARATOR}${day}`;
export const dayOfColumn = (id: string | number) => String(id).split(SEPARATOR)[1] ?? '';
const isAllDayCell = (id: string | number) => String(id).startsWith(`allday${SEPARATOR}`);

/**
 * With the keyboard, Up and Down step a quarter of an hour; Left and Right (moves, and all-day
 * edges) a day, the width of a column. In the all-day row only Left and Right do anything.
 */
export const gridKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { active, currentCoordinates, context },
) => {
  const drag = parseDragId(active);
  let columnWidth = 0;
  for (const rect of context.droppableRects.values()) {
    columnWidth = rect.width;
    break;
  }
  const allDay = isAllDayDrag(drag);
  const acrossDays = allDay || drag?.kind === 'move';
  const step = {
    ArrowDown: allDay ? undefined : [0, SNAP_PX],
    ArrowUp: allDay ? undefined : [0, -SNAP_PX],
    ArrowRight: acrossDays ? [columnWidth, 0] : undefined,
    ArrowLeft: acrossDays ? [-columnWidth, 0] : undefined,
  }[event.code];
  if (!step) return undefined;
  event.preventDefault();
  return { x: currentCoordinates.x + step[0]!, y: currentCoordinates.y + step[1]! };
};

/**
 * A pointer drop lands on the target under the pointer; the keyboard on the one it overlaps
 * most. All-day events land in the all-day row, the others in the hour columns.
 */
export const gridCollisionDetection: CollisionDetection = (args) => {
  const allDay = isAllDayDrag(parseDragId(args.active.id));
  const scoped = {
    ...args,
    droppableContainers: args.droppableContainers.filter(
      (container) => isAllDayCell(container.id) === allDay,
    ),
  };
  const within = pointerWithin(scoped);
  return within.length > 0 ? within : rectIntersection(scoped);
};
