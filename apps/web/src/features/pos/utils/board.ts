import { canChangeStatus, type OrderStatus, type PosOrder } from '@worksphere/contracts';
import { posMessages } from '../pos.messages';

export const BOARD_COLUMNS: readonly OrderStatus[] = [
  'new',
  'preparing',
  'ready',
  'completed',
  'cancelled',
];

/** The next step of an open order along new → preparing → ready → completed. */
export function nextStatusOf(order: Pick<PosOrder, 'status' | 'refundOfId'>): OrderStatus | null {
  const flow: Partial<Record<OrderStatus, OrderStatus>> = {
    new: 'preparing',
    preparing: 'ready',
    ready: 'completed',
  };
  if (order.refundOfId) return null;
  return flow[order.status] ?? null;
}

/** A paid order is refunded, not cancelled (the server refuses it too). */
export function canCancel(order: Pick<PosOrder, 'status' | 'refundOfId' | 'paid'>): boolean {
  return !order.refundOfId && !order.paid && canChangeStatus(order.status, 'cancelled');
}

/**
 * Why a card cannot go to a column, in the server's words, or null when the contracts allow
 * it (the server still decides: a change made meanwhile by someone else is refused there).
 */
export function dropProblem(
  order: Pick<PosOrder, 'status' | 'refundOfId' | 'paid'>,
  to: OrderStatus,
): string | null {
  if (order.refundOfId) return posMessages.shared.refundChangeForbidden;
  if (to === 'cancelled' && order.paid && canChangeStatus(order.status, to)) {
    return posMessages.shared.cancelPaid;
  }
  if (canChangeStatus(order.status, to)) return null;
  return posMessages.shared.illegalTransition(
    posMessages.status[order.status].toLowerCase(),
    posMessages.status[to].toLowerCase(),
  );
}

export function ordersByStatus(orders: readonly PosOrder[]): Record<OrderStatus, PosOrder[]> {
  const columns = Object.fromEntries(
    BOARD_COLUMNS.map((status) => [status, [] as PosOrder[]]),
  ) as Record<OrderStatus, PosOrder[]>;
  for (const order of orders) columns[order.status].push(order);
  return columns;
}

/** A paid, completed sale that is not a refund and has none yet. */
export function canRefund(order: PosOrder): boolean {
  return order.paid && order.status === 'completed' && !order.refundOfId && !order.refundedById;
}

/** A short chime for a new online order; silent where audio is blocked or missing. */
export function playChime() {
  try {
    const context = new AudioContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(880, context.currentTime);
    oscillator.frequency.setValueAtTime(1320, context.currentTime + 0.15);
    gain.gain.setValueAtTime(0.2, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.5);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + 0.5);
    oscillator.onended = () => void context.close();
  } catch {
    // No audio here: the toast still tells.
  }
}
