import type { PosOrder, PosReport } from '@worksphere/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { posMessages } from '../src/features/pos/pos.messages';
import { posCounterMessages } from '../src/features/pos/posCounter.messages';
import { launchBrowser, openContext, saveScreenshot } from './support/browser';
import { makeAccount, registerOrganization } from './support/journeys';

const payment = posCounterMessages.payment;
const kitchen = posCounterMessages.kitchen;
const report = posCounterMessages.report;

/** The page's API with its own session: seeding and reading back the server's figures. */
function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = window.localStorage.getItem('token');
      const response = await fetch(`/api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status >= 300) throw new Error(`${path}: ${response.status}`);
      return response.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

describe('the point of sale at the counter', () => {
  const ada = makeAccount('Ada');
  let browser: Browser;
  let context: BrowserContext;
  let staff: Page;
  let croissantId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page: staff } = await openContext(browser, inject('baseUrl')));
    await registerOrganization(staff, ada);
    const { product } = await api<{ product: { id: string } }>(staff, 'POST', '/pos/products', {
      name: 'Croissant',
      price: 250,
    });
    croissantId = product.id;
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('splits a payment between cash and card with a tip and shows the change', async () => {
    await staff.goto('/pos/create-order-pos');
    const add = staff.getByRole('button', { name: posMessages.publicOrder.add('Croissant') });
    await add.click();
    await add.click();
    await staff.getByRole('button', { name: posCounterMessages.charge }).click();
    const dialog = staff.getByRole('dialog', { name: /^Payment for order #\d+$/ });
    await dialog.waitFor();
    // 2 × 2.50 = 5.00, a 10% tip: 5.50 to pay.
    await dialog.getByRole('button', { name: payment.tipPercent(10) }).click();
    await expect.poll(() => dialog.getByTestId('payment-due').textContent()).toMatch(/5[.,]50/);
    await dialog.getByLabel(`${payment.part(1)}: ${payment.amount}`).fill('3.00');
    await dialog.getByLabel(`${payment.part(1)}: ${payment.tendered}`).fill('10');
    await dialog.getByRole('button', { name: payment.addSplit }).click();
    await dialog
      .getByRole('radiogroup', { name: `${payment.part(2)} ${payment.method}` })
      .getByText(posMessages.paymentMethods.card)
      .click();
    await expect
      .poll(() => dialog.getByLabel(`${payment.part(2)}: ${payment.amount}`).inputValue())
      .toBe('2.50');
    await expect.poll(() => dialog.getByTestId('payment-change').textContent()).toMatch(/7[.,]00/);
    await saveScreenshot(staff, 'pos-split-payment');
    await dialog.getByRole('button', { name: payment.pay }).click();
    const receipt = staff.getByRole('dialog', { name: /^Receipt #\d+$/ });
    await receipt.waitFor();
    await staff.getByText(/Give .*7[.,]00 change\./).waitFor();
    const shown = (await receipt.getByTestId('receipt').textContent()) ?? '';
    expect(shown).toMatch(new RegExp(`${posCounterMessages.receipt.tip}\\D*0[.,]50`));
    expect(shown).toMatch(new RegExp(`${posCounterMessages.receipt.change}\\D*7[.,]00`));
    const number = Number(
      (await receipt.getByRole('heading').first().textContent())!.replace(/\D/g, ''),
    );

    // The server kept what the screen showed.
    const { orders } = await api<{ orders: PosOrder[] }>(staff, 'GET', '/pos/orders');
    const paid = orders.find((order) => order.number === number)!;
    expect(paid).toMatchObject({ paid: true, total: 500 });
    const parts = await api<{
      tip: number;
      payments: { method: string; amount: number; change: number }[];
    }>(staff, 'GET', `/pos/orders/${paid.id}/payments`);
    expect(parts.tip).toBe(50);
    expect(parts.payments.map((part) => [part.method, part.amount, part.change])).toEqual([
      ['cash', 300, 700],
      ['card', 250, 0],
    ]);
    await receipt.getByRole('button', { name: posMessages.screen.newOrder }).click();
  });

  it('shows a new order on the kitchen display live and bumps it to ready', async () => {
    await staff.goto('/pos/kitchen');
    await staff.getByRole('heading', { name: kitchen.title }).waitFor();
    const note = `No butter ${Date.now()}`;
    // Another till places the order while the kitchen screen is open.
    const { order } = await api<{ order: PosOrder }>(staff, 'POST', '/pos/orders', {
      lines: [{ productId: croissantId, quantity: 3, note }],
    });
    const card = staff.getByRole('listitem', { name: `#${order.number}`, exact: true });
    await card.getByText(note).waitFor();
    expect(await card.textContent()).toContain('3 ×');
    await saveScreenshot(staff, 'pos-kitchen-display');
    await card.getByRole('button', { name: kitchen.bumpLabel(order.number) }).click();
    await card.waitFor({ state: 'detached' });
    const { order: bumped } = await api<{ order: PosOrder }>(
      staff,
      'GET',
      `/pos/orders/${order.id}`,
    );
    expect(bumped.status).toBe('ready');
  });

  it('shows the Z report whose totals equal the paid orders of the day', async () => {
    await staff.goto('/pos/reports');
    const summary = staff.getByTestId('report-summary');
    await summary.waitFor();
    const { report: figures } = await api<{ report: PosReport }>(staff, 'GET', '/pos/reports');
    const { orders } = await api<{ orders: PosOrder[] }>(staff, 'GET', '/pos/orders');
    // The day's orders (today's list also holds earlier days' open ones).
    const paid = orders.filter((order) => order.paid && order.businessDay === figures.from);
    const net = paid.reduce((sum, order) => sum + order.total, 0);
    expect(figures.netSales).toBe(net);
    expect(figures.orderCount).toBe(paid.filter((order) => !order.refundOfId).length);
    const netRow = summary.getByRole('row', { name: new RegExp(`^${report.netSales}`) });
    const shown = (await netRow.textContent())!.replace(/[^\d]/g, '');
    expect(Number(shown)).toBe(net);
    const tipsRow = summary.getByRole('row', { name: new RegExp(`^${report.tips}`) });
    expect(Number((await tipsRow.textContent())!.replace(/[^\d]/g, ''))).toBe(figures.tips);
    // Each part of a split payment under its own method (the split's card part is card's).
    const taken: Record<string, number> = { cash: 0, card: 0, other: 0 };
    for (const order of paid) {
      const { payments } = await api<{ payments: { method: string; amount: number }[] }>(
        staff,
        'GET',
        `/pos/orders/${order.id}/payments`,
      );
      for (const part of payments) taken[part.method]! += part.amount;
      if (payments.length === 0) taken[order.paymentMethod!]! += order.total;
    }
    expect(taken.card).toBeGreaterThan(0);
    expect(figures.byMethod).toEqual(
      Object.entries(taken).map(([method, amount]) => ({ method, amount })),
    );
    const cardRow = staff
      .getByRole('row', { name: new RegExp(`^${posMessages.paymentMethods.card}`) })
      .first();
    expect(Number((await cardRow.textContent())!.replace(/[^\d]/g, ''))).toBe(taken.card);
    await saveScreenshot(staff, 'pos-z-report');
    // Printed, only the report shows.
    await staff.emulateMedia({ media: 'print' });
    const printed = staff.locator('.pos-print-report');
    expect(await printed.isVisible()).toBe(true);
    expect(await staff.locator('#root').isVisible()).toBe(false);
    expect(await printed.textContent()).toContain(report.netSales);
    await staff.emulateMedia({ media: 'screen' });

    // The buttons download the signed-in files.
    for (const [label, extension] of [
      [report.csv, 'csv'],
      [report.pdf, 'pdf'],
    ] as const) {
      const [download] = await Promise.all([
        staff.waitForEvent('download'),
        staff.getByRole('button', { name: label }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(
        `z-report-${figures.from}-${figures.to}.${extension}`,
      );
    }
    const csv = await staff.evaluate(async () => {
      const response = await fetch('/api/pos/reports?format=csv', {
        headers: { Authorization: `Bearer ${window.localStorage.getItem('token')}` },
      });
      return response.text();
    });
    expect(csv).toContain(`Net sales,${(net / 100).toFixed(2)}`);

    // The board's totals of the day file the parts alike.
    await staff.goto('/pos/board');
    const totals = staff.getByRole('region', { name: posMessages.board.totalsTitle });
    const cardTotal = totals.locator('p', { hasText: `${posMessages.paymentMethods.card}:` });
    await expect
      .poll(async () =>
        Number(
          /(\d+)[.,](\d\d)/
            .exec((await cardTotal.textContent()) ?? '')
            ?.slice(1)
            .join(''),
        ),
      )
      .toBe(taken.card);
  });
});
