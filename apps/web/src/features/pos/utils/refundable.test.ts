import type { PosOrder } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { canRefundLines, refundableQuantities } from './refundable';

const line = (id: string, quantity: number) => ({
  id,
  productId: null,
  name: id,
  options: [],
  quantity,
  unitPrice: 100,
  lineTotal: 100 * quantity,
  note: '',
});

const sale = {
  id: 'sale',
  paid: true,
  status: 'completed',
  refundOfId: null,
  refundedById: null,
  lines: [line('a', 3), line('b', 1)],
} as unknown as PosOrder;

describe('refunding some items', () => {
  it('leaves what earlier refunds of this order did not take', () => {
    const refund = { refundOfId: 'sale', lines: [line('a', -2)] } as unknown as PosOrder;
    const other = { refundOfId: 'another', lines: [line('a', -1)] } as unknown as PosOrder;
    expect(refundableQuantities(sale, [refund, other])).toEqual({ a: 1, b: 1 });
  });

  it('allows more refunds after a first one, never of a refund or an open order', () => {
    expect(canRefundLines({ ...sale, refundedById: 'r1' })).toBe(true);
    expect(canRefundLines({ ...sale, refundOfId: 'x' })).toBe(false);
    expect(canRefundLines({ ...sale, status: 'ready' })).toBe(false);
    expect(canRefundLines({ ...sale, paid: false })).toBe(false);
  });
});
