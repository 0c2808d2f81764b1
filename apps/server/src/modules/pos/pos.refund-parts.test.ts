import { describe, expect, it } from 'vitest';
import { splitRefund } from './pos.refund-parts.js';

describe('splitting a refund across the methods an order was paid by', () => {
  it('pays back each method what it took when there was no tip', () => {
    expect(
      splitRefund(-550, [
        { method: 'cash', amount: 300 },
        { method: 'card', amount: 250 },
      ]),
    ).toEqual([
      { method: 'cash', amount: -300 },
      { method: 'card', amount: -250 },
    ]);
  });

  it('shares a part of the order in proportion, the rounding on the largest, summing exactly', () => {
    const parts = [
      { method: 'card' as const, amount: 700 },
      { method: 'cash' as const, amount: 200 },
      { method: 'cash' as const, amount: 100 },
    ];
    // 10.00 paid (with a 1.00 tip) for a 9.00 order; 3.33 of it refunded.
    const shares = splitRefund(-333, parts);
    expect(shares).toEqual([
      { method: 'card', amount: -233 },
      { method: 'cash', amount: -100 },
    ]);
    expect(shares.reduce((sum, share) => sum + share.amount, 0)).toBe(-333);
  });

  it('answers nothing for an order paid without parts', () => {
    expect(splitRefund(-100, [])).toEqual([]);
  });
});
