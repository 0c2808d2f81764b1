import type { PosOrder } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { POS_MESSAGES } from '@worksphere/contracts';
import { canCancel, canRefund, dropProblem, nextStatusOf, ordersByStatus } from './board';

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

  it('allows drops the contracts allow, and says why not in the server’s words', () => {
    expect(dropProblem(order({ status: 'new' }), 'ready')).toBeNull();
    expect(dropProblem(order({ status: 'ready' }), 'new')).toBe(
      'An order that is ready cannot become new.',
    );
    expect(dropProblem(order({ status: 'completed' }), 'cancelled')).toBe(
      'An order that is completed cannot become cancelled.',
    );
    expect(dropProblem(order({ status: 'new', paid: true }), 'cancelled')).toBe(
      POS_MESSAGES.cancelPaid,
    );
    expect(dropProblem(order({ status: 'new', paid: false }), 'cancelled')).toBeNull();
    expect(dropProblem(order({ status: 'completed', refundOfId: 'o0' }), 'cancelled')).toBe(
      POS_MESSAGES.refundChangeForbidden,
    );
    expect(canCancel(order({ status: 'preparing', paid: false }))).toBe(true);
    expect(canCancel(order({ status: 'preparing', paid: true }))).toBe(false);
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
