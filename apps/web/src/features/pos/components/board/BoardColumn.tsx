import { useDndContext, useDroppable } from '@dnd-kit/core';
import type { OrderStatus, PosOrder } from '@worksphere/contracts';
import clsx from 'clsx';
import { posMessages } from '../../pos.messages';
import { dropProblem } from '../../utils/board';
import type { BoardActions } from './boardActions';
import { OrderCard } from './OrderCard';

/** One status column; a drop here asks the server for that status. */
export function BoardColumn({
  status,
  orders,
  actions,
  timeZone,
}: {
  status: OrderStatus;
  orders: PosOrder[];
  actions: BoardActions;
  timeZone?: string;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const { active } = useDndContext();
  const dragged = active?.data.current?.order as PosOrder | undefined;
  // While a card is held over this column, say whether it may land here.
  const problem =
    isOver && dragged && dragged.status !== status ? dropProblem(dragged, status) : null;
  const title = posMessages.status[status];
  return (
    <section
      ref={setNodeRef}
      aria-label={title}
      className={clsx(
        'flex min-h-40 w-72 shrink-0 flex-col rounded-xl bg-zinc-100 p-2 sm:w-auto sm:min-w-0',
        isOver && (problem ? 'ring-2 ring-red-400' : 'ring-2 ring-brand-400'),
      )}
    >
      {problem ? (
        <p className="mb-2 rounded-md bg-red-50 px-2 py-1 text-xs text-red-700">{problem}</p>
      ) : null}
      <h2 className="mb-2 flex items-center justify-between px-1 text-sm font-semibold text-zinc-700">
        {title}
        <span className="rounded-full bg-white px-2 text-xs tabular-nums text-zinc-600">
          {orders.length}
        </span>
      </h2>
      {orders.length === 0 ? (
        <p className="px-1 py-4 text-center text-xs text-zinc-500">{posMessages.board.empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} actions={actions} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </section>
  );
}
