import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, ReactNode } from 'react';

/** What the screen reader hears while an item is dragged; `label` names an item by its id. */
export type SortableMessages = {
  instructions: string;
  picked: (label: string, position: number, count: number) => string;
  over: (label: string, position: number, count: number) => string;
  dropped: (label: string, position: number, count: number) => string;
  cancelled: (label: string) => string;
};

type SortableListProps = {
  ids: readonly string[];
  /** The item's name for announcements (its title). */
  labelOf: (id: string) => string;
  messages: SortableMessages;
  /** An item dropped somewhere else: its id and its new index in `ids`. */
  onMove: (id: string, toIndex: number) => void;
  children: ReactNode;
};

/**
 * A list (or grid) whose items are reordered by dragging, on dnd-kit: a mouse drags at once, a
 * finger after a short press (so the page still scrolls), the keyboard with Space on the handle,
 * the arrow keys and Space again (Escape cancels), each step announced. The calendar, the editor
 * and the boards use the same sensors; see docs/DECISIONS.md "UI foundation".
 */
export function SortableList({ ids, labelOf, messages, onMove, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const count = ids.length;
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      messages.picked(labelOf(String(active.id)), positionOf(active.id), count),
    onDragOver: ({ active, over }) =>
      over ? messages.over(labelOf(String(active.id)), positionOf(over.id), count) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? messages.dropped(labelOf(String(active.id)), positionOf(over.id), count)
        : messages.cancelled(labelOf(String(active.id))),
    onDragCancel: ({ active }) => messages.cancelled(labelOf(String(active.id))),
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(String(active.id), ids.indexOf(String(over.id)));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: messages.instructions },
      }}
    >
      <SortableContext items={[...ids]} strategy={rectSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/**
 * One item of a SortableList: put `itemProps` on the moving element and `handleProps` on the
 * button that drags it (a labelled, focusable handle is what the keyboard and touch use).
 */
export function useSortableItem(id: string) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    // The dragged card stays above its neighbours.
    zIndex: isDragging ? 10 : undefined,
    position: 'relative',
  };
  return {
    isDragging,
    itemProps: { ref: setNodeRef, style },
    handleProps: { ref: setActivatorNodeRef, ...attributes, ...listeners },
  };
}
