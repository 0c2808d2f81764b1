import { POS_HANDOFF_STORAGE_KEY, POS_MESSAGES, posMessage } from '@worksphere/contracts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dashboardMessages } from '../src/features/dashboard/dashboard.messages';
import { posMessages } from '../src/features/pos/pos.messages';
import { launchBrowser, openContext, PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { makeAccount, registerOrganization } from './support/journeys';
import { untilDragHearsKeys } from './support/keyboardDrag';

const publicOrder = posMessages.publicOrder;
const screen = posMessages.screen;
const board = posMessages.board;
const settings = posMessages.settings;

/** A 2×2 PNG: enough for the server to store and the page to show. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

type Seeded = { slug: string; latteId: string; croissantId: string; largeId: string };

/** A small catalogue through the API with the page's session: the test is about the screens. */
function seedCatalogue(page: Page): Promise<Seeded> {
  return page.evaluate(async () => {
    const token = window.localStorage.getItem('token');
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`/api${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      if (response.status !== 201) throw new Error(`${path}: ${response.status}`);
      return response.json();
    };
    const { category } = await post('/pos/categories', { name: 'Drinks' });
    const { product: latte } = await post('/pos/products', {
      name: 'Latte',
      description: 'Espresso with steamed milk',
      price: 350,
      categoryId: category.id,
      optionGroups: [
        {
          name: 'Size',
          required: true,
          choices: [
            { name: 'Regular', priceDelta: 0 },
            { name: 'Large', priceDelta: 50 },
          ],
        },
      ],
    });
    const { product: croissant } = await post('/pos/products', { name: 'Croissant', price: 250 });
    const me = await (await fetch('/api/user/me', { headers })).json();
    return {
      slug: me.user.organizationSlug as string,
      latteId: latte.id as string,
      croissantId: croissant.id as string,
      largeId: latte.optionGroups[0].choices[1].id as string,
    };
  });
}

/** A mouse drag of a card's handle onto a column, in small steps as dnd-kit needs. */
async function dragTo(page: Page, card: Locator, target: Locator) {
  const from = (await card.locator('[aria-roledescription]').boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + 10, from.y + 10);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y + 20, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 8 });
  await page.mouse.up();
}

const column = (page: Page, status: keyof typeof posMessages.status) =>
  page.getByRole('region', { name: posMessages.status[status], exact: true });

describe('the point of sale', () => {
  const ada = makeAccount('Ada');
  let browser: Browser;
  let staffContext: BrowserContext;
  let staff: Page;
  let seeded: Seeded;
  /** The counter sale's daily number, refunded in the last test. */
  let counterNumber = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context: staffContext, page: staff } = await openContext(browser, inject('baseUrl')));
    await registerOrganization(staff, ada);
    seeded = await seedCatalogue(staff);
  });

  afterAll(async () => {
    await staffContext?.close();
    await browser?.close();
  });

  it('takes a customer’s order on a phone while the staff board shows it live', async () => {
    await staff.goto('/pos/board');
    await column(staff, 'new').waitFor();

    const { context, page: phone } = await openContext(browser, inject('baseUrl'), PHONE_VIEWPORT);
    try {
      await phone.goto('/pos/orders/no-such-shop-anywhere');
      await phone.getByRole('heading', { name: POS_MESSAGES.unknownShopTitle }).waitFor();

      await phone.goto(`/pos/orders/${seeded.slug}`);
      await phone.getByRole('heading', { name: 'Drinks' }).waitFor();
      await phone.getByRole('button', { name: publicOrder.add('Latte') }).click();
      const options = phone.getByRole('dialog', { name: posMessages.options.title('Latte') });
      await options.getByRole('radio', { name: 'Large' }).check();
      await options
        .getByRole('button', { name: new RegExp(`^${posMessages.options.add}`) })
        .click();
      await options.waitFor({ state: 'detached' });
      await phone.getByRole('button', { name: publicOrder.add('Croissant') }).click();
      await saveScreenshot(phone, 'pos-public-menu');
      await phone.getByRole('button', { name: publicOrder.viewCart(2) }).click();

      await phone.getByLabel(publicOrder.nameLabel).fill('Grace');
      await phone.getByLabel(publicOrder.phoneLabel).fill('12');
      await phone.getByRole('button', { name: publicOrder.placeOrder }).click();
      await phone.getByText(POS_MESSAGES.phoneInvalid).waitFor();
      await phone.getByLabel(publicOrder.phoneLabel).fill('+49 30 1234567');
      await phone.getByRole('button', { name: publicOrder.placeOrder }).click();

      const heading = phone.getByRole('heading', { name: /^Order #\d+$/ });
      await heading.waitFor();
      const number = Number((await heading.textContent())!.replace(/\D/g, ''));
      await phone.getByTestId('order-status').filter({ hasText: posMessages.status.new }).waitFor();
      expect(await phone.getByTestId('cart-total').textContent()).toMatch(/6[.,]50/);
      await saveScreenshot(phone, 'pos-public-status');
      // A reload keeps the status page; the next order starts with an empty cart.
      await phone.reload();
      await heading.waitFor();

      // The board got it without a reload, with a toast.
      const card = column(staff, 'new').getByRole('listitem', {
        name: new RegExp(`^#${number} Grace`),
      });
      await card.waitFor();
      await staff.getByText(`New online order #${number}.`).waitFor();
      await card.getByRole('button', { name: board.advance(posMessages.status.preparing) }).click();
      await column(staff, 'preparing')
        .getByRole('listitem', { name: new RegExp(`^#${number}`) })
        .waitFor();
      await phone
        .getByTestId('order-status')
        .filter({ hasText: posMessages.status.preparing })
        .waitFor();

      // Dragging the card to "Ready".
      const preparingCard = column(staff, 'preparing').getByRole('listitem', {
        name: new RegExp(`^#${number}`),
      });
      await dragTo(staff, preparingCard, column(staff, 'ready'));
      await column(staff, 'ready')
        .getByRole('listitem', { name: new RegExp(`^#${number}`) })
        .waitFor();
      await phone
        .getByTestId('order-status')
        .filter({ hasText: posMessages.status.ready })
        .waitFor();
      await phone.getByRole('link', { name: publicOrder.newOrder }).click();
      await phone.getByRole('button', { name: publicOrder.add('Croissant') }).waitFor();
      expect(await phone.getByRole('button', { name: /^View order/ }).count()).toBe(0);

      // Back to "New" is not a move the server makes: its refusal shows, the card stays.
      const readyCard = column(staff, 'ready').getByRole('listitem', {
        name: new RegExp(`^#${number}`),
      });
      await dragTo(staff, readyCard, column(staff, 'new'));
      await staff
        .getByText(posMessage(POS_MESSAGES.illegalTransition, { from: 'ready', to: 'new' }))
        .waitFor();
      await readyCard.waitFor();
      await saveScreenshot(staff, 'pos-board');

      // A receipt from the board: what the printer gets when print is called.
      await staff.evaluate(() => {
        const record = window as unknown as { printedText: string };
        window.print = () => {
          record.printedText = document.querySelector('.pos-print-receipt')?.textContent ?? '';
        };
      });
      await readyCard.getByRole('button', { name: `#${number} ${board.more}` }).click();
      await staff.getByRole('menuitem', { name: screen.print }).click();
      const readPrinted = () =>
        staff.evaluate(() => (window as unknown as { printedText?: string }).printedText ?? '');
      await expect.poll(readPrinted).toContain(screen.receiptTitle(number));
      const printedText = await readPrinted();
      expect(printedText).toContain(screen.receiptTitle(number));
      expect(printedText).toContain('1 × Latte');
      expect(printedText).toContain(screen.receiptUnpaid);
    } finally {
      await context.close();
    }
  });

  it('places an order at the counter and prints an 80 mm receipt', async () => {
    await staff.goto('/pos/create-order-pos');
    await staff.getByRole('button', { name: publicOrder.add('Croissant') }).click();
    await staff.getByRole('button', { name: publicOrder.add('Croissant') }).click();
    await staff.getByRole('button', { name: publicOrder.add('Latte') }).click();
    const options = staff.getByRole('dialog', { name: posMessages.options.title('Latte') });
    await options.getByRole('radio', { name: 'Large' }).check();
    await options.getByRole('button', { name: new RegExp(`^${posMessages.options.add}`) }).click();
    await options.waitFor({ state: 'detached' });
    const cart = staff.getByRole('list', { name: posMessages.cart.title });
    expect(await cart.getByRole('listitem').count()).toBe(2);
    await staff.getByLabel(screen.discountValue, { exact: true }).fill('1');
    await staff
      .getByRole('group', { name: screen.paymentMethod })
      .getByText(posMessages.paymentMethods.card)
      .click();
    expect(
      await staff.getByRole('radio', { name: posMessages.paymentMethods.card }).isChecked(),
    ).toBe(true);
    expect(await staff.getByTestId('cart-total').textContent()).toMatch(/8[.,]00/);

    await staff.evaluate(() => {
      const counter = window as unknown as { printed: number };
      counter.printed = 0;
      window.print = () => {
        counter.printed += 1;
      };
    });
    await saveScreenshot(staff, 'pos-order-screen');
    await staff.getByRole('button', { name: screen.place }).click();
    const receiptDialog = staff.getByRole('dialog', { name: /^Receipt #\d+$/ });
    await receiptDialog.waitFor();
    counterNumber = Number(
      (await receiptDialog.getByRole('heading').first().textContent())!.replace(/\D/g, ''),
    );
    await receiptDialog.getByRole('button', { name: screen.print }).click();
    expect(await staff.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    // Printed, only the receipt shows, with the server's figures.
    await staff.emulateMedia({ media: 'print' });
    const printed = staff.locator('.pos-print-receipt');
    expect(await printed.isVisible()).toBe(true);
    expect(await staff.locator('#root').isVisible()).toBe(false);
    const text = (await printed.textContent()) ?? '';
    expect(text).toContain('2 × Croissant');
    expect(text).toContain('1 × Latte');
    expect(text).toContain('Large');
    expect(text).toMatch(/8[.,]00/);
    expect(text).toContain(screen.receiptPaid(posMessages.paymentMethods.card));
    const width = await printed.evaluate((node) => node.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(250);
    expect(width).toBeLessThan(290); // 72 mm ≈ 272 px
    await saveScreenshot(staff, 'pos-receipt-print');
    await staff.emulateMedia({ media: 'screen' });

    await receiptDialog.getByRole('button', { name: screen.newOrder }).click();
    await staff.getByText(posMessages.cart.empty).waitFor();
  });

  it('fills the cart from the assistant’s hand-off', async () => {
    // Stored before navigating (the assistant was elsewhere).
    await staff.goto('/dash');
    await staff.evaluate(([key, payload]) => window.sessionStorage.setItem(key, payload), [
      POS_HANDOFF_STORAGE_KEY,
      JSON.stringify({
        lines: [{ productId: seeded.latteId, quantity: 2, choiceIds: [seeded.largeId] }],
        customerName: 'Linus',
      }),
    ] as const);
    await staff.goto('/pos/create-order-pos');
    const cart = staff.getByRole('list', { name: posMessages.cart.title });
    await cart.getByText('Latte').waitFor();
    await staff.getByText(screen.handoffFilled).waitFor();
    expect(await cart.getByLabel(`${posMessages.cart.quantity}: 2`).count()).toBe(1);
    expect(await staff.getByLabel(screen.customerName).inputValue()).toBe('Linus');
    expect(
      await staff.evaluate((key) => window.sessionStorage.getItem(key), POS_HANDOFF_STORAGE_KEY),
    ).toBeNull();

    // Sent as an event while the screen is open.
    await staff.evaluate((productId) => {
      window.dispatchEvent(
        new CustomEvent('pos_add_order', { detail: { lines: [{ productId, quantity: 3 }] } }),
      );
    }, seeded.croissantId);
    await cart.getByText('Croissant').waitFor();
    expect(await cart.getByLabel(`${posMessages.cart.quantity}: 3`).count()).toBe(1);
    expect(await staff.getByTestId('cart-total').textContent()).toMatch(/15[.,]50/);
  });

  it('manages the catalogue in Settings, with an image the public menu shows', async () => {
    await staff.goto('/settings/point-of-sale');
    await staff.getByRole('link', { name: settings.open }).click();
    await staff.getByRole('heading', { name: settings.productsTitle }).waitFor();

    await staff.getByRole('button', { name: settings.addProduct }).click();
    const dialog = staff.getByRole('dialog', { name: settings.newProduct });
    await dialog.getByLabel(settings.name, { exact: true }).fill('Bagel');
    await dialog.getByLabel(`${settings.price} (EUR)`).fill('3.2x');
    await dialog.getByRole('button', { name: settings.save }).click();
    await dialog.getByText(settings.moneyInvalid).waitFor();
    await dialog.getByLabel(`${settings.price} (EUR)`).fill('3.2');
    await dialog.getByRole('button', { name: settings.addGroup }).click();
    await dialog.getByLabel(settings.groupName, { exact: true }).fill('Spread');
    await dialog.getByLabel(settings.choiceName, { exact: true }).fill('Cream cheese');
    await dialog.getByLabel(settings.choiceDelta, { exact: true }).fill('0.80');
    await dialog.getByLabel(settings.image).setInputFiles({
      name: 'bagel.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await dialog.getByRole('button', { name: settings.save }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = staff.getByRole('listitem').filter({ hasText: 'Bagel' });
    await row.getByText(/3[.,]20/).waitFor();
    await saveScreenshot(staff, 'pos-settings');

    const { context, page: phone } = await openContext(browser, inject('baseUrl'), PHONE_VIEWPORT);
    try {
      await phone.goto(`/pos/orders/${seeded.slug}`);
      const bagel = phone.getByRole('button', { name: publicOrder.add('Bagel') });
      await bagel.waitFor();
      const image = bagel.locator('img');
      await image.waitFor();
      await expect
        .poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth))
        .toBe(2);
      await bagel.click();
      const options = phone.getByRole('dialog', { name: posMessages.options.title('Bagel') });
      await options.getByRole('radio', { name: 'Cream cheese' }).check();
      await options.getByRole('button', { name: /4[.,]00/ }).waitFor();
    } finally {
      await context.close();
    }

    // Unavailable products leave the public menu.
    await row.getByRole('switch', { name: `${settings.available}: Bagel` }).click();
    await row
      .getByRole('switch', { name: `${settings.available}: Bagel`, checked: false })
      .waitFor();
  });

  it('offers the Sales today widget with the day’s takings', async () => {
    await staff.goto('/dash?addWidget=true');
    const picker = staff.getByRole('dialog', { name: dashboardMessages.picker.title });
    await picker
      .getByRole('button', { name: dashboardMessages.picker.addLabel(posMessages.widget.title) })
      .click();
    await picker.waitFor({ state: 'detached' });
    // The counter sale of 8.00 paid by card (the online order was never paid).
    await staff
      .getByTestId('sales-today-total')
      .filter({ hasText: /8[.,]00/ })
      .waitFor();
    await staff.getByRole('link', { name: posMessages.widget.toBoard }).click();
    await staff.waitForURL('**/pos/board');
  });

  it('completes the counter sale on the board and refunds it', async () => {
    await staff.goto('/pos/board');
    const card = (status: keyof typeof posMessages.status) =>
      column(staff, status).getByRole('listitem', { name: new RegExp(`^#${counterNumber}\\b`) });
    // By keyboard: pick the card up, one column right, drop.
    await card('new').locator('[aria-roledescription]').focus();
    await staff.keyboard.press('Space');
    await card('new').locator('[aria-pressed="true"]').waitFor();
    await untilDragHearsKeys(staff);
    await staff.keyboard.press('ArrowRight');
    await staff
      .getByText(board.drag.over(counterNumber, posMessages.status.preparing))
      .waitFor({ state: 'attached' });
    await staff.keyboard.press('Space');
    await card('preparing').waitFor();
    for (const [from, to] of [
      ['preparing', 'ready'],
      ['ready', 'completed'],
    ] as const) {
      await card(from)
        .getByRole('button', { name: board.advance(posMessages.status[to]) })
        .click();
      await card(to).waitFor();
    }
    await card('completed').getByRole('button', { name: board.refund, exact: true }).click();
    const confirm = staff.getByRole('dialog', { name: board.refundConfirmTitle(counterNumber) });
    await confirm.getByRole('button', { name: board.refund }).click();
    await confirm.waitFor({ state: 'detached' });
    await card('completed').getByText(board.refunded).waitFor();
    // The refund is its own completed order, negative, and the day's takings are back to 0.
    await column(staff, 'completed')
      .getByRole('listitem')
      .filter({ hasText: board.refund })
      .filter({ hasText: /−|-/ })
      .first()
      .waitFor();
    await staff
      .getByTestId('day-total')
      .filter({ hasText: /0[.,]00/ })
      .waitFor();
    expect(
      await card('completed').getByRole('button', { name: board.refund, exact: true }).count(),
    ).toBe(0);
  });

  it('fits the staff screens on a phone', async () => {
    await staff.setViewportSize(PHONE_VIEWPORT);
    try {
      for (const [path, name] of [
        ['/pos/create-order-pos', 'pos-order-screen-phone'],
        ['/pos/board', 'pos-board-phone'],
      ] as const) {
        await staff.goto(path);
        await staff.getByRole('navigation', { name: posMessages.nav.label }).waitFor();
        await staff.waitForLoadState('networkidle');
        const overflow = await staff.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await saveScreenshot(staff, name);
      }
      await staff.goto('/pos/create-order-pos');
      await staff.getByRole('button', { name: publicOrder.add('Croissant') }).click();
      await staff
        .getByRole('link', { name: new RegExp(publicOrder.viewCart(1).replace(/[()]/g, '\\$&')) })
        .click();
      await expect
        .poll(() =>
          staff.getByRole('button', { name: screen.place }).evaluate((node) => {
            const box = node.getBoundingClientRect();
            return box.top >= 0 && box.bottom <= window.innerHeight + 80;
          }),
        )
        .toBe(true);
    } finally {
      await staff.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
