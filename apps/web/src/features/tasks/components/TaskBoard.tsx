import type { Task } from '@worksphere/contracts';
import { tasksMessages } from '../tasks.messages';
import { TaskRow } from './TaskRow';
import type { TaskLookups } from './useTaskLookups';

const messages = tasksMessages.screen;

type Column = { id: string; title: string; tasks: Task[] };

/** Columns of the loaded tasks: open and completed, or one per project. */
export function groupTasks(
  tasks: readonly Task[],
  by: 'status' | 'project',
  lookups: TaskLookups,
): Column[] {
  if (by === 'status') {
    return [
      { id: 'open', title: messages.columnOpen, tasks: tasks.filter((task) => !task.isCompleted) },
      {
        id: 'completed',
        title: messages.columnCompleted,
        tasks: tasks.filter((task) => task.isCompleted),
      },
    ];
  }
  const byProject = new Map<string, Task[]>();
  for (const task of tasks) {
    const key = task.projectId ?? '';
    byProject.set(key, [...(byProject.get(key) ?? []), task]);
  }
  const columns = [...byProject.entries()]
    .filter(([id]) => id !== '')
    .map(([id, items]) => ({
      id,
      title: lookups.projectNameOf(id) ?? messages.columnProject,
      tasks: items,
    }))
    .sort((a, b) => a.title.localeCompare(b.title));
  const unfiled = byProject.get('');
  if (unfiled) columns.push({ id: 'none', title: messages.columnNoProject, tasks: unfiled });
  return columns;
}

type TaskBoardProps = {
  tasks: readonly Task[];
  by: 'status' | 'project';
  lookups: TaskLookups;
  onOpen: (task: Task) => void;
  onDelete: (task: Task) => void;
};

/** The board view of the Tasks screen; columns scroll sideways on narrow screens. */
export function TaskBoard({ tasks, by, lookups, onOpen, onDelete }: TaskBoardProps) {
  const columns = groupTasks(tasks, by, lookups);
  return (
    <div className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
      {columns.map((column) => (
        <section
          key={column.id}
          aria-label={column.title}
          data-testid="task-column"
          className="flex w-[85vw] max-w-80 shrink-0 snap-start flex-col rounded-2xl bg-zinc-100 p-3 sm:w-80"
        >
          <h2 className="mb-3 flex items-center justify-between px-1 text-sm font-semibold text-zinc-800">
            <span className="truncate">{column.title}</span>
            <span className="ml-2 rounded-full bg-white px-2 py-0.5 text-xs text-zinc-600">
              {column.tasks.length}
            </span>
          </h2>
          {column.tasks.length === 0 ? (
            <p className="px-1 py-4 text-sm text-zinc-500">{messages.columnEmpty}</p>
          ) : (
            <ul className="space-y-2">
              {column.tasks.map((task) => (
                <li key={task.id}>
                  <TaskRow
                    task={task}
                    variant="card"
                    lookups={lookups}
                    showProject={by !== 'project'}
                    onOpen={onOpen}
                    onDelete={onDelete}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
