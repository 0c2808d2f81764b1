import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useDndContext,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { FileEntry } from '@worksphere/contracts';
import { useState, type MouseEventHandler, type ReactNode } from 'react';
import { documentsMessages as messages } from '../documents.messages';
import { droppableKeyboardCoordinates } from '../utils/droppableKeyboardCoordinates';
import { fileTypeOf } from '../utils/fileType';
import { moveProblem } from '../utils/moveRules';
import { FileTypeIcon } from './FileTypeIcon';

type DragData = { entry: FileEntry };
type DropData = { folder: string };

const entryOf = (data: unknown) => (data as DragData | undefined)?.entry;
const folderOf = (data: unknown) => (data as DropData | undefined)?.folder;

/** Can what is held go to this target (not its own folder, not into itself)? */
function canDrop(dragData: unknown, dropData: unknown): boolean {
  const entry = entryOf(dragData);
  const folder = folderOf(dropData);
  return entry !== undefined && folder !== undefined && moveProblem(entry, folder) === null;
}

// A pointer drops where it points; the keyboard jumps between targets' centres. Targets the held
// entry cannot go to are never "over".
const collisionDetection: CollisionDetection = (args) => {
  const targets = args.droppableContainers.filter((container) =>
    canDrop(args.active.data.current, container.data.current),
  );
  const within = { ...args, droppableContainers: targets };
  return args.pointerCoordinates ? pointerWithin(within) : rectIntersection(within);
};

// Arrow keys go from one target the held entry may go to, to the next.
const keyboardCoordinates = droppableKeyboardCoordinates((context) =>
  [...context.droppableRects.entries()]
    .filter(([id]) =>
      canDrop(context.active?.data.current, context.droppableContainers.get(id)?.data.current),
    )
    .map(([, rect]) => rect),
);

/**
 * Files and folders dragged onto a folder (a row or a breadcrumb) move there, on dnd-kit: a
 * mouse from anywhere on the row, a finger after a short press on the handle, the keyboard
 * with Space on the handle, the arrow keys between folders and Space again.
 */
export function MoveDnd({
  onMove,
  children,
}: {
  onMove: (entry: FileEntry, toFolder: string) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: keyboardCoordinates,
    }),
  );
  const [dragged, setDragged] = useState<FileEntry | null>(null);

  const name = (data: unknown) => entryOf(data)?.name ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => messages.dragPicked(name(active.data.current)),
    onDragOver: ({ active, over }) =>
      over
        ? messages.dragOver(name(active.data.current), folderOf(over.data.current) ?? '')
        : messages.dragOverNothing(name(active.data.current)),
    onDragEnd: ({ active, over }) =>
      over
        ? messages.dragDropped(name(active.data.current), folderOf(over.data.current) ?? '')
        : messages.dragNotDropped(name(active.data.current)),
    onDragCancel: ({ active }) => messages.dragCancelled(name(active.data.current)),
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    setDragged(null);
    const entry = entryOf(active.data.current);
    const folder = folderOf(over?.data.current);
    if (entry && folder !== undefined) onMove(entry, folder);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={({ active }: DragStartEvent) => setDragged(entryOf(active.data.current) ?? null)}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: messages.dragInstructions },
      }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <div className="inline-flex max-w-64 items-center gap-2 rounded-lg border border-brand-300 bg-white px-3 py-2 text-sm font-medium text-zinc-900 shadow-lg">
            <FileTypeIcon type={fileTypeOf(dragged)} />
            <span className="truncate">{dragged.name}</span>
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

/** A row that can be dragged: mouse listeners for the row, the rest for its handle. */
export function useDraggableEntry(entry: FileEntry, isEnabled: boolean) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: `entry:${entry.path}`,
    data: { entry } satisfies DragData,
    disabled: !isEnabled,
  });
  return {
    isDragging,
    setNodeRef,
    rowListeners: {
      onMouseDown: isEnabled
        ? (listeners?.onMouseDown as MouseEventHandler | undefined)
        : undefined,
    },
    handleProps: { ref: setActivatorNodeRef, ...attributes, ...listeners },
  };
}

/**
 * A folder that takes drops; `isTarget` while something that may go there is held (not its own
 * folder, not itself or a folder inside it), to show where it can be dropped.
 */
export function useFolderDropTarget(id: string, folder: string, isFolder = true) {
  const { active } = useDndContext();
  const { setNodeRef, isOver } = useDroppable({
    id,
    data: { folder } satisfies DropData,
    disabled: !isFolder,
  });
  const isTarget = isFolder && canDrop(active?.data.current, { folder });
  return { setNodeRef, isOver: isOver && isTarget, isTarget };
}
