import type { PosOrder, PosReport, PosSalesSummary } from '@worksphere/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerOrganization } from '../../test/factories.js';
import { createProduct, postOrder, putSettings } from '../../test/pos-helpers.js';
import { call, useTestApp } from '../../test/test-app.js';
import { shopClock } from './pos.hours.js';
import { reportHtml } from './pos.report.js';
import { posOrders, posProducts } from './pos.table.js';

const testApp = useTestApp();
type Signed = { token: string };

/** A tax-exclusive shop in EUR at 10% in Berlin. */
async function shop() {
  const admin = await registerOrganization(testApp.app);
  await putSettings(testApp.app, admin, {
    currency: 'EUR',
    taxRateBasisPoints: 1000,
    taxInclusive: false,
    timeZone: 'Europe/Berlin',
  });
  return admin;
}

async function order(owner: Signed, lines: object[], extra: object = {}): Promise<PosOrder> {
  const response = await postOrder(testApp.app, owner, { lines, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order;
}

const post = (owner: Signed, path: string, body: object) =>
  call(testApp.app, 'POST', path, { token: owner.token, body });

async function stockOf(productId: string) {
  const [row] = await testApp.db
    .select({ stock: posProducts.stock })
    .from(posProducts)
    .where(eq(posProducts.id, productId));
  return row!.stock;
}

describe('POS stock comes back with cancellations and refunds', () => {
  it('returns a cancelled order’s units, a full refund’s, and only the refunded lines’', async () => {
    const admin = await shop();
    const bagel = await createProduct(testApp.app, admin, { name: 'Bagel', price: 300, stock: 10 });
    const tea = await createProduct(testApp.app, admin, { name: 'Tea', price: 200 });
    const lines = [
      { productId: bagel.id, quantity: 2 },
      { productId: tea.id, quantity: 1 },
    ];

    const cancelled = await order(admin, lines);
    expect(await stockOf(bagel.id)).toBe(8);
    const cancelling = await post(admin, `/pos/orders/${cancelled.id}/status`, {
      status: 'cancelled',
    });
    expect(cancelling.statusCode, cancelling.body).toBe(200);
    expect(await stockOf(bagel.id)).toBe(10);
    // Untracked products stay untracked.
    expect(await stockOf(tea.id)).toBeNull();

    const whole = await order(admin, lines, { paid: true, paymentMethod: 'card' });
    expect(await stockOf(bagel.id)).toBe(8);
    const refunded = await post(admin, `/pos/orders/${whole.id}/refund`, {});
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(await stockOf(bagel.id)).toBe(10);
    // A second full refund is refused and gives nothing back twice.
    expect((await post(admin, `/pos/orders/${whole.id}/refund`, {})).statusCode).toBe(409);
    expect(await stockOf(bagel.id)).toBe(10);

    const partly = await order(admin, [{ productId: bagel.id, quantity: 3 }, lines[1]!], {
      paid: true,
      paymentMethod: 'cash',
    });
    expect(await stockOf(bagel.id)).toBe(7);
    const bagelLine = partly.lines.find((line) => line.productId === bagel.id)!;
    const teaLine = partly.lines.find((line) => line.productId === tea.id)!;
    const first = await post(admin, `/pos/orders/${partly.id}/refunds`, {
      lines: [
        { lineId: bagelLine.id, quantity: 1 },
        { lineId: teaLine.id, quantity: 1 },
      ],
      reason: 'Dropped one',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(await stockOf(bagel.id)).toBe(8);
    // The rest of the order: the two bagels left.
    const rest = await post(admin, `/pos/orders/${partly.id}/refunds`, { reason: 'Changed mind' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await stockOf(bagel.id)).toBe(10);
    expect(
      (await post(admin, `/pos/orders/${partly.id}/refunds`, { reason: 'x' })).statusCode,
    ).toBe(409);
    expect(await stockOf(bagel.id)).toBe(10);
  });

  it('gives back nothing when the refund is refused, and never to another shop’s product', async () => {
    const admin = await shop();
    const other = await shop();
    const bun = await createProduct(testApp.app, admin, { name: 'Bun', price: 150, stock: 4 });
    const paid = await order(admin, [{ productId: bun.id, quantity: 2 }], {
      paid: true,
      paymentMethod: 'cash',
    });
    const line = paid.lines[0]!;
    const tooMany = await post(admin, `/pos/orders/${paid.id}/refunds`, {
      lines: [{ lineId: line.id, quantity: 3 }],
      reason: 'Too many',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(await stockOf(bun.id)).toBe(2);
    // Another organisation can neither cancel nor refund this order.
    expect((await post(other, `/pos/orders/${paid.id}/refund`, {})).statusCode).toBe(404);
    expect(
      (await post(other, `/pos/orders/${paid.id}/refunds`, { reason: 'Not mine' })).statusCode,
    ).toBe(404);
    expect(await stockOf(bun.id)).toBe(2);
  });
});

describe('POS takings by method: each part of a split payment under its own method', () => {
  it('agrees on the board’s summary, the Z report and its CSV', async () => {
    const admin = await shop();
    const cake = await createProduct(testApp.app, admin, { name: 'Cake', price: 1000 });
    // 11.00 with tax, a 1.00 tip: 7.00 by card (the larger part) and 5.00 in cash, 10 tendered.
    const split = await order(admin, [{ productId: cake.id, quantity: 1 }]);
    const paid = await post(admin, `/pos/orders/${split.id}/payments`, {
      tip: 100,
      payments: [
        { method: 'card', amount: 700 },
        { method: 'cash', amount: 500, tendered: 1000 },
      ],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().change).toBe(500);
    // 11.00 in cash at once, and 11.00 by card refunded in full (paid back by card).
    await order(admin, [{ productId: cake.id, quantity: 1 }], {
      paid: true,
      paymentMethod: 'other',
    });
    const refunded = await order(admin, [{ productId: cake.id, quantity: 1 }], {
      paid: true,
      paymentMethod: 'card',
    });
    expect((await post(admin, `/pos/orders/${refunded.id}/refund`, {})).statusCode).toBe(201);

    const summaryAnswer = await call(testApp.app, 'GET', '/pos/summary', { token: admin.token });
    expect(summaryAnswer.statusCode, summaryAnswer.body).toBe(200);
    const summary: PosSalesSummary = summaryAnswer.json().summary;
    expect(summary).toMatchObject({
      total: 2200,
      tips: 100,
      refunds: -1100,
      byPaymentMethod: [
        { paymentMethod: 'cash', count: 1, total: 500 },
        // The split's card part, the refunded order and its refund.
        { paymentMethod: 'card', count: 3, total: 700 },
        { paymentMethod: 'other', count: 1, total: 1100 },
      ],
    });
    const taken = summary.byPaymentMethod.reduce((sum, row) => sum + row.total, 0);
    expect(taken).toBe(summary.total + summary.tips);

    const reportAnswer = await call(testApp.app, 'GET', '/pos/reports?format=json', {
      token: admin.token,
    });
    expect(reportAnswer.statusCode, reportAnswer.body).toBe(200);
    const report: PosReport = reportAnswer.json().report;
    expect(report.byMethod).toEqual(
      summary.byPaymentMethod.map((row) => ({ method: row.paymentMethod, amount: row.total })),
    );
    expect(report.netSales).toBe(summary.total);
    expect(report.tips).toBe(summary.tips);
    const csv = await call(testApp.app, 'GET', '/pos/reports?format=csv', { token: admin.token });
    expect(csv.body).toContain('cash,5.00\r\ncard,7.00\r\nother,11.00');
    // The PDF is rendered from this page: each method's row as in the CSV.
    const page = reportHtml(report);
    expect(page).toContain('<th>cash</th><td>5.00 EUR</td>');
    expect(page).toContain('<th>card</th><td>7.00 EUR</td>');
  });
});

describe('POS refunds of a split payment without a chosen method', () => {
  it('pay back each method its share, so each method’s takings go back to zero', async () => {
    const admin = await shop();
    const pie = await createProduct(testApp.app, admin, { name: 'Pie', price: 500 });
    const splitPaid = async () => {
      // 2 × 5.00 + 10% = 11.00: 6.00 in cash and 5.00 by card, no tip.
      const placed = await order(admin, [{ productId: pie.id, quantity: 2 }]);
      const paid = await post(admin, `/pos/orders/${placed.id}/payments`, {
        tip: 0,
        payments: [
          { method: 'cash', amount: 600 },
          { method: 'card', amount: 500 },
        ],
      });
      expect(paid.statusCode, paid.body).toBe(200);
      return placed;
    };
    const whole = await splitPaid();
    expect((await post(admin, `/pos/orders/${whole.id}/refund`, {})).statusCode).toBe(201);
    const lines = await splitPaid();
    const one = await post(admin, `/pos/orders/${lines.id}/refunds`, {
      lines: [{ lineId: lines.lines[0]!.id, quantity: 1 }],
      reason: 'Burnt',
    });
    expect(one.statusCode, one.body).toBe(201);
    const refundParts = await call(
      testApp.app,
      'GET',
      `/pos/orders/${(one.json().order as PosOrder).id}/payments`,
      { token: admin.token },
    );
    // Half the order (5.50) back: 3.00 in cash and 2.50 by card.
    expect(
      refundParts
        .json()
        .payments.map((part: { method: string; amount: number }) => [part.method, part.amount]),
    ).toEqual([
      ['cash', -300],
      ['card', -250],
    ]);
    const rest = await post(admin, `/pos/orders/${lines.id}/refunds`, { reason: 'All burnt' });
    expect(rest.statusCode, rest.body).toBe(201);

    const summary = await call(testApp.app, 'GET', '/pos/summary', { token: admin.token });
    expect(summary.json().summary).toMatchObject({
      total: 0,
      byPaymentMethod: [
        { paymentMethod: 'cash', total: 0 },
        { paymentMethod: 'card', total: 0 },
        { paymentMethod: 'other', total: 0 },
      ],
    });
    // A method chosen is kept: the whole refund by card.
    const chosen = await splitPaid();
    expect(
      (await post(admin, `/pos/orders/${chosen.id}/refund`, { paymentMethod: 'card' })).statusCode,
    ).toBe(201);
    const after = await call(testApp.app, 'GET', '/pos/summary', { token: admin.token });
    expect(after.json().summary.byPaymentMethod).toEqual([
      { paymentMethod: 'cash', count: 6, total: 600 },
      { paymentMethod: 'card', count: 7, total: -600 },
      { paymentMethod: 'other', count: 0, total: 0 },
    ]);
  });
});

describe('POS board and kitchen: open orders from before midnight', () => {
  /** Move an order to an earlier day (as if placed before the shop's midnight). */
  async function placedYesterday(id: string, number: number) {
    await testApp.db
      .update(posOrders)
      .set({ businessDay: '2000-01-01', number })
      .where(eq(posOrders.id, id));
  }

  it('lists today’s orders with the open ones of earlier days, first; other days alone', async () => {
    const admin = await shop();
    const other = await shop();
    const soup = await createProduct(testApp.app, admin, { name: 'Soup', price: 500 });
    const lines = [{ productId: soup.id, quantity: 1 }];
    const stillOpen = await order(admin, lines);
    const ready = await order(admin, lines);
    const collected = await order(admin, lines, { status: 'completed' });
    for (const step of ['preparing', 'ready']) {
      expect(
        (await post(admin, `/pos/orders/${ready.id}/status`, { status: step })).statusCode,
      ).toBe(200);
    }
    for (const [index, earlier] of [stillOpen, ready, collected].entries()) {
      await placedYesterday(earlier.id, index + 1);
    }
    const today = await order(admin, lines);

    const list = async (owner: Signed, query = '') => {
      const response = await call(testApp.app, 'GET', `/pos/orders${query}`, {
        token: owner.token,
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().orders as PosOrder[]).map((row) => row.id);
    };
    const shown = await list(admin);
    expect(shown).toHaveLength(3);
    expect(shown.slice(0, 2).sort()).toEqual([stillOpen.id, ready.id].sort());
    expect(shown[2]).toBe(today.id);
    // The kitchen asks for the open statuses only; the carried orders are among them.
    expect((await list(admin, '?status=new')).sort()).toEqual([stillOpen.id, today.id].sort());
    // Today asked by its date is today too; an earlier day shows only its own orders.
    const todayDate = shopClock('Europe/Berlin').day;
    expect(await list(admin, `?day=${todayDate}`)).toEqual(shown);
    expect((await list(admin, '?day=2000-01-01')).sort()).toEqual(
      [stillOpen.id, ready.id, collected.id].sort(),
    );
    expect(await list(other)).toEqual([]);

    const summary = await call(testApp.app, 'GET', '/pos/summary', { token: admin.token });
    expect(summary.json().summary).toMatchObject({ orderCount: 1, openCount: 3 });

    // Once collected, yesterday's order leaves today's board.
    expect(
      (await post(admin, `/pos/orders/${ready.id}/status`, { status: 'completed' })).statusCode,
    ).toBe(200);
    expect((await list(admin)).sort()).toEqual([stillOpen.id, today.id].sort());
  });
});
