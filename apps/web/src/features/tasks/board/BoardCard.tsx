import clsx from 'clsx';
import {
  GripVertical,
  ListChecks,
  Minus,
  OctagonAlert,
  SignalHigh,
  SignalLow,
  SignalMedium,
  Trash2,
} from 'lucide-react';
import type { CSSProperties, MouseEvent, Ref } from 'react';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import type { Task } from '@worksphere/contracts';
import { focusRing } from '../../../ui/focusRing';
import { IconButton } from '../../../ui/IconButton';
import { tasksMessages } from '../tasks.messages';
import { TaskCompleteToggle } from '../components/TaskCompleteToggle';
import { TaskAssignees, TaskMeta } from '../components/TaskMeta';
import type { TaskLookups } from '../components/useTaskLookups';
import { boardMessages } from './board.messages';
import type { BoardPriority, BoardTask } from './boardTypes';

const PRIORITY_ICONS: Record<BoardPriority, typeof Minus> = {
  urgent: OctagonAlert,
  high: SignalHigh,
  medium: SignalMedium,
  low: SignalLow,
  none: Minus,
};

/** What makes a card draggable, from useSortable (absent on the copy that follows the pointer). */
export type BoardCardDrag = {
  ref?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  listeners?: DraggableSyntheticListeners;
  handleRef?: (element: HTMLElement | null) => void;
  handleAttributes?: DraggableAttributes;
  isDragging?: boolean;
};

type BoardCardProps = {
  task: BoardTask;
  lookups: TaskLookups;
  showProject: boolean;
  isSelected?: boolean;
  isFocused?: boolean;
  onOpen: (task: Task, event: MouseEvent) => void;
  onDelete?: (task: Task) => void;
  drag?: BoardCardDrag;
  isOverlay?: boolean;
};

/**
 * One card: a handle to drag it (mouse and finger drag the whole card, the keyboard uses the
 * handle), complete toggle, title (opens it), priority, labels, facts, sub-task progress and
 * assignees.
 */
export function BoardCard({
  task,
  lookups,
  showProject,
  isSelected,
  isFocused,
  onOpen,
  onDelete,
  drag,
  isOverlay,
}: BoardCardProps) {
  const priority = task.priority ?? 'none';
  const PriorityIcon = PRIORITY_ICONS[priority] ?? Minus;
  const priorityName = boardMessages.priorities[priority] ?? boardMessages.priorities.none;
  const subTasks = task.subTasks;
  return (
    <li
      ref={drag?.ref}
      style={drag?.style}
      {...drag?.listeners}
      data-testid="board-card"
      data-task-id={task.id}
      data-selected={isSelected ? 'true' : undefined}
      className={clsx(
        'group flex touch-manipulation items-start gap-2 rounded-xl border bg-white p-3 shadow-sm',
        isSelected ? 'border-brand-400 bg-brand-50/60' : 'border-zinc-200',
        isFocused && 'ring-2 ring-brand-500',
        drag?.isDragging && 'opacity-40',
        isOverlay && 'rotate-1 shadow-lg',
      )}
    >
      <button
        type="button"
        ref={drag?.handleRef}
        {...drag?.handleAttributes}
        aria-label={boardMessages.dragHandle(task.title)}
        title={boardMessages.dragHandle(task.title)}
        className={clsx(
          '-ml-1 flex h-6 w-5 shrink-0 cursor-grab items-center justify-center rounded text-zinc-400 hover:text-zinc-700 active:cursor-grabbing',
          focusRing,
        )}
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <div className="pt-0.5">
        <TaskCompleteToggle task={task} />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-1.5">
          {priority === 'none' ? null : (
            <span title={boardMessages.priorityLabel(priorityName)} className="mt-0.5 shrink-0">
              <PriorityIcon
                aria-hidden
                className={clsx(
                  'size-3.5',
                  priority === 'urgent' ? 'text-red-600' : 'text-zinc-500',
                )}
              />
              <span className="sr-only">{boardMessages.priorityLabel(priorityName)}</span>
            </span>
          )}
          <button
            type="button"
            onClick={(event) => onOpen(task, event)}
            aria-label={tasksMessages.row.edit(task.title)}
            className={clsx(
              'block max-w-full rounded text-left text-sm font-medium break-words hover:text-brand-700',
              task.isCompleted ? 'text-zinc-500 line-through' : 'text-zinc-900',
              focusRing,
            )}
          >
            {task.title}
          </button>
        </div>
        {task.labels && task.labels.length > 0 ? (
          <ul className="mt-1.5 flex flex-wrap gap-1">
            {task.labels.map((label) => (
              <li
                key={label.id}
                className="inline-flex items-center gap-1 rounded-full border border-zinc-200 px-1.5 py-0.5 text-[11px] text-zinc-700"
              >
                <span
                  aria-hidden
                  className="size-2 rounded-full"
                  style={{ backgroundColor: label.color }}
                />
                {label.name}
              </li>
            ))}
          </ul>
        ) : null}
        <TaskMeta task={task} lookups={lookups} showProject={showProject} />
        {subTasks && subTasks.total > 0 ? (
          <p
            className="mt-1 inline-flex items-center gap-1 text-xs text-zinc-500"
            title={boardMessages.subTasksLabel(subTasks.completed, subTasks.total)}
          >
            <ListChecks aria-hidden className="size-3.5" />
            <span aria-hidden>{boardMessages.subTasks(subTasks.completed, subTasks.total)}</span>
            <span className="sr-only">
              {boardMessages.subTasksLabel(subTasks.completed, subTasks.total)}
            </span>
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <TaskAssignees task={task} />
        {onDelete ? (
          <IconButton
            label={tasksMessages.row.delete(task.title)}
            icon={<Trash2 className="size-4" />}
            onClick={() => onDelete(task)}
            className="size-7 opacity-100 sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100"
          />
        ) : null}
      </div>
    </li>
  );
}
