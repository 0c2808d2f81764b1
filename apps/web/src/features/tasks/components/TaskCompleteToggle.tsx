import type { Task } from '@worksphere/contracts';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { focusRing } from '../../../ui/focusRing';
import { saveTaskCompletion, useSetTaskCompletedMutation } from '../api/tasksApi';
import { tasksMessages } from '../tasks.messages';
import { CompletedToast } from './CompletedToast';

const messages = tasksMessages.row;

/** The round checkbox of a task row: one click completes the task, another reopens it. */
export function TaskCompleteToggle({ task }: { task: Pick<Task, 'id' | 'title' | 'isCompleted'> }) {
  const queryClient = useQueryClient();
  const setCompleted = useSetTaskCompletedMutation();
  const isCompleted = setCompleted.isPending
    ? Boolean(setCompleted.variables?.isCompleted)
    : task.isCompleted;
  const label = isCompleted ? messages.markOpen(task.title) : messages.markCompleted(task.title);

  // The promise of mutateAsync, not mutate's callbacks: completing a task takes it out of the
  // open list, often (the live update can come before the answer) before the answer is in, and
  // TanStack Query drops mutate's callbacks once this row has unmounted; the toast with its
  // Undo must still come.
  function handleClick() {
    setCompleted.mutateAsync({ id: task.id, isCompleted: !task.isCompleted }).then(
      (updated) => {
        if (!updated.isCompleted) {
          toast.success(messages.reopenedToast);
          return;
        }
        // Undo puts the task back as it was, through the API; the lists follow.
        const undo = () =>
          saveTaskCompletion(queryClient, { id: updated.id, isCompleted: false }).then(
            () => void toast.success(messages.reopenedToast),
            (error: unknown) => void toast.error(describeApiError(error, messages.toggleFailed)),
          );
        toast.success(({ closeToast }) => <CompletedToast onUndo={undo} closeToast={closeToast} />);
      },
      (error: unknown) => toast.error(describeApiError(error, messages.toggleFailed)),
    );
  }

  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={isCompleted}
      aria-label={label}
      title={label}
      disabled={setCompleted.isPending}
      onClick={handleClick}
      className={clsx(
        'flex size-6 shrink-0 items-center justify-center rounded-full border-2 transition-colors disabled:opacity-60',
        isCompleted
          ? 'border-emerald-600 bg-emerald-600 text-white'
          : 'border-zinc-300 bg-white text-transparent hover:border-emerald-500 hover:text-emerald-500',
        focusRing,
      )}
    >
      <Check aria-hidden className="size-3.5" strokeWidth={3} />
    </button>
  );
}
