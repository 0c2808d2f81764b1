import { describe, expect, it } from 'vitest';
import {
  canChangeStatus,
  cartLineSchema,
  computeTotals,
  divideRounded,
  openingHoursSchema,
  placePublicOrderRequestSchema,
  POS_MESSAGES,
  posAddOrderPayloadSchema,
  posMessage,
} from './pos.js';

const line = (unitPrice: number, quantity: number) => ({ unitPrice, quantity });

describe('divideRounded', () => {
  it('rounds half away from zero, symmetric for negatives', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(-5, 2)).toBe(-3);
    expect(divideRounded(4, 3)).toBe(1);
    expect(divideRounded(5, 3)).toBe(2);
    expect(divideRounded(-4, 3)).toBe(-1);
    expect(divideRounded(0, 7)).toBe(0);
    // Beyond 2^53 in the product: still exact.
    expect(divideRounded(999_999_999_999 * 10_000 + 5_000, 10_000)).toBe(1_000_000_000_000);
  });
});

describe('computeTotals', () => {
  it('keeps line totals exact and rounds tax once per order (exclusive)', () => {
    // Three lines of 0.33 at 19%: per line tax would be 0.06 × 3 = 0.18; once per order 0.19.
    const totals = computeTotals({
      lines: [line(33, 1), line(33, 1), line(33, 1)],
      discount: null,
      taxRateBasisPoints: 1900,
      taxInclusive: false,
    });
    expect(totals).toEqual({
      lineTotals: [33, 33, 33],
      subtotal: 99,
      discountAmount: 0,
      tax: 19,
      total: 118,
    });
  });

  it('extracts tax from tax-inclusive prices', () => {
    const totals = computeTotals({
      lines: [line(1190, 2)],
      discount: null,
      taxRateBasisPoints: 1900,
      taxInclusive: true,
    });
    expect(totals).toMatchObject({ subtotal: 2380, tax: 380, total: 2380 });
    // 1.00 at 7% inclusive: 100 × 700 / 10700 = 6.54 → 7.
    expect(
      computeTotals({
        lines: [line(100, 1)],
        discount: null,
        taxRateBasisPoints: 700,
        taxInclusive: true,
      }).tax,
    ).toBe(7);
  });

  it('applies percentage and amount discounts before tax, never below zero', () => {
    const percent = computeTotals({
      lines: [line(999, 1)],
      discount: { kind: 'percent', value: 1500 },
      taxRateBasisPoints: 1000,
      taxInclusive: false,
    });
    // 15% of 999 = 149.85 → 150; net 849; tax 84.9 → 85.
    expect(percent).toMatchObject({ subtotal: 999, discountAmount: 150, tax: 85, total: 934 });
    const amount = computeTotals({
      lines: [line(500, 1)],
      discount: { kind: 'amount', value: 800 },
      taxRateBasisPoints: 1000,
      taxInclusive: false,
    });
    expect(amount).toMatchObject({ discountAmount: 500, tax: 0, total: 0 });
  });

  it('gives a refund exactly the negated totals', () => {
    const input = {
      discount: { kind: 'percent' as const, value: 1250 },
      taxRateBasisPoints: 2100,
      taxInclusive: false,
    };
    const sale = computeTotals({ ...input, lines: [line(455, 3), line(199, 1)] });
    const refund = computeTotals({ ...input, lines: [line(455, -3), line(199, -1)] });
    expect(refund.subtotal).toBe(-sale.subtotal);
    expect(refund.discountAmount).toBe(-sale.discountAmount);
    expect(refund.tax).toBe(-sale.tax);
    expect(refund.total).toBe(-sale.total);
    const amountOff = computeTotals({
      ...input,
      discount: { kind: 'amount', value: 100 },
      lines: [line(455, -1)],
    });
    expect(amountOff).toMatchObject({ subtotal: -455, discountAmount: -100, total: -(355 + 75) });
  });
});

describe('order status', () => {
  it('moves forward or to cancelled, never back, never out of a final status', () => {
    expect(canChangeStatus('new', 'preparing')).toBe(true);
    expect(canChangeStatus('new', 'completed')).toBe(true);
    expect(canChangeStatus('ready', 'cancelled')).toBe(true);
    expect(canChangeStatus('ready', 'preparing')).toBe(false);
    expect(canChangeStatus('completed', 'cancelled')).toBe(false);
    expect(canChangeStatus('cancelled', 'new')).toBe(false);
    expect(canChangeStatus('new', 'new')).toBe(false);
  });
});

describe('request shapes', () => {
  it('validates phone, name and client key of a public order', () => {
    const base = {
      clientKey: 'k'.repeat(20),
      customerName: 'Ada',
      customerPhone: '+49 (30) 123-456',
      lines: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
    };
    expect(placePublicOrderRequestSchema.safeParse(base).success).toBe(true);
    const phone = placePublicOrderRequestSchema.safeParse({ ...base, customerPhone: 'call me' });
    expect(phone.error?.issues[0]?.message).toBe(POS_MESSAGES.phoneInvalid);
    const name = placePublicOrderRequestSchema.safeParse({ ...base, customerName: '  ' });
    expect(name.error?.issues[0]?.message).toBe(POS_MESSAGES.customerNameRequired);
    const empty = placePublicOrderRequestSchema.safeParse({ ...base, lines: [] });
    expect(empty.error?.issues[0]?.message).toBe(POS_MESSAGES.cartEmpty);
  });

  it('takes the hand-off payload lines as cart lines', () => {
    const payload = posAddOrderPayloadSchema.parse({
      lines: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 2, note: 'no ice' }],
    });
    expect(cartLineSchema.parse(payload.lines[0])).toEqual(payload.lines[0]);
  });

  it('refuses overlapping or inverted opening periods', () => {
    expect(openingHoursSchema.safeParse({ mon: [{ open: '09:00', close: '24:00' }] }).success).toBe(
      true,
    );
    expect(openingHoursSchema.safeParse({ mon: [{ open: '12:00', close: '09:00' }] }).success).toBe(
      false,
    );
    const overlap = openingHoursSchema.safeParse({
      tue: [
        { open: '09:00', close: '13:00' },
        { open: '12:00', close: '18:00' },
      ],
    });
    expect(overlap.error?.issues[0]?.message).toBe(POS_MESSAGES.hoursOverlap);
    expect(posMessage(POS_MESSAGES.illegalTransition, { from: 'completed', to: 'new' })).toBe(
      'An order that is completed cannot become new.',
    );
  });
});
