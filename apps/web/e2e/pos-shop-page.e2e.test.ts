import { POS_MESSAGES } from '@worksphere/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { layoutMessages } from '../src/app/layouts/layout.messages';
import { posMessages } from '../src/features/pos/pos.messages';
import { launchBrowser, openContext, saveScreenshot } from './support/browser';
import { makeAccount, registerOrganization } from './support/journeys';

const publicOrder = posMessages.publicOrder;
/** A customer's phone: the common 390 px wide screen. */
const PHONE = { width: 390, height: 844 };

/**
 * A fixed-offset zone where it is between 10:00 and 12:00 now: the shop is open and has
 * pickup slots left today whenever the journey runs.
 */
function middayZone(now = new Date()) {
  const shift = (((10 - now.getUTCHours()) % 24) + 24) % 24;
  const offset = shift > 14 ? shift - 24 : shift;
  return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** The shop's page and a small catalogue, through the API with the page's session. */
function seedShop(page: Page, timeZone: string): Promise<{ slug: string }> {
  return page.evaluate(async (zone) => {
    const token = window.localStorage.getItem('token');
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    const send = async (method: string, path: string, body: unknown) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers,
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return response.json();
    };
    const allDay = [{ open: '00:00', close: '24:00' }];
    await send('PUT', '/pos/settings', {
      timeZone: zone,
      openingHours: Object.fromEntries(
        ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, allDay]),
      ),
      description: 'Coffee and cake by the river',
      address: '1 Quay Street',
      brandColor: '#0e7490',
      slotMinutes: 30,
      ordersPerSlot: 5,
    });
    await send('POST', '/pos/products', { name: 'Flat white', price: 350 });
    await send('POST', '/pos/products', { name: 'Cinnamon bun', price: 300, stock: 0 });
    await send('POST', '/pos/products', { name: 'Soup', price: 600, soldOutToday: true });
    const me = await (await fetch('/api/user/me', { headers })).json();
    return { slug: me.user.organizationSlug as string };
  }, timeZone);
}

describe('the shop’s own ordering page', () => {
  const owner = makeAccount('Olive');
  let browser: Browser;
  let staffContext: BrowserContext;
  let staff: Page;
  let slug = '';
  const zone = middayZone();

  beforeAll(async () => {
    browser = await launchBrowser();
    const opened = await openContext(browser, inject('baseUrl'));
    staffContext = opened.context;
    staff = opened.page;
    await registerOrganization(staff, owner);
    ({ slug } = await seedShop(staff, zone));
  });

  afterAll(async () => {
    await staffContext?.close();
    await browser?.close();
  });

  it('shows the shop’s brand on a phone, sold-out products as such, and takes an order for a slot', async () => {
    const { context, page: phone } = await openContext(browser, inject('baseUrl'), PHONE);
    try {
      await phone.goto(`/pos/orders/${slug}`);
      await phone.getByRole('heading', { level: 1, name: owner.organizationName }).waitFor();
      await phone.getByText('Coffee and cake by the river').waitFor();
      await phone.getByText('1 Quay Street').waitFor();
      await phone
        .getByTestId('shop-open-status')
        .filter({ hasText: POS_MESSAGES.openNow })
        .waitFor();
      // The shop's page, not ours: no Login or Register, a small "Powered by" at most.
      expect(await phone.getByRole('link', { name: layoutMessages.header.login }).count()).toBe(0);
      expect(await phone.getByRole('link', { name: layoutMessages.header.register }).count()).toBe(
        0,
      );
      await phone.getByText(publicOrder.poweredBy).waitFor();

      // Out of stock and sold out today: shown, and not to be added.
      for (const name of ['Cinnamon bun', 'Soup']) {
        const card = phone.getByRole('button', { name: publicOrder.soldOutLabel(name) });
        await card.waitFor();
        expect(await card.isDisabled()).toBe(true);
      }
      expect(await phone.getByText(publicOrder.soldOut).count()).toBe(2);
      await saveScreenshot(phone, 'pos-shop-page');
      // Nothing wider than the phone: no sideways scrolling.
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );

      await phone.getByRole('button', { name: publicOrder.add('Flat white') }).click();
      await phone.getByRole('button', { name: publicOrder.viewCart(1) }).click();
      await phone.getByRole('button', { name: new RegExp(publicOrder.pickupLabel) }).click();
      const slots = phone.getByRole('option');
      await slots.nth(1).waitFor();
      await slots.nth(1).click();
      await phone.getByLabel(publicOrder.nameLabel).fill('Grace');
      await phone.getByLabel(publicOrder.phoneLabel).fill('+1 416 555 0199');
      await phone.getByRole('button', { name: publicOrder.placeOrder }).click();
      await phone.getByTestId('order-status').filter({ hasText: posMessages.status.new }).waitFor();
      // The slot chosen, not as soon as possible, is on the status page.
      await phone.getByText(new RegExp(`^${publicOrder.pickupAt('')}\\d`)).waitFor();
    } finally {
      await context.close();
    }
  });

  it('takes an order ahead on a phone while closed, for a pickup time of the next opening day', async () => {
    // Open tomorrow 09:00–10:00 only (the shop's clock): closed now, two slots tomorrow.
    const tomorrow = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short' })
      .format(new Date(Date.now() + 86_400_000))
      .toLowerCase()
      .slice(0, 3);
    await staff.evaluate(async (day) => {
      const closedAllWeek = Object.fromEntries(
        ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((weekday) => [weekday, []]),
      );
      const response = await fetch('/api/pos/settings', {
        method: 'PUT',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${window.localStorage.getItem('token')}`,
        },
        body: JSON.stringify({
          openingHours: { ...closedAllWeek, [day]: [{ open: '09:00', close: '10:00' }] },
          slotMinutes: 30,
        }),
      });
      if (!response.ok) throw new Error(`settings: ${response.status}`);
    }, tomorrow);

    const { context, page: phone } = await openContext(browser, inject('baseUrl'), PHONE);
    try {
      await phone.goto(`/pos/orders/${slug}`);
      const closed = phone.getByRole('region', { name: publicOrder.closedTitle });
      await closed.getByText(publicOrder.closedAheadBody).waitFor();
      await phone.getByRole('button', { name: publicOrder.add('Flat white') }).click();
      await phone.getByRole('button', { name: publicOrder.viewCart(1) }).click();
      await phone.getByRole('button', { name: new RegExp(publicOrder.pickupLabel) }).click();
      const slots = phone.getByRole('option');
      await slots.nth(1).waitFor();
      const labels = await slots.allTextContents();
      // Tomorrow's two slots, each with its day; no "as soon as possible" while closed.
      expect(labels).toHaveLength(2);
      expect(labels.every((label) => /\d{4}/.test(label))).toBe(true);
      expect(labels.some((label) => label.includes(publicOrder.pickupAsap))).toBe(false);
      await slots.nth(1).click();
      await phone.getByLabel(publicOrder.nameLabel).fill('Grace');
      await phone.getByLabel(publicOrder.phoneLabel).fill('+1 416 555 0199');
      await phone.getByRole('button', { name: publicOrder.placeOrder }).click();
      await phone.getByTestId('order-status').filter({ hasText: posMessages.status.new }).waitFor();
      // The pickup time on the status page names its day too.
      await phone.getByText(new RegExp(`^${publicOrder.pickupAt('')}.*\\d{4}`)).waitFor();
      await saveScreenshot(phone, 'pos-shop-page-order-ahead');
    } finally {
      await context.close();
    }
  });
});
