import type { PaymentMethod } from '@worksphere/contracts';

/**
 * How a refund (a negative amount) is paid back when staff did not pick a method: across the
 * methods the order was paid by, in proportion to what each took (a split paid 3.00 in cash and
 * 2.50 by card is refunded so), the rounding left to the largest part. The tip was paid on top
 * and is never refunded, so shares are of what was paid, not of the tip-free total.
 */
export function splitRefund(
  refund: number,
  paidParts: { method: PaymentMethod; amount: number }[],
): { method: PaymentMethod; amount: number }[] {
  const byMethod = new Map<PaymentMethod, number>();
  for (const part of paidParts) {
    if (part.amount > 0) byMethod.set(part.method, (byMethod.get(part.method) ?? 0) + part.amount);
  }
  const paid = [...byMethod.values()].reduce((sum, amount) => sum + amount, 0);
  if (paid === 0) return [];
  const shares = [...byMethod].map(([method, amount]) => ({
    method,
    weight: amount,
    amount: Math.round((refund * amount) / paid),
  }));
  const largest = shares.reduce((best, share) => (share.weight > best.weight ? share : best));
  largest.amount += refund - shares.reduce((sum, share) => sum + share.amount, 0);
  return shares
    .filter((share) => share.amount !== 0)
    .map((share) => ({ method: share.method, amount: share.amount }));
}
