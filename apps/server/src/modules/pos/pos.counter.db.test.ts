import type { PosDrawer, PosOrder, PosReport } from '@worksphere/contracts';
import { POS_COUNTER_MESSAGES, POS_MESSAGES, posMessage } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { createContact } from '../../test/contacts-helpers.js';
import { registerOrganization } from '../../test/factories.js';
import { createProduct, postOrder, putSettings } from '../../test/pos-helpers.js';
import { call, useTestApp } from '../../test/test-app.js';

const testApp = useTestApp();
type Signed = { token: string };

/** A tax-exclusive shop in EUR at 10%, with a 4.00 coffee and a 2.50 croissant. */
async function shop() {
  const admin = await registerOrganization(testApp.app);
  await putSettings(testApp.app, admin, {
    currency: 'EUR',
    taxRateBasisPoints: 1000,
    taxInclusive: false,
    timeZone: 'Europe/Berlin',
  });
  const coffee = await createProduct(testApp.app, admin, { name: 'Coffee', price: 400 });
  const croissant = await createProduct(testApp.app, admin, { name: 'Croissant', price: 250 });
  return { admin, coffee, croissant };
}

async function order(owner: Signed, lines: object[], extra: object = {}): Promise<PosOrder> {
  const response = await postOrder(testApp.app, owner, { lines, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order;
}

const pay = (owner: Signed, id: string, body: object) =>
  call(testApp.app, 'POST', `/pos/orders/${id}/payments`, { token: owner.token, body });
const refund = (owner: Signed, id: string, body: object) =>
  call(testApp.app, 'POST', `/pos/orders/${id}/refunds`, { token: owner.token, body });
const drawer = (owner: Signed, path: string, body?: object) =>
  call(testApp.app, body ? 'POST' : 'GET', `/pos/drawer${path}`, { token: owner.token, body });

describe('POS counter: payments with change, tips and splits', () => {
  it('splits a payment across cash and card, gives change on cash and keeps the tip', async () => {
    const { admin, coffee, croissant } = await shop();
    // 2 × 400 + 250 = 1050, tax 105 → 1155.
    const sale = await order(admin, [
      { productId: coffee.id, quantity: 2 },
      { productId: croissant.id, quantity: 1 },
    ]);
    expect(sale.total).toBe(1155);
    const response = await pay(admin, sale.id, {
      tip: 145,
      payments: [
        { method: 'cash', amount: 500, tendered: 2000 },
        { method: 'card', amount: 800 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.tip).toBe(145);
    expect(body.change).toBe(1500);
    expect(body.order).toMatchObject({ paid: true, paymentMethod: 'card' });
    expect(
      body.payments.map(
        (p: { method: string; amount: number; tendered: number | null; change: number }) => [
          p.method,
          p.amount,
          p.tendered,
          p.change,
        ],
      ),
    ).toEqual([
      ['cash', 500, 2000, 1500],
      ['card', 800, null, 0],
    ]);
    const listed = await call(testApp.app, 'GET', `/pos/orders/${sale.id}/payments`, {
      token: admin.token,
    });
    expect(listed.json().tip).toBe(145);
    expect(listed.json().payments).toHaveLength(2);
    // Paid once.
    const again = await pay(admin, sale.id, { payments: [{ method: 'card', amount: 1155 }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(POS_MESSAGES.alreadyPaid);
  });

  it('refuses payments that do not add up, short cash and change on a card', async () => {
    const { admin, coffee } = await shop();
    const sale = await order(admin, [{ productId: coffee.id, quantity: 1 }]); // 440
    const short = await pay(admin, sale.id, { payments: [{ method: 'cash', amount: 400 }] });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(
      posMessage(POS_COUNTER_MESSAGES.paymentsMismatch, { paid: 400, due: 440 }),
    );
    const tipped = await pay(admin, sale.id, {
      tip: 60,
      payments: [{ method: 'card', amount: 440 }],
    });
    expect(tipped.json().error).toBe(
      posMessage(POS_COUNTER_MESSAGES.paymentsMismatch, { paid: 440, due: 500 }),
    );
    const cashShort = await pay(admin, sale.id, {
      payments: [{ method: 'cash', amount: 440, tendered: 400 }],
    });
    expect(cashShort.statusCode).toBe(400);
    expect(cashShort.json().error).toBe(
      posMessage(POS_COUNTER_MESSAGES.cashShort, { tendered: 400, amount: 440 }),
    );
    const cardChange = await pay(admin, sale.id, {
      payments: [{ method: 'card', amount: 440, tendered: 500 }],
    });
    expect(cardChange.json().error).toBe(POS_COUNTER_MESSAGES.changeCashOnly);
    for (const bad of [
      { payments: [] },
      { payments: [{ method: 'cash', amount: -440 }] },
      { payments: [{ method: 'cash', amount: 440.5 }] },
      { payments: [{ method: 'cheque', amount: 440 }] },
      { tip: -1, payments: [{ method: 'cash', amount: 439 }] },
      { payments: 'all' },
    ]) {
      const answer = await pay(admin, sale.id, bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const unpaid = await call(testApp.app, 'GET', `/pos/orders/${sale.id}`, { token: admin.token });
    expect(unpaid.json().order.paid).toBe(false);
  });
});

describe('POS counter: refunds of lines with a reason', () => {
  it('refunds some lines, then the rest, never more than was paid', async () => {
    const { admin, coffee, croissant } = await shop();
    const sale = await order(
      admin,
      [
        { productId: coffee.id, quantity: 3 },
        { productId: croissant.id, quantity: 1 },
      ],
      { discount: { kind: 'amount', value: 145 } },
    );
    // 1200 + 250 = 1450 − 145 = 1305, tax 130.5 → 131, total 1436.
    expect(sale.total).toBe(1436);
    expect((await refund(admin, sale.id, { reason: 'cold' })).json().error).toBe(
      POS_MESSAGES.refundNotPaid,
    );
    expect(
      (await pay(admin, sale.id, { payments: [{ method: 'card', amount: 1436 }] })).statusCode,
    ).toBe(200);
    const noReason = await refund(admin, sale.id, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toContain(POS_COUNTER_MESSAGES.reasonRequired);
    const coffeeLine = sale.lines[0]!;
    const first = await refund(admin, sale.id, {
      lines: [{ lineId: coffeeLine.id, quantity: 1 }],
      reason: 'Spilt',
      method: 'cash',
    });
    expect(first.statusCode, first.body).toBe(201);
    // 400 − 10% of the 145 discount (40) = 360, tax 36 → 396 back.
    expect(first.json().order).toMatchObject({
      refundOfId: sale.id,
      total: -396,
      note: 'Spilt',
      paymentMethod: 'cash',
    });
    expect(first.json().order.lines).toEqual([
      expect.objectContaining({ id: coffeeLine.id, quantity: -1, lineTotal: -400 }),
    ]);
    const tooMany = await refund(admin, sale.id, {
      lines: [{ lineId: coffeeLine.id, quantity: 3 }],
      reason: 'All of them',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toBe(
      posMessage(POS_COUNTER_MESSAGES.refundTooMuch, { left: 2, name: 'Coffee' }),
    );
    const unknown = await refund(admin, sale.id, {
      lines: [{ lineId: 'not-a-line', quantity: 1 }],
      reason: 'x',
    });
    expect(unknown.json().error).toBe(POS_COUNTER_MESSAGES.refundLineNotFound);
    const rest = await refund(admin, sale.id, { reason: 'Closing the tab' });
    expect(rest.statusCode, rest.body).toBe(201);
    // The refunds add up to the order exactly.
    expect(rest.json().order.total).toBe(-(1436 - 396));
    expect(rest.json().order.lines.map((l: { quantity: number }) => l.quantity)).toEqual([-2, -1]);
    const nothing = await refund(admin, sale.id, { reason: 'Again' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error).toBe(POS_COUNTER_MESSAGES.refundNothingLeft);
  });
});

describe('POS counter: the cash drawer', () => {
  it('expects the float, cash taken net of change and cash in and out; one open drawer', async () => {
    const { admin, coffee } = await shop();
    expect((await drawer(admin, '')).json().drawer).toBeNull();
    const move = await drawer(admin, '/movements', { amount: 500, reason: 'Change' });
    expect(move.json().error).toBe(POS_COUNTER_MESSAGES.drawerNotOpen);
    const opened = await drawer(admin, '/open', { openingFloat: 10_000 });
    expect(opened.statusCode, opened.body).toBe(200);
    const twice = await drawer(admin, '/open', { openingFloat: 5 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(POS_COUNTER_MESSAGES.drawerAlreadyOpen);

    const sale = await order(admin, [{ productId: coffee.id, quantity: 1 }]); // 440
    await pay(admin, sale.id, {
      tip: 60,
      payments: [{ method: 'cash', amount: 500, tendered: 1000 }],
    });
    const card = await order(admin, [{ productId: coffee.id, quantity: 1 }]);
    await pay(admin, card.id, { payments: [{ method: 'card', amount: 440 }] });
    // A cash order paid at once (no payment rows) counts too.
    await order(admin, [{ productId: coffee.id, quantity: 2 }], {
      paid: true,
      paymentMethod: 'cash',
      status: 'completed',
    });
    await refund(admin, sale.id, { reason: 'Wrong milk' }); // −440 in cash
    expect(
      (await drawer(admin, '/movements', { amount: -2000, reason: 'To the bank' })).statusCode,
    ).toBe(200);
    const noReason = await drawer(admin, '/movements', { amount: 100 });
    expect(noReason.json().error).toContain(POS_COUNTER_MESSAGES.movementReasonRequired);
    const zero = await drawer(admin, '/movements', { amount: 0, reason: 'x' });
    expect(zero.json().error).toContain(POS_COUNTER_MESSAGES.movementZero);
    await drawer(admin, '/movements', { amount: 300, reason: 'Coins' });

    const now: PosDrawer = (await drawer(admin, '')).json().drawer;
    // 500 + 880 − 440 = 940 cash taken; 10000 + 940 + 300 − 2000 = 9240.
    expect(now).toMatchObject({
      openingFloat: 10_000,
      cashSales: 940,
      cashIn: 300,
      cashOut: 2000,
      expected: 9240,
      counted: null,
      closedAt: null,
    });
    const closed = await drawer(admin, '/close', { counted: 9200, note: 'Short a coin' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().drawer).toMatchObject({ expected: 9240, counted: 9200, difference: -40 });
    expect(closed.json().drawer.closedAt).not.toBeNull();
    expect((await drawer(admin, '/close', { counted: 0 })).json().error).toBe(
      POS_COUNTER_MESSAGES.drawerNotOpen,
    );
    expect((await drawer(admin, '/open', { openingFloat: 9200 })).statusCode).toBe(200);
  });
});

describe('POS counter: customers from contacts', () => {
  it('attaches a contact to an order and lists the customer’s past orders', async () => {
    const { admin, coffee } = await shop();
    const grace = await createContact(testApp.app, admin, {
      firstName: 'Grace',
      lastName: 'Hopper',
      phones: [{ label: 'mobile', number: '+44 20 7946 0958' }],
    });
    const sale = await order(admin, [{ productId: coffee.id, quantity: 1 }]);
    const attached = await call(testApp.app, 'PUT', `/pos/orders/${sale.id}/customer`, {
      token: admin.token,
      body: { contactId: grace.id },
    });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().order).toMatchObject({ customerName: 'Grace Hopper' });
    expect(attached.json().order.customerPhone).toMatch(/^\+44/);
    await order(admin, [{ productId: coffee.id, quantity: 1 }]);
    const past = await call(testApp.app, 'GET', `/pos/customers/${grace.id}/orders`, {
      token: admin.token,
    });
    expect(past.json().orders.map((o: PosOrder) => o.id)).toEqual([sale.id]);
  });
});

describe('POS counter: the Z report', () => {
  it('sums the orders of the day by method, product and hour; CSV alike', async () => {
    const { admin, coffee, croissant } = await shop();
    const first = await order(admin, [{ productId: coffee.id, quantity: 2 }], {
      discount: { kind: 'amount', value: 100 },
    }); // 800 − 100 = 700 + 70 = 770
    await pay(admin, first.id, {
      tip: 30,
      payments: [
        { method: 'cash', amount: 300, tendered: 500 },
        { method: 'card', amount: 500 },
      ],
    });
    const second = await order(admin, [{ productId: croissant.id, quantity: 2 }]); // 550
    await pay(admin, second.id, { payments: [{ method: 'card', amount: 550 }] });
    await refund(admin, second.id, {
      lines: [{ lineId: second.lines[0]!.id, quantity: 1 }],
      reason: 'Stale',
    }); // −275
    await order(admin, [{ productId: coffee.id, quantity: 5 }]); // unpaid: not in the report

    const response = await call(testApp.app, 'GET', '/pos/reports', { token: admin.token });
    expect(response.statusCode, response.body).toBe(200);
    const report: PosReport = response.json().report;
    expect(report).toMatchObject({
      currency: 'EUR',
      orderCount: 2,
      refundCount: 1,
      grossSales: 1320,
      refunds: -275,
      netSales: 1045,
      discounts: 100,
      tax: 70 + 50 - 25,
      tips: 30,
    });
    expect(report.from).toBe(report.to);
    expect(report.byMethod).toEqual([
      { method: 'cash', amount: 300 },
      { method: 'card', amount: 500 + 550 - 275 },
      { method: 'other', amount: 0 },
    ]);
    expect(report.byProduct).toEqual([
      { name: 'Coffee', quantity: 2, total: 800 },
      { name: 'Croissant', quantity: 1, total: 250 },
    ]);
    expect(report.byHour.reduce((sum, row) => sum + row.total, 0)).toBe(1045);
    expect(report.byHour.reduce((sum, row) => sum + row.orders, 0)).toBe(2);
    // The orders of the day, listed, add up to the report's net sales.
    const listed = await call(testApp.app, 'GET', '/pos/orders', { token: admin.token });
    const paid = (listed.json().orders as PosOrder[]).filter((o) => o.paid);
    expect(paid.reduce((sum, o) => sum + o.total, 0)).toBe(report.netSales);

    const csv = await call(testApp.app, 'GET', '/pos/reports?format=csv', { token: admin.token });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`z-report-${report.from}`);
    expect(csv.body).toContain('Net sales,10.45\r\n');
    expect(csv.body).toContain('Coffee,2,8.00\r\n');
    expect(csv.body).toContain('card,7.75\r\n');

    const pdf = await call(testApp.app, 'GET', '/pos/reports?format=pdf', { token: admin.token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const empty = await call(testApp.app, 'GET', '/pos/reports?from=2020-01-01&to=2020-01-02', {
      token: admin.token,
    });
    expect(empty.json().report).toMatchObject({ orderCount: 0, netSales: 0, byProduct: [] });
    const backwards = await call(testApp.app, 'GET', '/pos/reports?from=2020-01-02&to=2020-01-01', {
      token: admin.token,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toBe(POS_COUNTER_MESSAGES.reportRangeInvalid);
  });
});

describe('POS counter: barcodes', () => {
  it('gives a product a barcode unique in the shop and finds it by scanning', async () => {
    const { admin, coffee, croissant } = await shop();
    const put = (owner: Signed, id: string, barcode: unknown) =>
      call(testApp.app, 'PUT', `/pos/products/${id}/barcode`, {
        token: owner.token,
        body: { barcode },
      });
    const set = await put(admin, coffee.id, ' 4006381333931 ');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ productId: coffee.id, barcode: '4006381333931' });
    const taken = await put(admin, croissant.id, '4006381333931');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(POS_COUNTER_MESSAGES.barcodeTaken);
    for (const bad of ['', 'a b', 'x'.repeat(65), '<script>', 42]) {
      expect((await put(admin, croissant.id, bad)).statusCode, String(bad)).toBe(400);
    }
    const scan = (owner: Signed, code: string) =>
      call(testApp.app, 'GET', `/pos/products/barcode/${encodeURIComponent(code)}`, {
        token: owner.token,
      });
    expect((await scan(admin, '4006381333931')).json()).toEqual({ productId: coffee.id });
    const unknown = await scan(admin, '123456');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(
      posMessage(POS_COUNTER_MESSAGES.barcodeUnknown, { code: '123456' }),
    );
    // Another shop may use the same code for its own product, and cannot see or change ours.
    const other = await shop();
    expect((await put(other.admin, other.coffee.id, '4006381333931')).statusCode).toBe(200);
    expect((await scan(other.admin, '4006381333931')).json()).toEqual({
      productId: other.coffee.id,
    });
    expect((await put(other.admin, coffee.id, '999')).statusCode).toBe(404);
    expect((await scan(admin, '4006381333931')).json()).toEqual({ productId: coffee.id });
    expect((await put(admin, coffee.id, null)).json().barcode).toBeNull();
  });
});

describe('POS counter: another organisation', () => {
  it('cannot pay, refund, attach, read payments, drawer or report of this one', async () => {
    const { admin, coffee } = await shop();
    const sale = await order(admin, [{ productId: coffee.id, quantity: 1 }]);
    await drawer(admin, '/open', { openingFloat: 1000 });
    const grace = await createContact(testApp.app, admin, { firstName: 'Grace' });
    const other = await shop();
    const stranger = other.admin;
    const paid = await pay(stranger, sale.id, { payments: [{ method: 'card', amount: 440 }] });
    expect(paid.statusCode).toBe(404);
    expect(
      (await call(testApp.app, 'GET', `/pos/orders/${sale.id}/payments`, { token: stranger.token }))
        .statusCode,
    ).toBe(404);
    await pay(admin, sale.id, { payments: [{ method: 'card', amount: 440 }] });
    expect((await refund(stranger, sale.id, { reason: 'mine' })).statusCode).toBe(404);
    const strangerSale = await order(stranger, [{ productId: other.coffee.id, quantity: 1 }]);
    const attach = await call(testApp.app, 'PUT', `/pos/orders/${strangerSale.id}/customer`, {
      token: stranger.token,
      body: { contactId: grace.id },
    });
    expect(attach.statusCode).toBe(404);
    expect(attach.json().error).toBe(POS_COUNTER_MESSAGES.contactNotFound);
    expect(
      (
        await call(testApp.app, 'GET', `/pos/customers/${grace.id}/orders`, {
          token: stranger.token,
        })
      ).statusCode,
    ).toBe(404);
    expect((await drawer(stranger, '')).json().drawer).toBeNull();
    const report = await call(testApp.app, 'GET', '/pos/reports', { token: stranger.token });
    expect(report.json().report).toMatchObject({ orderCount: 0, netSales: 0 });
    // Untouched.
    const mine = await call(testApp.app, 'GET', `/pos/orders/${sale.id}/payments`, {
      token: admin.token,
    });
    expect(mine.json().payments).toHaveLength(1);
    expect((await drawer(admin, '')).json().drawer.openingFloat).toBe(1000);
  });
});
