import type { Task } from '@worksphere/contracts';
import clsx from 'clsx';
import { Trash2 } from 'lucide-react';
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
  onOpen: (task: Task) => void;
  onDelete?: (task: Task) => void;
  showProject?: boolean;
  /** Board cards are boxed; list rows sit between dividers. */
  variant?: 'row' | 'card';
};

/** One task: complete toggle, title (opens the edit dialog), its facts and assignees. */
export function TaskRow({
  task,
  lookups,
  onOpen,
  onDelete,
  showProject,
  variant = 'row',
}: TaskRowProps) {
  return (
    <div
      data-testid="task-row"
      className={clsx(
        'flex items-start gap-3',
        variant === 'row'
          ? 'px-4 py-3 sm:px-5'
          : 'rounded-xl border border-zinc-200 bg-white p-3 shadow-sm',
      )}
    >
      <div className="pt-0.5">
        <TaskCompleteToggle task={task} />
      </div>
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={() => onOpen(task)}
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
