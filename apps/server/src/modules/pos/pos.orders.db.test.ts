import type { PosOrder } from '@worksphere/contracts';
import { DEFAULT_POS_SETTINGS, POS_MESSAGES } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { addMember, registerOrganization, setPermissions } from '../../test/factories.js';
import { createProduct, postOrder, putSettings } from '../../test/pos-helpers.js';
import { call, useTestApp } from '../../test/test-app.js';
import { insertNewOrder } from './pos.orders.service.js';

const testApp = useTestApp();

async function shopWithTax(taxRateBasisPoints: number, taxInclusive: boolean) {
  const admin = await registerOrganization(testApp.app);
  await putSettings(testApp.app, admin, { currency: 'eur', taxRateBasisPoints, taxInclusive });
  return admin;
}

async function created(response: Awaited<ReturnType<typeof postOrder>>): Promise<PosOrder> {
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order;
}

describe('POS orders: money in minor units', () => {
  it('computes line totals exactly and rounds tax once per order (exclusive tax)', async () => {
    const admin = await shopWithTax(1900, false);
    const cheap = await createProduct(testApp.app, admin, { price: 33 });
    const order = await created(
      await postOrder(testApp.app, admin, {
        lines: [
          { productId: cheap.id, quantity: 1 },
          { productId: cheap.id, quantity: 1 },
          { productId: cheap.id, quantity: 1 },
        ],
        // The browser's totals are never read.
        total: 1,
        subtotal: 1,
      }),
    );
    expect(order).toMatchObject({
      currency: 'EUR',
      subtotal: 99,
      discountAmount: 0,
      tax: 19, // 18.81 once, not 3 × 6.27 → 18
      total: 118,
      taxRateBasisPoints: 1900,
      taxInclusive: false,
      number: 1,
      status: 'new',
      source: 'counter',
      createdByName: 'Ada Admin',
    });
    expect(order.lines.map((line) => line.lineTotal)).toEqual([33, 33, 33]);
  });

  it('extracts inclusive tax and applies percentage and amount discounts before tax', async () => {
    const admin = await shopWithTax(700, true);
    const item = await createProduct(testApp.app, admin, { price: 999 });
    const percent = await created(
      await postOrder(testApp.app, admin, {
        lines: [{ productId: item.id, quantity: 2 }],
        discount: { kind: 'percent', value: 1500 },
      }),
    );
    // 1998 − 15% (299.7 → 300) = 1698; tax inside: 1698 × 7/107 = 111.08 → 111.
    expect(percent).toMatchObject({ subtotal: 1998, discountAmount: 300, tax: 111, total: 1698 });
    const amount = await created(
      await postOrder(testApp.app, admin, {
        lines: [{ productId: item.id, quantity: 1 }],
        discount: { kind: 'amount', value: 5000 },
      }),
    );
    expect(amount).toMatchObject({ subtotal: 999, discountAmount: 999, tax: 0, total: 0 });
    expect(amount.number).toBe(2);
    const bad = await postOrder(testApp.app, admin, {
      lines: [{ productId: item.id, quantity: 1 }],
      discount: { kind: 'percent', value: 10_001 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain(POS_MESSAGES.discountInvalid);
  });

  it('prices options by their deltas and checks required and single-choice groups', async () => {
    const admin = await shopWithTax(0, true);
    const coffee = await createProduct(testApp.app, admin, {
      name: 'Coffee',
      price: 300,
      optionGroups: [
        {
          name: 'Size',
          required: true,
          choices: [
            { name: 'Small', priceDelta: -50 },
            { name: 'Large', priceDelta: 70 },
          ],
        },
        {
          name: 'Extras',
          multiple: true,
          choices: [
            { name: 'Oat milk', priceDelta: 40 },
            { name: 'Syrup', priceDelta: 30 },
          ],
        },
      ],
    });
    const [size, extras] = coffee.optionGroups;
    const large = size!.choices[1]!.id;
    const order = await created(
      await postOrder(testApp.app, admin, {
        lines: [
          {
            productId: coffee.id,
            quantity: 2,
            choiceIds: [large, extras!.choices[0]!.id, extras!.choices[1]!.id],
            note: 'extra hot',
          },
        ],
      }),
    );
    expect(order.lines[0]).toMatchObject({
      name: 'Coffee',
      unitPrice: 440,
      lineTotal: 880,
      note: 'extra hot',
      options: [
        { groupName: 'Size', choiceName: 'Large', priceDelta: 70 },
        { groupName: 'Extras', choiceName: 'Oat milk', priceDelta: 40 },
        { groupName: 'Extras', choiceName: 'Syrup', priceDelta: 30 },
      ],
    });
    const missing = await postOrder(testApp.app, admin, {
      lines: [{ productId: coffee.id, quantity: 1 }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Choose Size for Coffee.');
    const twoSizes = await postOrder(testApp.app, admin, {
      lines: [{ productId: coffee.id, quantity: 1, choiceIds: size!.choices.map((c) => c.id) }],
    });
    expect(twoSizes.json().error).toBe('Choose only one Size for Coffee.');
    const foreign = await postOrder(testApp.app, admin, {
      lines: [{ productId: coffee.id, quantity: 1, choiceIds: [large, coffee.id] }],
    });
    expect(foreign.json().error).toBe('That option does not exist for Coffee.');

    // The price is captured: a later price change leaves the order as it was.
    await call(testApp.app, 'PUT', `/pos/products/${coffee.id}`, {
      token: admin.token,
      body: { price: 1000 },
    });
    const again = await call(testApp.app, 'GET', `/pos/orders/${order.id}`, { token: admin.token });
    expect(again.json().order.lines[0].unitPrice).toBe(440);

    await call(testApp.app, 'PUT', `/pos/products/${coffee.id}`, {
      token: admin.token,
      body: { available: false },
    });
    const unavailable = await postOrder(testApp.app, admin, {
      lines: [{ productId: coffee.id, quantity: 1, choiceIds: [large] }],
    });
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json().error).toBe('Coffee is not available at the moment.');
  });
});

describe('POS orders: status, payment and refunds', () => {
  it('moves forward, refuses going back and leaving a final status, records who and when', async () => {
    const admin = await shopWithTax(0, true);
    const item = await createProduct(testApp.app, admin);
    const order = await created(
      await postOrder(testApp.app, admin, { lines: [{ productId: item.id, quantity: 1 }] }),
    );
    const move = (status: string) =>
      call(testApp.app, 'POST', `/pos/orders/${order.id}/status`, {
        token: admin.token,
        body: { status },
      });
    expect((await move('preparing')).statusCode).toBe(200);
    const ready = await move('ready');
    expect(ready.json().order.statusHistory.map((s: { status: string }) => s.status)).toEqual([
      'new',
      'preparing',
      'ready',
    ]);
    expect(ready.json().order.statusHistory[2]).toMatchObject({
      byUserId: admin.user.id,
      byName: 'Ada Admin',
    });
    const back = await move('preparing');
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({
      error: 'An order that is ready cannot become preparing.',
      code: 'CONFLICT',
      params: { from: 'ready', to: 'preparing' },
    });
    expect((await move('completed')).statusCode).toBe(200);
    expect((await move('cancelled')).json().error).toBe(
      'An order that is completed cannot become cancelled.',
    );
    expect((await move('shipped')).statusCode).toBe(400);
  });

  it('records payment once, refuses cancelling a paid order, refunds it once as a negative order', async () => {
    const admin = await shopWithTax(2100, false);
    const item = await createProduct(testApp.app, admin, { price: 455 });
    const order = await created(
      await postOrder(testApp.app, admin, {
        lines: [{ productId: item.id, quantity: 3 }],
        discount: { kind: 'percent', value: 1250 },
      }),
    );
    const post = (path: string, body: object = {}) =>
      call(testApp.app, 'POST', `/pos/orders/${order.id}/${path}`, { token: admin.token, body });
    expect((await post('refund')).json().error).toBe(POS_MESSAGES.refundNotPaid);
    const paid = await post('payment', { paymentMethod: 'card' });
    expect(paid.json().order).toMatchObject({ paid: true, paymentMethod: 'card' });
    expect((await post('payment', { paymentMethod: 'cash' })).json().error).toBe(
      POS_MESSAGES.alreadyPaid,
    );
    expect((await post('status', { status: 'cancelled' })).json().error).toBe(
      POS_MESSAGES.cancelPaid,
    );
    const refundResponse = await post('refund', { note: 'cold' });
    expect(refundResponse.statusCode, refundResponse.body).toBe(201);
    const refund: PosOrder = refundResponse.json().order;
    expect(refund).toMatchObject({
      refundOfId: order.id,
      status: 'completed',
      paid: true,
      paymentMethod: 'card',
      subtotal: -order.subtotal,
      discountAmount: -order.discountAmount,
      tax: -order.tax,
      total: -order.total,
      note: 'cold',
      number: order.number + 1,
    });
    expect(refund.lines[0]).toMatchObject({ quantity: -3, lineTotal: -1365 });
    expect((await post('refund')).json().error).toBe(POS_MESSAGES.refundTwice);
    const refundAgain = await call(testApp.app, 'POST', `/pos/orders/${refund.id}/refund`, {
      token: admin.token,
      body: {},
    });
    expect(refundAgain.json().error).toBe(POS_MESSAGES.refundOfRefund);
    const original = await call(testApp.app, 'GET', `/pos/orders/${order.id}`, {
      token: admin.token,
    });
    expect(original.json().order.refundedById).toBe(refund.id);
  });

  it('lists by day and status and sums the day by payment method ("Sales today")', async () => {
    const admin = await shopWithTax(1000, false);
    const item = await createProduct(testApp.app, admin, { price: 1000 });
    const line = [{ productId: item.id, quantity: 1 }];
    const cash = await created(
      await postOrder(testApp.app, admin, {
        lines: line,
        paid: true,
        paymentMethod: 'cash',
        status: 'completed',
      }),
    );
    const card = await created(
      await postOrder(testApp.app, admin, { lines: line, paid: true, paymentMethod: 'card' }),
    );
    await created(await postOrder(testApp.app, admin, { lines: line }));
    const unpaidMethod = await postOrder(testApp.app, admin, { lines: line, paid: true });
    expect(unpaidMethod.json().error).toBe(POS_MESSAGES.paymentMethodRequired);
    await call(testApp.app, 'POST', `/pos/orders/${card.id}/refund`, {
      token: admin.token,
      body: { paymentMethod: 'cash' },
    });

    const open = await call(testApp.app, 'GET', '/pos/orders?status=new,preparing', {
      token: admin.token,
    });
    expect(open.json().orders.map((o: PosOrder) => o.number)).toEqual([2, 3]);
    expect(cash.statusHistory[0]!.status).toBe('completed');
    const day = cash.businessDay;
    const byDay = await call(testApp.app, 'GET', `/pos/orders?day=${day}`, { token: admin.token });
    expect(byDay.json().orders).toHaveLength(4);
    const otherDay = await call(testApp.app, 'GET', '/pos/orders?day=2001-01-01', {
      token: admin.token,
    });
    expect(otherDay.json().orders).toEqual([]);
    expect(
      (await call(testApp.app, 'GET', '/pos/orders?day=2001-02-30', { token: admin.token }))
        .statusCode,
    ).toBe(400);

    const summary = await call(testApp.app, 'GET', '/pos/summary', { token: admin.token });
    expect(summary.statusCode, summary.body).toBe(200);
    // cash 1100 − refund 1100 (paid back in cash) + card 1100.
    expect(summary.json().summary).toEqual({
      day,
      currency: 'EUR',
      orderCount: 3,
      openCount: 2,
      total: 1100,
      tax: 100,
      tips: 0,
      refunds: -1100,
      byPaymentMethod: [
        { paymentMethod: 'cash', count: 2, total: 0 },
        { paymentMethod: 'card', count: 1, total: 1100 },
        { paymentMethod: 'other', count: 0, total: 0 },
      ],
    });
  });
});

describe('POS orders: permissions and isolation', () => {
  it('answers 403 without pos:sell and 404 for another organisation', async () => {
    const admin = await shopWithTax(0, true);
    const item = await createProduct(testApp.app, admin);
    const order = await created(
      await postOrder(testApp.app, admin, { lines: [{ productId: item.id, quantity: 1 }] }),
    );
    const member = await addMember(testApp.app, admin);
    await setPermissions(testApp.app, admin, member, []);
    const forbidden = await postOrder(testApp.app, member, {
      lines: [{ productId: item.id, quantity: 1 }],
    });
    expect(forbidden.statusCode).toBe(403);
    expect(
      (await call(testApp.app, 'GET', '/pos/orders', { token: member.token })).statusCode,
    ).toBe(403);
    expect(
      (await call(testApp.app, 'GET', '/pos/summary', { token: member.token })).statusCode,
    ).toBe(403);

    const seller = await addMember(testApp.app, admin);
    const sold = await postOrder(testApp.app, seller, {
      lines: [{ productId: item.id, quantity: 1 }],
    });
    expect(sold.statusCode).toBe(201);

    const stranger = await registerOrganization(testApp.app);
    for (const [method, path, body] of [
      ['GET', `/pos/orders/${order.id}`, undefined],
      ['POST', `/pos/orders/${order.id}/status`, { status: 'preparing' }],
      ['POST', `/pos/orders/${order.id}/payment`, { paymentMethod: 'cash' }],
      ['POST', `/pos/orders/${order.id}/refund`, {}],
    ] as const) {
      const response = await call(testApp.app, method, path, { token: stranger.token, body });
      expect(response.statusCode, path).toBe(404);
      expect(response.json().error).toBe(POS_MESSAGES.orderNotFound);
    }
    // Another organisation's product cannot be sold either.
    const foreign = await postOrder(testApp.app, stranger, {
      lines: [{ productId: item.id, quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe(POS_MESSAGES.productNotFound);
    expect(
      (await call(testApp.app, 'GET', '/pos/orders', { token: stranger.token })).json().orders,
    ).toEqual([]);
  });
});

describe('POS orders: numbers and previews', () => {
  it('numbers orders from 1 each business day of the shop time zone', async () => {
    const admin = await shopWithTax(0, true);
    const item = await createProduct(testApp.app, admin);
    const order = (now: string) =>
      insertNewOrder(
        testApp.db,
        {
          organizationId: admin.user.organizationId,
          settings: { ...DEFAULT_POS_SETTINGS, timeZone: 'Europe/Berlin' },
          cart: [{ productId: item.id, quantity: 1, choiceIds: [], note: '' }],
          discount: null,
          source: 'counter',
          status: 'new',
          paymentMethod: null,
          paid: false,
          customerName: '',
          customerPhone: '',
          note: '',
          createdById: null,
          createdByName: 'Test',
        },
        new Date(now),
      );
    const late = await order('2030-03-01T22:30:00Z'); // 23:30 in Berlin, 1 March
    const later = await order('2030-03-01T22:59:00Z');
    const next = await order('2030-03-01T23:00:00Z'); // midnight in Berlin: 2 March
    expect([late, later, next].map((row) => [row.businessDay, row.number])).toEqual([
      ['2030-03-01', 1],
      ['2030-03-01', 2],
      ['2030-03-02', 1],
    ]);
    const listed = await call(testApp.app, 'GET', '/pos/orders?day=2030-03-01', {
      token: admin.token,
    });
    expect(listed.json().orders.map((o: PosOrder) => o.number)).toEqual([1, 2]);
  });

  it('previews the server figures of a cart without storing an order', async () => {
    const admin = await shopWithTax(1900, false);
    const item = await createProduct(testApp.app, admin, { price: 1000 });
    const preview = await call(testApp.app, 'POST', '/pos/orders/preview', {
      token: admin.token,
      body: {
        lines: [{ productId: item.id, quantity: 3 }],
        discount: { kind: 'amount', value: 500 },
      },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().totals).toEqual({
      currency: 'EUR',
      subtotal: 3000,
      discountAmount: 500,
      tax: 475,
      total: 2975,
      taxRateBasisPoints: 1900,
      taxInclusive: false,
    });
    expect(preview.json().lines[0]).toMatchObject({ unitPrice: 1000, lineTotal: 3000 });
    const orders = await call(testApp.app, 'GET', '/pos/orders', { token: admin.token });
    expect(orders.json().orders).toEqual([]);
  });
});
