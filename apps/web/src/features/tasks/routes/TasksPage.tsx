import type { Task, TaskViewFilters } from '@worksphere/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Keyboard, ListChecks, Plus, SquareCheckBig } from 'lucide-react';
import { useCallback, useRef, useState, type MouseEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { IconButton } from '../../../ui/IconButton';
import { ResponsiveFilters } from '../../../ui/ResponsiveFilters';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useTasksQuery, useTaskTotalQuery } from '../api/tasksApi';
import { bulkMessages } from '../bulk/bulk.messages';
import { BulkBar } from '../bulk/BulkBar';
import { useHiddenTaskIds } from '../bulk/hiddenTaskIds';
import { selectedInOrder } from '../bulk/taskSelection';
import { useBulkTaskActions } from '../bulk/useBulkTaskActions';
import { useTaskSelection } from '../bulk/useTaskSelection';
import { DeleteTaskDialog } from '../components/DeleteTaskDialog';
import { TaskBoard } from '../components/TaskBoard';
import { TaskDialog, type TaskDialogInitialData } from '../components/TaskDialog';
import { TaskFilters } from '../components/TaskFilters';
import { TaskRow } from '../components/TaskRow';
import { useTaskLookups } from '../components/useTaskLookups';
import { useTaskLiveUpdates } from '../board/useTaskLiveUpdates';
import { findCachedTask, readTaskIdsInOrder, scrollTaskIntoView } from '../keyboard/taskElements';
import { keyboardMessages } from '../keyboard/keyboard.messages';
import { ShortcutSheet } from '../keyboard/ShortcutSheet';
import type { TaskShortcutAction } from '../keyboard/taskShortcuts';
import { useTaskShortcuts } from '../keyboard/useTaskShortcuts';
import { taskPath } from '../page/taskPath';
import { tasksMessages } from '../tasks.messages';
import {
  countTaskFilters,
  hasTaskFilters,
  readTaskListParams,
  toTaskListFilters,
  type TaskListParams,
} from '../utils/taskListParams';
import { PageFrame } from '../../../ui/PageFrame';
import { filtersFromSearch, searchFromFilters } from '../views/viewFilters';
import { ViewsMenu } from '../views/ViewsMenu';
import { formatNumber } from '../../../platform/i18n/plural';

const messages = tasksMessages.screen;

/**
 * /tasks: every task of the organisation, as a list or a board, with filters, search and saved
 * views; the keyboard moves, selects and opens tasks, and selected tasks change together.
 */
export function TasksPage() {
  useDocumentTitle(messages.documentTitle);
  // Tasks changed by others reach the list and the board while this page is open.
  useTaskLiveUpdates();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readTaskListParams(searchParams);
  const tasks = useTasksQuery(toTaskListFilters(params));
  const lookups = useTaskLookups();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [dialogData, setDialogData] = useState<TaskDialogInitialData | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const [isShortcutSheetOpen, setIsShortcutSheetOpen] = useState(false);
  // Select mode shows a checkbox on every row: selecting without a keyboard (a phone).
  const [isSelectMode, setIsSelectMode] = useState(false);
  const hiddenIds = useHiddenTaskIds();
  const bulk = useBulkTaskActions();

  // The list or the board: the tasks in screen order are read from it when a key needs them.
  const tasksAreaRef = useRef<HTMLDivElement>(null);
  const orderedIds = useCallback(() => readTaskIdsInOrder(tasksAreaRef.current), []);
  const selection = useTaskSelection(orderedIds);
  const showsCheckboxes = isSelectMode || selection.selectedIds.size > 0;
  const clearSelection = () => {
    selection.clear();
    setIsSelectMode(false);
  };

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

  // Tasks deleted on screen stay out while their Undo is on offer.
  const loaded = (tasks.data?.pages.flatMap((page) => page.tasks) ?? []).filter(
    (task) => !hiddenIds.has(task.id),
  );
  const isEmpty = tasks.isSuccess && loaded.length === 0;
  // An empty list may mean "nothing open" as well as "nothing yet": only a count tells.
  const taskTotal = useTaskTotalQuery(isEmpty);
  const showCompleted = () => updateParam('status', 'all');
  const lastPage = tasks.data?.pages.at(-1);
  const total = lastPage
    ? `${formatNumber(lastPage.total)}${lastPage.totalIsExact ? '' : '+'}`
    : '0';
  const openTask = (task: Task) => setDialogData(task);
  const handleTaskClick = (task: Task, event: MouseEvent) => {
    // Shift+click would also select the page's text.
    if (event.shiftKey) event.preventDefault();
    if (!selection.handleSelectClick(task.id, event)) openTask(task);
  };
  const taskOf = (taskId: string) =>
    loaded.find((task) => task.id === taskId) ?? findCachedTask(queryClient, taskId);
  // The selected tasks still on screen, or all of them when the screen cannot tell.
  const selectedTaskIds = () => {
    const onScreen = selectedInOrder(orderedIds(), selection.selectedIds);
    return onScreen.length > 0 ? onScreen : [...selection.selectedIds];
  };

  function handleShortcut(action: TaskShortcutAction) {
    const focusedId = selection.focusedId;
    switch (action) {
      case 'create':
        setDialogData({});
        return;
      case 'focusNext':
      case 'focusPrevious': {
        const next = selection.move(action === 'focusNext' ? 1 : -1);
        if (next) scrollTaskIntoView(tasksAreaRef.current, next);
        return;
      }
      case 'toggleSelected':
        if (focusedId) selection.toggle(focusedId);
        return;
      case 'open':
        if (focusedId) void navigate(taskPath(focusedId));
        return;
      case 'edit': {
        const task = focusedId ? taskOf(focusedId) : undefined;
        if (task) setDialogData(task);
        return;
      }
      case 'clearSelection':
        clearSelection();
        return;
      case 'showShortcuts':
        setIsShortcutSheetOpen(true);
        return;
    }
  }
  useTaskShortcuts(handleShortcut);

  const openView = (filters: TaskViewFilters) => {
    selection.clear();
    setSearchParams(searchFromFilters(filters));
  };

  return (
    <PageFrame>
      <PageHeader
        title={messages.title}
        description={messages.description}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <ViewsMenu current={filtersFromSearch(searchParams)} onOpen={openView} />
            <Button
              variant="secondary"
              aria-pressed={showsCheckboxes}
              icon={<ListChecks aria-hidden className="size-4" />}
              onClick={() => (showsCheckboxes ? clearSelection() : setIsSelectMode(true))}
            >
              {showsCheckboxes ? bulkMessages.doneSelecting : bulkMessages.select}
            </Button>
            {/* The sheet is about keys: not offered on a phone. */}
            <span className="hidden sm:inline-flex">
              <IconButton
                label={keyboardMessages.showShortcuts}
                icon={<Keyboard className="size-5" />}
                onClick={() => setIsShortcutSheetOpen(true)}
              />
            </span>
            <Button
              icon={<Plus aria-hidden className="size-4" />}
              onClick={() => setDialogData({})}
            >
              {messages.newTask}
            </Button>
          </div>
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
          <div ref={tasksAreaRef}>
            <Card className="overflow-hidden">
              <ul className="divide-y divide-zinc-100">
                {loaded.map((task) => (
                  <li key={task.id}>
                    <TaskRow
                      task={task}
                      lookups={lookups}
                      onOpen={handleTaskClick}
                      onDelete={setDeleting}
                      isSelected={selection.selectedIds.has(task.id)}
                      isFocused={selection.focusedId === task.id}
                      onToggleSelected={
                        showsCheckboxes ? (item) => selection.toggle(item.id) : undefined
                      }
                    />
                  </li>
                ))}
              </ul>
            </Card>
          </div>
        ) : (
          <div ref={tasksAreaRef}>
            <TaskBoard
              tasks={loaded}
              by={params.view}
              lookups={lookups}
              onOpen={openTask}
              onDelete={setDeleting}
              selectedIds={selection.selectedIds}
              focusedId={selection.focusedId}
              onTaskClick={handleTaskClick}
            />
          </div>
        )}

        {selection.selectedIds.size > 0 ? (
          <BulkBar
            count={selection.selectedIds.size}
            lookups={lookups}
            onChange={(change) => void bulk.applyChange(selectedTaskIds(), change)}
            onDelete={() => {
              bulk.deleteTasks(selectedTaskIds());
              clearSelection();
            }}
            onClear={clearSelection}
          />
        ) : null}

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
      <ShortcutSheet isOpen={isShortcutSheetOpen} onClose={() => setIsShortcutSheetOpen(false)} />
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
