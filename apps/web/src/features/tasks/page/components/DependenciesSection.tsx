import { ArrowRight, Ban } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '../../../../ui/focusRing';
import { useBlockingTasksQuery } from '../api/taskPageApi';
import type { PageTask } from '../pageTypes';
import { taskPageMessages } from '../taskPage.messages';
import { taskPath } from '../taskPath';

const messages = taskPageMessages.dependencies;

/** Both directions: the task this one waits on, and the tasks that wait on this one. */
export function DependenciesSection({ task }: { task: PageTask }) {
  const blocking = useBlockingTasksQuery(task.id);
  return (
    <section aria-labelledby="dependencies-heading" className="space-y-3">
      <h2 id="dependencies-heading" className="text-base font-semibold text-zinc-900">
        {messages.heading}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl border border-zinc-200 bg-white p-3">
          <h3 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-zinc-500 uppercase">
            <ArrowRight aria-hidden className="size-3.5" />
            {messages.dependsOn}
          </h3>
          {task.dependency ? (
            <TaskLinkList tasks={[task.dependency]} />
          ) : (
            <p className="mt-2 text-sm text-zinc-500">{messages.nothing}</p>
          )}
        </div>
        <div className="rounded-xl border border-zinc-200 bg-white p-3">
          <h3 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-zinc-500 uppercase">
            <Ban aria-hidden className="size-3.5" />
            {messages.blocking}
          </h3>
          {blocking.isError ? (
            <p className="mt-2 text-sm text-red-600">{messages.loadFailed}</p>
          ) : blocking.data && blocking.data.length > 0 ? (
            <TaskLinkList tasks={blocking.data} />
          ) : blocking.isPending ? null : (
            <p className="mt-2 text-sm text-zinc-500">{messages.nothing}</p>
          )}
        </div>
      </div>
    </section>
  );
}

function TaskLinkList({
  tasks,
}: {
  tasks: ReadonlyArray<{ id: string; title: string; isCompleted: boolean }>;
}) {
  return (
    <ul className="mt-2 space-y-1">
      {tasks.map((item) => (
        <li key={item.id} className="flex items-center gap-2 text-sm">
          <Link
            to={taskPath(item.id)}
            className={`min-w-0 truncate rounded font-medium text-brand-700 hover:underline ${focusRing} ${
              item.isCompleted ? 'line-through' : ''
            }`}
          >
            {item.title}
          </Link>
          {item.isCompleted ? (
            <span className="shrink-0 text-xs text-zinc-500">{messages.completed}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
