import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Task } from '@worksphere/contracts';
import clsx from 'clsx';
import type { MouseEvent } from 'react';
import { Button } from '../../../ui/Button';
import type { TaskLookups } from '../components/useTaskLookups';
import { boardMessages } from './board.messages';
import { BoardCard } from './BoardCard';
import { readCardId } from './boardOrder';
import type { BoardTask } from './boardTypes';

export type BoardColumnView = {
  key: string;
  label: string;
  color?: string;
  /** Card ids in order (see boardOrder.cardIdOf). */
  cardIds: string[];
  total: number;
};

type BoardColumnProps = {
  column: BoardColumnView;
  taskOf: (taskId: string) => BoardTask | undefined;
  lookups: TaskLookups;
  showProject: boolean;
  selectedIds?: ReadonlySet<string>;
  focusedId?: string | null;
  onOpen: (task: Task, event: MouseEvent) => void;
  onDelete?: (task: Task) => void;
  /** Absent when the column cannot show more (all shown, or not a state column). */
  onLoadMore?: () => void;
  isLoadingMore?: boolean;
};

/** One column of the board: its header (colour, name, count) and its sortable cards. */
export function BoardColumn({
  column,
  taskOf,
  lookups,
  showProject,
  selectedIds,
  focusedId,
  onOpen,
  onDelete,
  onLoadMore,
  isLoadingMore,
}: BoardColumnProps) {
  // The column itself is a drop target, so an empty one can receive a card.
  const { setNodeRef, isOver } = useDroppable({ id: column.key });
  const shown = column.cardIds.length;
  return (
    <section
      aria-label={column.label}
      data-testid="task-column"
      className={clsx(
        'flex max-h-[calc(100dvh-12rem)] min-h-40 w-[calc(100vw-2rem)] shrink-0 snap-center flex-col rounded-2xl bg-zinc-100 p-3 sm:w-72 sm:snap-start',
        isOver && 'ring-2 ring-brand-300',
      )}
    >
      <h2 className="mb-3 flex items-center gap-2 px-1 text-sm font-semibold text-zinc-800">
        {column.color ? (
          <span
            aria-hidden
            className="size-2.5 shrink-0 rounded-full"
            style={{ backgroundColor: column.color }}
          />
        ) : null}
        <span className="truncate">{column.label}</span>
        <span
          className="ml-auto rounded-full bg-white px-2 py-0.5 text-xs font-medium text-zinc-600"
          title={boardMessages.columnCountLabel(shown, column.total)}
        >
          <span aria-hidden>{boardMessages.columnCount(shown, column.total)}</span>
          <span className="sr-only">{boardMessages.columnCountLabel(shown, column.total)}</span>
        </span>
      </h2>
      <SortableContext items={column.cardIds} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className="-mx-1 min-h-16 flex-1 space-y-2 overflow-y-auto px-1 pb-1">
          {column.cardIds.map((cardId) => {
            const task = taskOf(readCardId(cardId).taskId ?? '');
            return task ? (
              <SortableBoardCard
                key={cardId}
                cardId={cardId}
                task={task}
                lookups={lookups}
                showProject={showProject}
                isSelected={selectedIds?.has(task.id)}
                isFocused={focusedId === task.id}
                onOpen={onOpen}
                onDelete={onDelete}
              />
            ) : null;
          })}
          {shown === 0 ? (
            <li className="rounded-xl border border-dashed border-zinc-300 px-3 py-6 text-center text-sm text-zinc-500">
              {boardMessages.columnEmpty}
            </li>
          ) : null}
        </ul>
      </SortableContext>
      {onLoadMore && shown < column.total ? (
        <Button variant="secondary" className="mt-2" isLoading={isLoadingMore} onClick={onLoadMore}>
          {isLoadingMore ? boardMessages.loadingMore : boardMessages.loadMore}
        </Button>
      ) : null}
    </section>
  );
}

type SortableBoardCardProps = Omit<Parameters<typeof BoardCard>[0], 'drag'> & { cardId: string };

function SortableBoardCard({ cardId, ...card }: SortableBoardCardProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: cardId });
  return (
    <BoardCard
      {...card}
      drag={{
        ref: setNodeRef,
        style: { transform: CSS.Translate.toString(transform), transition },
        listeners,
        handleRef: setActivatorNodeRef,
        handleAttributes: attributes,
        isDragging,
      }}
    />
  );
}
