import type { Task } from '@worksphere/contracts';
import { Plus, SquareCheckBig } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { ResponsiveFilters } from '../../../ui/ResponsiveFilters';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useTasksQuery, useTaskTotalQuery } from '../api/tasksApi';
import { DeleteTaskDialog } from '../components/DeleteTaskDialog';
import { TaskBoard } from '../components/TaskBoard';
import { TaskDialog, type TaskDialogInitialData } from '../components/TaskDialog';
import { TaskFilters } from '../components/TaskFilters';
import { TaskRow } from '../components/TaskRow';
import { useTaskLookups } from '../components/useTaskLookups';
import { useTaskLiveUpdates } from '../board/useTaskLiveUpdates';
import { tasksMessages } from '../tasks.messages';
import {
  countTaskFilters,
  hasTaskFilters,
  readTaskListParams,
  toTaskListFilters,
  type TaskListParams,
} from '../utils/taskListParams';
import { PageFrame } from '../../../ui/PageFrame';

const messages = tasksMessages.screen;

/** /tasks: every task of the organisation, as a list or a board, with filters and search. */
export function TasksPage() {
  useDocumentTitle(messages.documentTitle);
  // Tasks changed by others reach the list and the board while this page is open.
  useTaskLiveUpdates();
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
  const isEmpty = tasks.isSuccess && loaded.length === 0;
  // An empty list may mean "nothing open" as well as "nothing yet": only a count tells.
  const taskTotal = useTaskTotalQuery(isEmpty);
  const showCompleted = () => updateParam('status', 'all');
  const lastPage = tasks.data?.pages.at(-1);
  const total = lastPage
    ? `${new Intl.NumberFormat().format(lastPage.total)}${lastPage.totalIsExact ? '' : '+'}`
    : '0';
  const openTask = (task: Task) => setDialogData(task);

  return (
    <PageFrame>
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
        <ResponsiveFilters
          activeCount={countTaskFilters(params)}
          labels={{
            button: messages.filtersButton,
            buttonWithCount: messages.filtersButtonCount,
            sheetTitle: messages.filtersSheetTitle,
            done: messages.filtersDone,
          }}
        >
          <TaskFilters params={params} lookups={lookups} onChange={updateParam} />
        </ResponsiveFilters>

        {tasks.isPending ? (
          <QueryLoading label={messages.loading} />
        ) : tasks.isError ? (
          <QueryFailed
            message={describeFetchError(tasks.error, tasksMessages.listNames.tasks)}
            retryLabel={messages.retry}
            onRetry={() => void tasks.refetch()}
          />
        ) : loaded.length === 0 ? (
          taskTotal.isPending ? (
            <QueryLoading label={messages.loading} />
          ) : (
            <Card>
              <TasksEmptyState
                hasNoTasks={taskTotal.data === 0}
                hasFilters={hasTaskFilters(params)}
                isHidingCompleted={params.status === 'open' && params.view !== 'status'}
                onCreate={() => setDialogData({})}
                onClearFilters={() => setSearchParams({}, { replace: true })}
                onShowCompleted={showCompleted}
              />
            </Card>
          )
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
    </PageFrame>
  );
}

type TasksEmptyStateProps = {
  hasNoTasks: boolean;
  hasFilters: boolean;
  isHidingCompleted: boolean;
  onCreate: () => void;
  onClearFilters: () => void;
  onShowCompleted: () => void;
};

/**
 * Why the list is empty: no tasks at all yet (create the first), filters hiding everything
 * (clear them), or every task done (show the completed ones).
 */
function TasksEmptyState({
  hasNoTasks,
  hasFilters,
  isHidingCompleted,
  onCreate,
  onClearFilters,
  onShowCompleted,
}: TasksEmptyStateProps) {
  const icon = <SquareCheckBig aria-hidden className="size-6" />;
  const showCompletedButton = isHidingCompleted ? (
    <Button variant="secondary" onClick={onShowCompleted}>
      {messages.showCompleted}
    </Button>
  ) : null;
  if (hasNoTasks) {
    return (
      <EmptyState
        icon={icon}
        title={messages.emptyTitle}
        description={messages.emptyText}
        action={<Button onClick={onCreate}>{messages.newTask}</Button>}
      />
    );
  }
  if (hasFilters) {
    return (
      <EmptyState
        icon={icon}
        title={messages.noMatchesTitle}
        description={messages.noMatchesText}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="secondary" onClick={onClearFilters}>
              {messages.clearFilters}
            </Button>
            {showCompletedButton}
          </div>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={icon}
      title={messages.noOpenTitle}
      description={messages.noOpenText}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          {showCompletedButton}
          <Button onClick={onCreate}>{messages.newTask}</Button>
        </div>
      }
    />
  );
}
