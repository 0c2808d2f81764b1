import type { Task } from '@worksphere/contracts';
import clsx from 'clsx';
import { CalendarClock, FolderKanban, Hourglass, Tag } from 'lucide-react';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { initialsOf } from '../../auth/utils/initialsOf';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { tasksMessages } from '../tasks.messages';
import { isTaskOverdue } from '../utils/isTaskOverdue';
import type { TaskLookups } from './useTaskLookups';

const messages = tasksMessages.row;

/** The facts under a task's title: due date (overdue in red), project, category, dependency. */
export function TaskMeta({
  task,
  lookups,
  showProject = true,
}: {
  task: Task;
  lookups?: TaskLookups;
  showProject?: boolean;
}) {
  const dates = useDateFormatter();
  const isOverdue = isTaskOverdue(task);
  const projectName = showProject ? lookups?.projectNameOf(task.projectId) : undefined;
  const categoryName = lookups?.categoryNameOf(task.categoryId);
  const isWaiting = task.dependency !== null && !task.dependency.isCompleted;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-zinc-500">
      {task.dueDate ? (
        <span
          data-testid={isOverdue ? 'task-overdue' : undefined}
          className={clsx(
            'inline-flex items-center gap-1',
            isOverdue && 'rounded-full bg-red-50 px-2 py-0.5 font-medium text-red-700',
          )}
        >
          <CalendarClock aria-hidden className="size-3.5" />
          {isOverdue ? `${messages.overdue} · ` : null}
          {messages.due(dates.formatDateTime(task.dueDate))}
        </span>
      ) : null}
      {projectName ? (
        <span className="inline-flex items-center gap-1">
          <FolderKanban aria-hidden className="size-3.5" />
          {projectName}
        </span>
      ) : null}
      {categoryName ? (
        <span className="inline-flex items-center gap-1">
          <Tag aria-hidden className="size-3.5" />
          {categoryName}
        </span>
      ) : null}
      {isWaiting && task.dependency ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 font-medium text-amber-800">
          <Hourglass aria-hidden className="size-3.5" />
          {messages.waitingOn(task.dependency.title)}
        </span>
      ) : null}
    </div>
  );
}

/** Up to three assignee initials, with every name for screen readers and on hover. */
export function TaskAssignees({ task }: { task: Task }) {
  if (task.assignedUsers.length === 0) return null;
  const names = task.assignedUsers.map(displayNameOf);
  const label = messages.assignedTo(names.join(', '));
  return (
    <span title={label} className="flex shrink-0 -space-x-1.5">
      <span className="sr-only">{label}</span>
      {task.assignedUsers.slice(0, 3).map((person, index) => (
        <span
          key={person.id}
          aria-hidden
          className="flex size-7 items-center justify-center rounded-full bg-brand-100 text-[11px] font-semibold text-brand-800 ring-2 ring-white"
        >
          {initialsOf(names[index] ?? person.username)}
        </span>
      ))}
      {task.assignedUsers.length > 3 ? (
        <span
          aria-hidden
          className="flex size-7 items-center justify-center rounded-full bg-zinc-100 text-[11px] font-semibold text-zinc-600 ring-2 ring-white"
        >
          +{task.assignedUsers.length - 3}
        </span>
      ) : null}
    </span>
  );
}
