import type { PosOrder } from '@worksphere/contracts';

/** Some items of a paid, completed sale may be refunded while any are left (the server checks). */
export function canRefundLines(order: PosOrder): boolean {
  return order.paid && order.status === 'completed' && !order.refundOfId;
}

/** How many of each line are left to refund, given the refunds known (negative lines). */
export function refundableQuantities(
  order: PosOrder,
  refunds: readonly PosOrder[],
): Record<string, number> {
  const left = Object.fromEntries(order.lines.map((line) => [line.id, line.quantity]));
  for (const refund of refunds) {
    if (refund.refundOfId !== order.id) continue;
    for (const line of refund.lines) {
      if (line.id in left) left[line.id] = Math.max(0, left[line.id]! + line.quantity);
    }
  }
  return left;
}
