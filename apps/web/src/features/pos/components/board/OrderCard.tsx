import { useDraggable } from '@dnd-kit/core';
import { PAYMENT_METHODS, type PosOrder } from '@worksphere/contracts';
import clsx from 'clsx';
import { MoreHorizontal } from 'lucide-react';
import { Button } from '../../../../ui/Button';
import { Menu, MenuItem } from '../../../../ui/Menu';
import { posMessages } from '../../pos.messages';
import { posCounterMessages } from '../../posCounter.messages';
import { canCancel, canRefund, nextStatusOf } from '../../utils/board';
import { canRefundLines } from '../../utils/refundable';
import { formatMoney } from '../../utils/money';
import type { BoardActions } from './boardActions';
import { useDateFormatter } from '../../../../platform/dates/useDateFormatter';
import { ContactName } from '../../../contacts/components/ContactName';
import { formatPhoneNumber } from '../../../phone/utils/phoneNumber';

const messages = posMessages.board;

/** One order on the board: drag it, or use its buttons (the keyboard way). */
export function OrderCard({
  order,
  actions,
  timeZone,
}: {
  order: PosOrder;
  actions: BoardActions;
  timeZone?: string;
}) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: order.id,
    data: { order },
    disabled: order.status === 'completed' || order.status === 'cancelled',
  });
  const next = nextStatusOf(order);
  const dates = useDateFormatter(timeZone);
  const open = order.status !== 'completed' && order.status !== 'cancelled';
  const title = `#${order.number}`;
  const style = transform
    ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` }
    : undefined;

  return (
    <li
      ref={setNodeRef}
      style={style}
      aria-label={`${title} ${order.customerName}`.trim()}
      className={clsx(
        'rounded-lg border bg-white p-3 text-sm shadow-sm',
        order.refundOfId ? 'border-red-200' : 'border-zinc-200',
        isDragging && 'z-10 opacity-80 shadow-lg',
      )}
    >
      <div className="flex items-start gap-2">
        <div
          {...listeners}
          {...attributes}
          aria-roledescription={messages.draggable}
          className={clsx('min-w-0 flex-1', open && 'cursor-grab touch-none')}
        >
          <p className="flex flex-wrap items-center gap-1.5">
            <span className="text-base font-bold text-zinc-900">{title}</span>
            <span className="rounded bg-zinc-100 px-1.5 py-0.5 text-xs text-zinc-600">
              {messages.source[order.source]}
            </span>
            {order.refundOfId ? (
              <span className="rounded bg-red-50 px-1.5 py-0.5 text-xs text-red-700">
                {messages.refund}
              </span>
            ) : null}
            {order.refundedById ? (
              <span className="rounded bg-zinc-100 px-1.5 py-0.5 text-xs text-zinc-600">
                {messages.refunded}
              </span>
            ) : null}
          </p>
          <p className="text-xs text-zinc-500">
            {/* An open order from before midnight says its day. */}
            {dates.formatTimeOrDateTime(order.createdAt)}
            {order.customerName ? ` · ${order.customerName}` : ''}
            {order.customerPhone ? (
              <>
                {' · '}
                <ContactName
                  value={order.customerPhone}
                  fallback={formatPhoneNumber(order.customerPhone)}
                />
              </>
            ) : null}
          </p>
        </div>
        <span className="tabular-nums font-semibold text-zinc-900">
          {formatMoney(order.total, order.currency)}
        </span>
      </div>
      <ul className="mt-2 space-y-0.5 text-xs text-zinc-700">
        {order.lines.map((line) => (
          <li key={line.id}>
            {Math.abs(line.quantity)} × {line.name}
            {line.options.length > 0
              ? ` (${line.options.map((option) => option.choiceName).join(', ')})`
              : ''}
            {line.note ? <span className="italic text-zinc-500"> · {line.note}</span> : null}
          </li>
        ))}
      </ul>
      {order.note ? <p className="mt-1 text-xs italic text-zinc-500">{order.note}</p> : null}
      <div className="mt-2 flex flex-wrap items-center gap-1.5">
        <span
          className={clsx(
            'rounded px-1.5 py-0.5 text-xs font-medium',
            order.paid ? 'bg-emerald-50 text-emerald-700' : 'bg-amber-50 text-amber-700',
          )}
        >
          {order.paid
            ? `${messages.paid}${order.paymentMethod ? ` · ${posMessages.paymentMethods[order.paymentMethod]}` : ''}`
            : messages.unpaid}
        </span>
        <span className="flex-1" />
        {next ? (
          <Button size="sm" onClick={() => actions.changeStatus(order, next)}>
            {messages.advance(posMessages.status[next])}
          </Button>
        ) : null}
        {canRefund(order) ? (
          <Button size="sm" variant="secondary" onClick={() => actions.refund(order)}>
            {messages.refund}
          </Button>
        ) : null}
        <Menu
          label={`${title} ${posMessages.board.more}`}
          isIconOnly
          trigger={<MoreHorizontal aria-hidden className="size-4" />}
          triggerClassName="inline-flex size-8 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100"
        >
          <MenuItem onAction={() => actions.print(order)}>{posMessages.screen.print}</MenuItem>
          {!order.paid && order.status !== 'cancelled' && !order.refundOfId ? (
            <MenuItem onAction={() => actions.charge(order)}>
              {posCounterMessages.takePayment}
            </MenuItem>
          ) : null}
          {canRefundLines(order) ? (
            <MenuItem onAction={() => actions.refundLines(order)}>
              {posCounterMessages.refundLines}
            </MenuItem>
          ) : null}
          {!order.paid && order.status !== 'cancelled'
            ? PAYMENT_METHODS.map((method) => (
                <MenuItem key={method} onAction={() => actions.pay(order, method)}>
                  {messages.payWith(posMessages.paymentMethods[method])}
                </MenuItem>
              ))
            : null}
          {canCancel(order) ? (
            <MenuItem isDanger onAction={() => actions.changeStatus(order, 'cancelled')}>
              {messages.cancel}
            </MenuItem>
          ) : null}
        </Menu>
      </div>
    </li>
  );
}
