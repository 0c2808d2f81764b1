import type { Task } from '@worksphere/contracts';
import clsx from 'clsx';
import { Trash2 } from 'lucide-react';
import type { MouseEvent } from 'react';
import { bulkMessages } from '../bulk/bulk.messages';
import { focusRing } from '../../../ui/focusRing';
import { IconButton } from '../../../ui/IconButton';
import { tasksMessages } from '../tasks.messages';
import { TaskCompleteToggle } from './TaskCompleteToggle';
import { TaskAssignees, TaskMeta } from './TaskMeta';
import type { TaskLookups } from './useTaskLookups';

const messages = tasksMessages.row;

type TaskRowProps = {
  task: Task;
  lookups?: TaskLookups;
  /** The title was clicked; the event tells Shift and Cmd/Ctrl (selecting) from opening. */
  onOpen: (task: Task, event: MouseEvent) => void;
  onDelete?: (task: Task) => void;
  showProject?: boolean;
  /** Board cards are boxed; list rows sit between dividers. */
  variant?: 'row' | 'card';
  /** Picked for bulk work. */
  isSelected?: boolean;
  /** The task the keyboard is on (J/K): it shows a focus ring. */
  isFocused?: boolean;
  /** With it, the row has a checkbox to select it (select mode, the way to select on a phone). */
  onToggleSelected?: (task: Task) => void;
};

/**
 * One task: a select box (when the list selects), complete toggle, title (opens the edit
 * dialog), its facts and assignees.
 */
export function TaskRow({
  task,
  lookups,
  onOpen,
  onDelete,
  showProject,
  variant = 'row',
  isSelected = false,
  isFocused = false,
  onToggleSelected,
}: TaskRowProps) {
  return (
    <div
      data-testid="task-row"
      data-task-id={task.id}
      data-selected={isSelected ? 'true' : undefined}
      data-focused={isFocused ? 'true' : undefined}
      className={clsx(
        'flex scroll-my-24 items-start gap-3',
        variant === 'row'
          ? 'px-4 py-3 sm:px-5'
          : 'rounded-xl border border-zinc-200 bg-white p-3 shadow-sm',
        isSelected && 'bg-brand-50/70',
        // Inset, so the dividers and the card's rounded edge do not cut it off.
        isFocused && 'ring-2 ring-brand-500 ring-inset',
      )}
    >
      {onToggleSelected ? (
        <div className="flex h-6 items-center">
          <input
            type="checkbox"
            checked={isSelected}
            onChange={() => onToggleSelected(task)}
            aria-label={bulkMessages.selectTask(task.title)}
            title={bulkMessages.selectTask(task.title)}
            className="size-4 cursor-pointer rounded border-zinc-300 accent-brand-600"
          />
        </div>
      ) : null}
      <div className="pt-0.5">
        <TaskCompleteToggle task={task} />
      </div>
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={(event) => onOpen(task, event)}
          aria-label={messages.edit(task.title)}
          className={clsx(
            'block max-w-full rounded text-left text-sm font-medium break-words hover:text-brand-700',
            task.isCompleted ? 'text-zinc-500 line-through' : 'text-zinc-900',
            focusRing,
          )}
        >
          {task.title}
        </button>
        <TaskMeta task={task} lookups={lookups} showProject={showProject} />
      </div>
      <TaskAssignees task={task} />
      {onDelete ? (
        <IconButton
          label={messages.delete(task.title)}
          icon={<Trash2 className="size-4" />}
          onClick={() => onDelete(task)}
          className="-my-1 size-8"
        />
      ) : null}
    </div>
  );
}
