import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { Task } from '@worksphere/contracts';
import { useCallback, useMemo, useState, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { notify } from '../../../platform/notify/notify';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { boardMessages } from '../board/board.messages';
import {
  loadMoreOfColumn,
  useBoardDropMutation,
  useTaskBoardQuery,
  type BoardDrop,
} from '../board/boardApi';
import { BoardCard } from '../board/BoardCard';
import { BoardColumn, type BoardColumnView } from '../board/BoardColumn';
import {
  cardsOfGroups,
  columnLabelOf,
  columnOfCard,
  moveCardAcross,
  moveCardWithin,
  type ColumnCards,
} from '../board/boardColumns';
import { applyDropToTask, changeForDrop, readBoardGrouping } from '../board/boardGrouping';
import { boardKeys, type BoardFilters } from '../board/boardKeys';
import { neighboursOf, placeCard, readCardId } from '../board/boardOrder';
import type { BoardGroup, BoardTask } from '../board/boardTypes';
import { BoardGroupingSelect } from '../board/BoardGroupingSelect';
import { readTaskListParams } from '../utils/taskListParams';
import type { TaskLookups } from './useTaskLookups';

type TaskBoardProps = {
  /** The page's loaded list; the board reads its own columns (GET /tasks/board) instead. */
  tasks?: readonly Task[];
  /** The page's view; the board's grouping is read from the address (`group=`). */
  by?: string;
  lookups: TaskLookups;
  onOpen: (task: Task) => void;
  onDelete: (task: Task) => void;
  /** Tasks picked for bulk work (shown highlighted). */
  selectedIds?: ReadonlySet<string>;
  /** The task the keyboard is on (J/K). */
  focusedId?: string | null;
  /** A title clicked: the page decides (Shift/Cmd select); without it, the task opens. */
  onTaskClick?: (task: Task, event: MouseEvent) => void;
};

/**
 * The board view of the Tasks screen: a column per workflow state (or per assignee, project,
 * priority), cards dragged between and within columns by mouse, finger (long press) and
 * keyboard, live for everyone viewing. Columns scroll sideways, one per screen on a phone.
 */
export function TaskBoard({
  lookups,
  onOpen,
  onDelete,
  selectedIds,
  focusedId,
  onTaskClick,
}: TaskBoardProps) {
  const [searchParams] = useSearchParams();
  const grouping = readBoardGrouping(searchParams);
  const params = readTaskListParams(searchParams);
  const filters: BoardFilters = useMemo(
    () => ({
      q: params.q.trim() || undefined,
      projectId: params.project || undefined,
      categoryId: params.category || undefined,
      assigneeId: params.assignee || undefined,
    }),
    [params.q, params.project, params.category, params.assignee],
  );
  const key = boardKeys.board(filters, grouping);
  const board = useTaskBoardQuery(filters, grouping);
  const drop = useBoardDropMutation(key);
  const queryClient = useQueryClient();

  const groups = useMemo(() => board.data?.groups ?? [], [board.data]);
  const tasksById = useMemo(() => {
    const map = new Map<string, BoardTask>();
    for (const group of groups) for (const task of group.tasks) map.set(task.id, task);
    return map;
  }, [groups]);
  const taskOf = useCallback((taskId: string) => tasksById.get(taskId), [tasksById]);

  // While a card is dragged, the columns as they look with it; null when nothing is dragged.
  const [draft, setDraft] = useState<ColumnCards | null>(null);
  const [activeCard, setActiveCard] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState<string | null>(null);
  const cards = draft ?? cardsOfGroups(groups);

  const labelOfColumn = (group: BoardGroup) =>
    columnLabelOf(group, grouping, (id) => lookups.projectNameOf(id));
  const columns: BoardColumnView[] = groups.map((group) => ({
    key: group.key,
    label: labelOfColumn(group),
    color: group.state?.color,
    cardIds: cards[group.key] ?? [],
    total: group.total,
  }));

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    // A long press picks a card up, so a finger still scrolls the board and the columns.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const titleOf = (cardId: string) => taskOf(readCardId(cardId).taskId ?? '')?.title ?? '';
  const columnNameOf = (id: string) => {
    const column = columns.find((item) => item.key === columnOfCard(cards, id));
    return column?.label ?? '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      boardMessages.drag.picked(titleOf(String(active.id)), columnNameOf(String(active.id))),
    onDragOver: ({ active, over }) => {
      if (!over) return undefined;
      const column = columnOfCard(cards, String(over.id)) ?? '';
      const ids = cards[column] ?? [];
      const at = ids.indexOf(String(over.id));
      return boardMessages.drag.over(
        titleOf(String(active.id)),
        columnNameOf(String(over.id)),
        (at < 0 ? ids.length : at) + 1,
        Math.max(ids.length, 1),
      );
    },
    onDragEnd: ({ active, over }) => {
      if (!over) return boardMessages.drag.cancelled(titleOf(String(active.id)));
      const ids = cards[columnOfCard(cards, String(active.id)) ?? ''] ?? [];
      return boardMessages.drag.dropped(
        titleOf(String(active.id)),
        columnNameOf(String(active.id)),
        ids.indexOf(String(active.id)) + 1,
      );
    },
    onDragCancel: ({ active }) => boardMessages.drag.cancelled(titleOf(String(active.id))),
  };

  function handleDragStart({ active }: DragStartEvent) {
    setActiveCard(String(active.id));
    setDraft(cardsOfGroups(groups));
  }

  function handleDragOver({ active, over }: DragOverEvent) {
    if (!over) return;
    setDraft((current) => current && moveCardAcross(current, String(active.id), String(over.id)));
  }

  function handleDragCancel() {
    setActiveCard(null);
    setDraft(null);
  }

  function handleDragEnd({ active, over }: DragEndEvent) {
    const cardId = String(active.id);
    const finalCards = draft && over ? moveCardWithin(draft, cardId, String(over.id)) : null;
    setActiveCard(null);
    setDraft(null);
    if (!finalCards) return;
    const { groupKey: fromKey, taskId } = readCardId(cardId);
    const task = taskId ? taskOf(taskId) : undefined;
    const toKey = columnOfCard(finalCards, cardId);
    if (!task || !toKey) return;
    const toIndex = (finalCards[toKey] ?? []).indexOf(cardId);
    const planned = planDrop(task, fromKey, toKey, toIndex);
    if (planned) drop.mutate(planned);
  }

  /** The request and the board to show for a card dropped at `toIndex` of column `toKey`. */
  function planDrop(
    task: BoardTask,
    fromKey: string,
    toKey: string,
    toIndex: number,
  ): BoardDrop | null {
    if (grouping === 'state') {
      const fromIndex = groups.find((group) => group.key === fromKey)?.tasks.indexOf(task) ?? -1;
      if (fromKey === toKey && fromIndex === toIndex) return null;
      const stateOf = (stateKey: string) => groups.find((group) => group.key === stateKey)?.state;
      const moved = applyDropToTask('state', task, toKey, null, stateOf);
      const optimistic = placeCard(groups, { fromKey, taskId: task.id }, toKey, toIndex, moved);
      const target = optimistic.find((group) => group.key === toKey);
      if (!target) return null;
      return {
        task,
        optimistic: { groups: optimistic },
        request: { kind: 'move', body: { stateId: toKey, ...neighboursOf(target, task.id) } },
      };
    }
    const change = changeForDrop(grouping, task, fromKey, toKey);
    if (!change) return null;
    const changed = applyDropToTask(grouping, task, toKey, change);
    return {
      task,
      optimistic: {
        groups: placeCard(groups, { fromKey, taskId: task.id }, toKey, toIndex, changed),
      },
      request: { kind: 'update', body: change },
    };
  }

  async function loadMore(stateId: string, offset: number) {
    setLoadingMore(stateId);
    try {
      await loadMoreOfColumn(queryClient, key, filters, stateId, offset);
    } catch {
      notify.error(boardMessages.loadMoreFailed);
    } finally {
      setLoadingMore(null);
    }
  }

  const openTask = (task: Task, event: MouseEvent) => {
    if (onTaskClick) onTaskClick(task, event);
    else onOpen(task);
  };
  const activeTask = activeCard ? taskOf(readCardId(activeCard).taskId ?? '') : undefined;

  return (
    <div className="space-y-3">
      <BoardGroupingSelect />
      {board.isPending ? (
        <QueryLoading label={boardMessages.loading} />
      ) : board.isError ? (
        <QueryFailed
          message={describeFetchError(board.error, boardMessages.loadFailed)}
          retryLabel={boardMessages.retry}
          onRetry={() => void board.refetch()}
        />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCorners}
          onDragStart={handleDragStart}
          onDragOver={handleDragOver}
          onDragEnd={handleDragEnd}
          onDragCancel={handleDragCancel}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: boardMessages.drag.instructions },
          }}
        >
          <div
            data-testid="task-board"
            className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:snap-none sm:px-0"
          >
            {columns.map((column) => (
              <BoardColumn
                key={column.key}
                column={column}
                taskOf={taskOf}
                lookups={lookups}
                showProject={grouping !== 'project'}
                selectedIds={selectedIds}
                focusedId={focusedId}
                onOpen={openTask}
                onDelete={onDelete}
                isLoadingMore={loadingMore === column.key}
                onLoadMore={
                  grouping === 'state'
                    ? () => void loadMore(column.key, column.cardIds.length)
                    : undefined
                }
              />
            ))}
          </div>
          <DragOverlay>
            {activeTask ? (
              <ul>
                <BoardCard
                  task={activeTask}
                  lookups={lookups}
                  showProject={grouping !== 'project'}
                  onOpen={() => undefined}
                  isOverlay
                />
              </ul>
            ) : null}
          </DragOverlay>
        </DndContext>
      )}
    </div>
  );
}
