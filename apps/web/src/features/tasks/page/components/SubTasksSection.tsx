import { CheckCircle2, Circle, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../ui/Button';
import { focusRing } from '../../../../ui/focusRing';
import { inputClasses } from '../../../../ui/TextField';
import { useSetTaskCompletedMutation } from '../../api/tasksApi';
import { describeTaskSaveError } from '../../utils/describeTaskSaveError';
import { useCreateSubTaskMutation, useSubTasksQuery } from '../api/taskPageApi';
import { taskPageMessages } from '../taskPage.messages';
import { taskPath } from '../taskPath';
import { subTaskProgress } from '../utils/subTaskProgress';
import { FieldError } from './FieldError';
import { ColorDot } from './ColorSelect';

const messages = taskPageMessages.subTasks;

/** The task's sub-tasks with their progress, a tick to finish one, and a line to add one. */
export function SubTasksSection({ taskId }: { taskId: string }) {
  const subTasks = useSubTasksQuery(taskId);
  const createSubTask = useCreateSubTaskMutation(taskId);
  const setCompleted = useSetTaskCompletedMutation();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  const items = subTasks.data ?? [];
  const progress = subTaskProgress(items);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = title.trim();
    if (trimmed === '' || createSubTask.isPending) return;
    setError(undefined);
    createSubTask.mutate(trimmed, {
      onSuccess: () => setTitle(''),
      onError: (failure) => setError(describeTaskSaveError(failure)),
    });
  }

  function toggle(id: string, isCompleted: boolean) {
    setError(undefined);
    setCompleted.mutate(
      { id, isCompleted },
      { onError: (failure) => setError(describeTaskSaveError(failure)) },
    );
  }

  return (
    <section aria-labelledby="sub-tasks-heading" className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="sub-tasks-heading" className="text-base font-semibold text-zinc-900">
          {messages.heading}
        </h2>
        {progress.total > 0 ? (
          <div className="flex min-w-40 flex-1 items-center gap-2">
            <div
              role="progressbar"
              aria-label={messages.heading}
              aria-valuemin={0}
              aria-valuemax={progress.total}
              aria-valuenow={progress.done}
              aria-valuetext={messages.progress(progress.done, progress.total)}
              className="h-1.5 flex-1 overflow-hidden rounded-full bg-zinc-200"
            >
              <div
                className="h-full rounded-full bg-emerald-500 transition-[width]"
                style={{ width: `${progress.percent}%` }}
              />
            </div>
            <span className="text-xs whitespace-nowrap text-zinc-500">
              {messages.progress(progress.done, progress.total)}
            </span>
          </div>
        ) : null}
      </div>
      {subTasks.isError ? (
        <p className="text-sm text-red-600">{messages.loadFailed}</p>
      ) : items.length === 0 && !subTasks.isPending ? (
        <p className="text-sm text-zinc-500">{messages.empty}</p>
      ) : (
        <ul className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white">
          {items.map((subTask) => (
            <li key={subTask.id} className="flex items-center gap-2 px-3 py-2">
              <button
                type="button"
                role="checkbox"
                aria-checked={subTask.isCompleted}
                aria-label={
                  subTask.isCompleted
                    ? messages.markOpen(subTask.title)
                    : messages.markDone(subTask.title)
                }
                onClick={() => toggle(subTask.id, !subTask.isCompleted)}
                className={`rounded-full text-zinc-400 hover:text-emerald-600 ${focusRing}`}
              >
                {subTask.isCompleted ? (
                  <CheckCircle2 aria-hidden className="size-5 text-emerald-600" />
                ) : (
                  <Circle aria-hidden className="size-5" />
                )}
              </button>
              <Link
                to={taskPath(subTask.id)}
                className={`min-w-0 flex-1 truncate rounded text-sm hover:underline ${focusRing} ${
                  subTask.isCompleted ? 'text-zinc-500 line-through' : 'text-zinc-900'
                }`}
              >
                {subTask.title}
              </Link>
              {subTask.state ? (
                <span className="hidden items-center gap-1.5 text-xs text-zinc-500 sm:inline-flex">
                  <ColorDot color={subTask.state.color} />
                  {subTask.state.name}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={handleSubmit} className="flex gap-2">
        <input
          aria-label={messages.addLabel}
          placeholder={messages.addPlaceholder}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          className={`${inputClasses} border-zinc-300 focus:border-brand-500 focus:ring-brand-200`}
        />
        <Button
          type="submit"
          variant="secondary"
          icon={<Plus aria-hidden className="size-4" />}
          isLoading={createSubTask.isPending}
          disabled={title.trim() === ''}
        >
          {messages.add}
        </Button>
      </form>
      <FieldError message={error} />
    </section>
  );
}
