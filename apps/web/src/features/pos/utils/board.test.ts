import type { PosOrder } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { canDropOn, canRefund, nextStatusOf, ordersByStatus } from './board';

const order = (overrides: Partial<PosOrder>) =>
  ({
    id: 'o1',
    status: 'new',
    refundOfId: null,
    refundedById: null,
    paid: true,
    ...overrides,
  }) as PosOrder;

describe('the orders board', () => {
  it('advances open orders one step and stops at the end', () => {
    expect(nextStatusOf(order({ status: 'new' }))).toBe('preparing');
    expect(nextStatusOf(order({ status: 'ready' }))).toBe('completed');
    expect(nextStatusOf(order({ status: 'completed' }))).toBeNull();
    expect(nextStatusOf(order({ status: 'new', refundOfId: 'x' }))).toBeNull();
  });

  it('allows drops the contracts allow', () => {
    expect(canDropOn(order({ status: 'new' }), 'ready')).toBe(true);
    expect(canDropOn(order({ status: 'ready' }), 'new')).toBe(false);
    expect(canDropOn(order({ status: 'completed' }), 'cancelled')).toBe(false);
    expect(canDropOn(order({ status: 'new' }), 'new')).toBe(false);
  });

  it('groups orders into columns and offers a refund once', () => {
    const columns = ordersByStatus([
      order({ id: 'a', status: 'new' }),
      order({ id: 'b', status: 'completed' }),
    ]);
    expect(columns.new.map((o) => o.id)).toEqual(['a']);
    expect(columns.completed.map((o) => o.id)).toEqual(['b']);
    expect(columns.cancelled).toEqual([]);
    expect(canRefund(order({ status: 'completed' }))).toBe(true);
    expect(canRefund(order({ status: 'completed', refundedById: 'r' }))).toBe(false);
    expect(canRefund(order({ status: 'completed', paid: false }))).toBe(false);
  });
});
