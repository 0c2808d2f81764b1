import type { Task } from '@worksphere/contracts';
import { Plus, SquareCheckBig } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useTasksQuery } from '../api/tasksApi';
import { DeleteTaskDialog } from '../components/DeleteTaskDialog';
import { TaskBoard } from '../components/TaskBoard';
import { TaskDialog, type TaskDialogInitialData } from '../components/TaskDialog';
import { TaskFilters } from '../components/TaskFilters';
import { TaskRow } from '../components/TaskRow';
import { useTaskLookups } from '../components/useTaskLookups';
import { tasksMessages } from '../tasks.messages';
import {
  hasTaskFilters,
  readTaskListParams,
  toTaskListFilters,
  type TaskListParams,
} from '../utils/taskListParams';

const messages = tasksMessages.screen;

/** /tasks: every task of the organisation, as a list or a board, with filters and search. */
export function TasksPage() {
  useDocumentTitle(messages.documentTitle);
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readTaskListParams(searchParams);
  const tasks = useTasksQuery(toTaskListFilters(params));
  const lookups = useTaskLookups();
  const [dialogData, setDialogData] = useState<TaskDialogInitialData | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);

  const updateParam = useCallback(
    (key: keyof TaskListParams, value: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const loaded = tasks.data?.pages.flatMap((page) => page.tasks) ?? [];
  const lastPage = tasks.data?.pages.at(-1);
  const total = lastPage
    ? `${lastPage.total.toLocaleString()}${lastPage.totalIsExact ? '' : '+'}`
    : '0';
  const openTask = (task: Task) => setDialogData(task);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <PageHeader
        title={messages.title}
        description={messages.description}
        actions={
          <Button icon={<Plus aria-hidden className="size-4" />} onClick={() => setDialogData({})}>
            {messages.newTask}
          </Button>
        }
      />
      <div className="space-y-5">
        <Card className="px-4 py-4 sm:px-5">
          <TaskFilters params={params} lookups={lookups} onChange={updateParam} />
        </Card>

        {tasks.isPending ? (
          <QueryLoading label={messages.loading} />
        ) : tasks.isError ? (
          <QueryFailed
            message={describeFetchError(tasks.error, tasksMessages.listNames.tasks)}
            retryLabel={messages.retry}
            onRetry={() => void tasks.refetch()}
          />
        ) : loaded.length === 0 ? (
          <Card>
            {hasTaskFilters(params) ? (
              <EmptyState
                icon={<SquareCheckBig aria-hidden className="size-6" />}
                title={messages.noMatchesTitle}
                description={messages.noMatchesText}
                action={
                  <Button
                    variant="secondary"
                    onClick={() => setSearchParams({}, { replace: true })}
                  >
                    {messages.clearFilters}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={<SquareCheckBig aria-hidden className="size-6" />}
                title={messages.emptyTitle}
                description={messages.emptyText}
                action={<Button onClick={() => setDialogData({})}>{messages.newTask}</Button>}
              />
            )}
          </Card>
        ) : params.view === 'list' ? (
          <Card className="overflow-hidden">
            <ul className="divide-y divide-zinc-100">
              {loaded.map((task) => (
                <li key={task.id}>
                  <TaskRow task={task} lookups={lookups} onOpen={openTask} onDelete={setDeleting} />
                </li>
              ))}
            </ul>
          </Card>
        ) : (
          <TaskBoard
            tasks={loaded}
            by={params.view}
            lookups={lookups}
            onOpen={openTask}
            onDelete={setDeleting}
          />
        )}

        {loaded.length > 0 ? (
          <div className="flex flex-col items-center gap-2 text-sm text-zinc-500">
            <p>{messages.shownOf(loaded.length, total)}</p>
            {tasks.hasNextPage ? (
              <Button
                variant="secondary"
                isLoading={tasks.isFetchingNextPage}
                onClick={() => void tasks.fetchNextPage()}
              >
                {tasks.isFetchingNextPage ? messages.loadingMore : messages.loadMore}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>

      <TaskDialog
        isOpen={dialogData !== null}
        initialData={dialogData ?? undefined}
        onClose={() => setDialogData(null)}
      />
      <DeleteTaskDialog task={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
