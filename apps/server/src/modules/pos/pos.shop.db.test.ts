import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  POS_MESSAGES,
  POS_WEEKDAYS,
  posMessage,
  type OpeningHours,
  type PublicMenuResponse,
} from '@worksphere/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addNumber } from '../../test/calls-helpers.js';
import { multipart, PNG_BYTES } from '../../test/chat-helpers.js';
import { registerOrganization } from '../../test/factories.js';
import {
  CLOSED_ALL_WEEK,
  createProduct,
  placePublicOrder,
  postOrder,
  putSettings,
} from '../../test/pos-helpers.js';
import { call, useTestApp } from '../../test/test-app.js';
import { shopClock, shopInstant } from './pos.hours.js';
import { posProducts } from './pos.table.js';

// Logos are stored under a data folder of this file's own, removed afterwards.
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'worksphere-pos-shop-'));
const testApp = useTestApp({ DATA_DIR: dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/**
 * A fixed-offset zone where it is between 10:00 and 12:00 now, so that today's slots and
 * tomorrow's opening are known whenever the test runs.
 */
function middayZone(now = new Date()) {
  const shift = (((10 - now.getUTCHours()) % 24) + 24) % 24;
  const offset = shift > 14 ? shift - 24 : shift;
  // Etc/GMT-3 is three hours ahead of UTC (the sign is reversed by POSIX).
  return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

function hoursOnly(day: string, periods: { open: string; close: string }[]): OpeningHours {
  return { ...CLOSED_ALL_WEEK, [day]: periods };
}

async function openShop(settings: object = {}) {
  const admin = await registerOrganization(testApp.app);
  const timeZone = middayZone();
  const today = shopClock(timeZone);
  await putSettings(testApp.app, admin, {
    timeZone,
    openingHours: hoursOnly(today.weekday, [{ open: '00:00', close: '24:00' }]),
    slotMinutes: 30,
    ...settings,
  });
  return { admin, timeZone, today, slug: admin.user.organizationSlug };
}

/** The ISO instant of `minutes` past midnight of the next day that is `weekday`, in the zone. */
function shopInstantOf(timeZone: string, weekday: string, minutes: number) {
  for (let days = 1; days <= 7; days += 1) {
    const day = shopClock(timeZone, new Date(Date.now() + days * 86_400_000));
    if (day.weekday === weekday) return shopInstant(timeZone, day.day, minutes).toISOString();
  }
  throw new Error(`no ${weekday} this week`);
}

async function menuOf(slug: string): Promise<PublicMenuResponse> {
  const response = await call(testApp.app, 'GET', `/pos/public/${slug}/menu`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the shop page: profile and pickup slots', () => {
  it('shows the profile the admin set, and offers today’s slots still to come', async () => {
    const { admin, slug, timeZone } = await openShop({
      description: 'Coffee and cake by the river',
      address: '1 Quay Street',
      brandColor: '#0E7490',
      accentColor: '#f97316',
    });
    const menu = await menuOf(slug);
    expect(menu.shop).toMatchObject({
      name: admin.user.organizationName,
      description: 'Coffee and cake by the river',
      address: '1 Quay Street',
      brandColor: '#0e7490',
      accentColor: '#f97316',
      logoUrl: null,
      openNow: true,
      opensAt: null,
      timeZone,
      slotMinutes: 30,
    });
    // From 10:xx–11:xx until midnight every 30 minutes: 24 to 28 slots, all in the future.
    expect(menu.shop.pickupSlots.length).toBeGreaterThanOrEqual(24);
    expect(menu.shop.pickupSlots.every((slot) => Date.parse(slot) > Date.now())).toBe(true);
    const gaps = menu.shop.pickupSlots
      .slice(1)
      .map((slot, i) => Date.parse(slot) - Date.parse(menu.shop.pickupSlots[i]!));
    expect(new Set(gaps)).toEqual(new Set([30 * 60_000]));
  });

  it('takes an order for an offered slot, refuses others, and leaves a full slot out', async () => {
    const { admin, slug } = await openShop({ ordersPerSlot: 2 });
    const coffee = await createProduct(testApp.app, admin, { name: 'Flat white', price: 350 });
    const lines = [{ productId: coffee.id, quantity: 1 }];
    const [slot, nextSlot] = (await menuOf(slug)).shop.pickupSlots;

    const first = await placePublicOrder(testApp.app, admin, lines, { pickupAt: slot });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().order.pickupAt).toBe(slot);
    // Two at once for the one place left: exactly one gets it.
    const racing = await Promise.all(
      [1, 2].map(() => placePublicOrder(testApp.app, admin, lines, { pickupAt: slot })),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(racing.find((response) => response.statusCode === 409)!.json()).toEqual({
      error: POS_MESSAGES.pickupFull,
      code: 'CONFLICT',
    });
    const menu = await menuOf(slug);
    expect(menu.shop.pickupSlots).not.toContain(slot);
    expect(menu.shop.pickupSlots[0]).toBe(nextSlot);

    // A time that is no slot (a minute past one), and a slot of the past.
    const offSlot = new Date(Date.parse(nextSlot!) + 60_000).toISOString();
    const past = new Date(Date.now() - 3_600_000).toISOString();
    for (const pickupAt of [offSlot, past]) {
      const refused = await placePublicOrder(testApp.app, admin, lines, { pickupAt });
      expect(refused.statusCode, pickupAt).toBe(400);
      expect(refused.json().error).toBe(POS_MESSAGES.pickupInvalid);
    }
    // As soon as possible needs no slot.
    const asap = await placePublicOrder(testApp.app, admin, lines);
    expect(asap.statusCode).toBe(201);
    expect(asap.json().order.pickupAt).toBeNull();
  });

  it('refuses orders as soon as possible while closed, naming the next opening, and takes orders ahead for its slots', async () => {
    const { admin, slug, today, timeZone } = await openShop();
    const coffee = await createProduct(testApp.app, admin);
    const lines = [{ productId: coffee.id, quantity: 1 }];
    const tomorrow = POS_WEEKDAYS[(POS_WEEKDAYS.indexOf(today.weekday) + 1) % 7]!;
    await putSettings(testApp.app, admin, {
      openingHours: hoursOnly(tomorrow, [{ open: '09:00', close: '17:00' }]),
      slotMinutes: 60,
    });
    const menu = await menuOf(slug);
    expect(menu.shop.openNow).toBe(false);
    expect(shopClock(timeZone, new Date(menu.shop.opensAt!))).toMatchObject({
      weekday: tomorrow,
      minutes: 9 * 60,
    });
    // Tomorrow's slots, 09:00 to 16:00 (the last ends at closing time).
    expect(menu.shop.pickupSlots).toHaveLength(8);
    expect(menu.shop.pickupSlots.map((slot) => shopClock(timeZone, new Date(slot)))).toEqual(
      [9, 10, 11, 12, 13, 14, 15, 16].map((hour) =>
        expect.objectContaining({ weekday: tomorrow, minutes: hour * 60 }),
      ),
    );
    const refused = await placePublicOrder(testApp.app, admin, lines);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: posMessage(POS_MESSAGES.shopClosedUntil, { when: 'tomorrow at 09:00' }),
      code: 'CONFLICT',
      // The day is in the template, so the page says it in its language; the time goes along.
      params: { time: '09:00', when: 'tomorrow at 09:00' },
    });
    const ahead = await placePublicOrder(testApp.app, admin, lines, {
      pickupAt: menu.shop.pickupSlots[1],
    });
    expect(ahead.statusCode, ahead.body).toBe(201);
    expect(ahead.json().order.pickupAt).toBe(menu.shop.pickupSlots[1]);
    // A time of tomorrow that is no slot is still refused.
    const offSlot = new Date(Date.parse(menu.shop.pickupSlots[0]!) + 60_000).toISOString();
    const invalid = await placePublicOrder(testApp.app, admin, lines, { pickupAt: offSlot });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe(POS_MESSAGES.pickupInvalid);
  });

  it('offers the next opening day’s slots once today’s last slot has begun', async () => {
    const { admin, slug, today, timeZone } = await openShop();
    const tomorrow = POS_WEEKDAYS[(POS_WEEKDAYS.indexOf(today.weekday) + 1) % 7]!;
    // Open today until the next full hour: its hourly slots have all begun.
    const close = `${String(Math.floor(today.minutes / 60) + 1).padStart(2, '0')}:00`;
    await putSettings(testApp.app, admin, {
      openingHours: {
        ...hoursOnly(tomorrow, [{ open: '08:00', close: '10:00' }]),
        [today.weekday]: [{ open: '00:00', close }],
      },
      slotMinutes: 60,
    });
    const menu = await menuOf(slug);
    expect(menu.shop.pickupSlots.map((slot) => shopClock(timeZone, new Date(slot)))).toEqual([
      expect.objectContaining({ weekday: tomorrow, minutes: 8 * 60 }),
      expect.objectContaining({ weekday: tomorrow, minutes: 9 * 60 }),
    ]);
    const coffee = await createProduct(testApp.app, admin);
    const ahead = await placePublicOrder(
      testApp.app,
      admin,
      [{ productId: coffee.id, quantity: 1 }],
      {
        pickupAt: menu.shop.pickupSlots[0],
      },
    );
    expect(ahead.statusCode, ahead.body).toBe(201);
  });

  it('offers the next opening day’s slots once today’s are full, and only then', async () => {
    const { admin, slug, today, timeZone } = await openShop();
    const tomorrow = POS_WEEKDAYS[(POS_WEEKDAYS.indexOf(today.weekday) + 1) % 7]!;
    // Open today until two hours on: exactly one hourly slot left, the next full hour.
    const close = `${String(Math.floor(today.minutes / 60) + 2).padStart(2, '0')}:00`;
    await putSettings(testApp.app, admin, {
      openingHours: {
        ...hoursOnly(tomorrow, [{ open: '08:00', close: '10:00' }]),
        [today.weekday]: [{ open: '00:00', close }],
      },
      slotMinutes: 60,
      ordersPerSlot: 1,
    });
    const coffee = await createProduct(testApp.app, admin);
    const lines = [{ productId: coffee.id, quantity: 1 }];
    const [todaySlot] = (await menuOf(slug)).shop.pickupSlots;
    expect((await menuOf(slug)).shop.pickupSlots).toHaveLength(1);
    expect(shopClock(timeZone, new Date(todaySlot!)).weekday).toBe(today.weekday);
    const tomorrowSlot = shopInstantOf(timeZone, tomorrow, 8 * 60);
    // While today's slot is free, tomorrow's is not offered.
    const early = await placePublicOrder(testApp.app, admin, lines, { pickupAt: tomorrowSlot });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe(POS_MESSAGES.pickupInvalid);

    expect(
      (await placePublicOrder(testApp.app, admin, lines, { pickupAt: todaySlot })).statusCode,
    ).toBe(201);
    const menu = await menuOf(slug);
    expect(menu.shop.pickupSlots.map((slot) => shopClock(timeZone, new Date(slot)))).toEqual([
      expect.objectContaining({ weekday: tomorrow, minutes: 8 * 60 }),
      expect.objectContaining({ weekday: tomorrow, minutes: 9 * 60 }),
    ]);
    expect(menu.shop.pickupSlots[0]).toBe(tomorrowSlot);
    const ahead = await placePublicOrder(testApp.app, admin, lines, { pickupAt: tomorrowSlot });
    expect(ahead.statusCode, ahead.body).toBe(201);
    // That one is full now too.
    const full = await placePublicOrder(testApp.app, admin, lines, { pickupAt: tomorrowSlot });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe(POS_MESSAGES.pickupFull);
  });

  it('refuses colours, slot lengths and limits out of range', async () => {
    const { admin } = await openShop();
    for (const [body, message] of [
      [{ brandColor: 'red' }, POS_MESSAGES.colorInvalid],
      [{ slotMinutes: 2 }, POS_MESSAGES.slotMinutesInvalid],
      [{ ordersPerSlot: -1 }, POS_MESSAGES.ordersPerSlotInvalid],
      [{ address: 'x'.repeat(301) }, POS_MESSAGES.addressTooLong],
    ] as const) {
      const response = await call(testApp.app, 'PUT', '/pos/settings', {
        token: admin.token,
        body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
    }
  });
});

describe('sold out and stock', () => {
  it('never sells more than the stock, with 50 orders at once for the last 10', async () => {
    const { admin } = await openShop();
    const croissant = await createProduct(testApp.app, admin, { name: 'Croissant', stock: 10 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        postOrder(testApp.app, admin, { lines: [{ productId: croissant.id, quantity: 1 }] }),
      ),
    );
    const codes = answers.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(40);
    const [row] = await testApp.db
      .select({ stock: posProducts.stock })
      .from(posProducts)
      .where(eq(posProducts.id, croissant.id));
    expect(row!.stock).toBe(0);
    const menu = await menuOf(admin.user.organizationSlug);
    expect(menu.products.find((product) => product.id === croissant.id)).toMatchObject({
      stock: 0,
      soldOut: true,
    });
    const refused = await placePublicOrder(testApp.app, admin, [
      { productId: croissant.id, quantity: 1 },
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(posMessage(POS_MESSAGES.soldOut, { name: 'Croissant' }));
  });

  it('refuses an order for more than is left, and counts a product on several lines', async () => {
    const { admin } = await openShop();
    const muffin = await createProduct(testApp.app, admin, { name: 'Muffin', stock: 3 });
    const tooMany = await postOrder(testApp.app, admin, {
      lines: [
        { productId: muffin.id, quantity: 2 },
        { productId: muffin.id, quantity: 2, note: 'warm' },
      ],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toBe(
      posMessage(POS_MESSAGES.stockTooLow, { count: 3, name: 'Muffin' }),
    );
    const fits = await postOrder(testApp.app, admin, {
      lines: [{ productId: muffin.id, quantity: 3 }],
    });
    expect(fits.statusCode, fits.body).toBe(201);
  });

  it('sells a product marked sold out today again on the next business day', async () => {
    const { admin, slug } = await openShop();
    const soup = await createProduct(testApp.app, admin, { name: 'Soup of the day' });
    const marked = await call(testApp.app, 'PUT', `/pos/products/${soup.id}`, {
      token: admin.token,
      body: { soldOutToday: true },
    });
    expect(marked.json().product).toMatchObject({ soldOutToday: true, soldOut: true });
    expect((await menuOf(slug)).products.find((p) => p.id === soup.id)?.soldOut).toBe(true);
    const lines = [{ productId: soup.id, quantity: 1 }];
    const refused = await placePublicOrder(testApp.app, admin, lines);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      posMessage(POS_MESSAGES.soldOut, { name: 'Soup of the day' }),
    );

    // The mark was made yesterday (as the shop's clock counts days): it no longer holds.
    await testApp.db
      .update(posProducts)
      .set({ soldOutDay: '2000-01-01' })
      .where(eq(posProducts.id, soup.id));
    const product = (await menuOf(slug)).products.find((p) => p.id === soup.id)!;
    expect(product).toMatchObject({ soldOutToday: false, soldOut: false });
    expect((await placePublicOrder(testApp.app, admin, lines)).statusCode).toBe(201);
  });
});

describe('catalogue rules of the shop page', () => {
  it('refuses a second category of the same name, whatever the case', async () => {
    const admin = await registerOrganization(testApp.app);
    const create = (name: string) =>
      call(testApp.app, 'POST', '/pos/categories', { token: admin.token, body: { name } });
    expect((await create('Drinks')).statusCode).toBe(201);
    const twin = await create(' drinks ');
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toEqual({ error: POS_MESSAGES.categoryNameTaken, code: 'CONFLICT' });
    const food = (await create('Food')).json().category;
    const renamed = await call(testApp.app, 'PUT', `/pos/categories/${food.id}`, {
      token: admin.token,
      body: { name: 'DRINKS' },
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error).toBe(POS_MESSAGES.categoryNameTaken);
    // Its own name again is fine; another organisation may use the name.
    const same = await call(testApp.app, 'PUT', `/pos/categories/${food.id}`, {
      token: admin.token,
      body: { name: 'Food' },
    });
    expect(same.statusCode).toBe(200);
    const other = await registerOrganization(testApp.app);
    const theirs = await call(testApp.app, 'POST', '/pos/categories', {
      token: other.token,
      body: { name: 'Drinks' },
    });
    expect(theirs.statusCode).toBe(201);
  });

  it('starts from the organisation’s zone and its currency, not UTC and EUR', async () => {
    const admin = await registerOrganization(testApp.app);
    const located = await call(testApp.app, 'PUT', '/weather/location', {
      token: admin.token,
      body: { latitude: 43.65, longitude: -79.38, timezone: 'America/Toronto' },
    });
    expect(located.statusCode, located.body).toBe(200);
    const settings = await call(testApp.app, 'GET', '/pos/settings', { token: admin.token });
    expect(settings.json().settings).toMatchObject({
      timeZone: 'America/Toronto',
      currency: 'CAD',
    });
    // Saving one field keeps those defaults.
    expect(await putSettings(testApp.app, admin, { address: 'Queen St W' })).toMatchObject({
      timeZone: 'America/Toronto',
      currency: 'CAD',
      address: 'Queen St W',
    });
  });

  it('keeps the new settings and stock to their organisation', async () => {
    const { admin } = await openShop({ address: 'Ours', ordersPerSlot: 3 });
    const other = await registerOrganization(testApp.app);
    const bread = await createProduct(testApp.app, admin, { stock: 5 });
    await putSettings(testApp.app, other, { address: 'Theirs', brandColor: '#000000' });
    const ours = await call(testApp.app, 'GET', '/pos/settings', { token: admin.token });
    expect(ours.json().settings).toMatchObject({ address: 'Ours', ordersPerSlot: 3 });
    const change = await call(testApp.app, 'PUT', `/pos/products/${bread.id}`, {
      token: other.token,
      body: { stock: 500, soldOutToday: true },
    });
    expect(change.statusCode).toBe(404);
    const order = await postOrder(testApp.app, other, {
      lines: [{ productId: bread.id, quantity: 1 }],
    });
    expect(order.statusCode).toBe(400);
    const catalogue = await call(testApp.app, 'GET', '/pos/catalogue', { token: admin.token });
    expect(catalogue.json().products[0]).toMatchObject({ stock: 5, soldOut: false });
  });
});

describe('the customer hears when the order is ready', () => {
  const toReady = (token: string, id: string) =>
    call(testApp.app, 'POST', `/pos/orders/${id}/status`, { token, body: { status: 'ready' } });
  const messagesTo = async (token: string, number: string) =>
    (
      await call(
        testApp.app,
        'GET',
        `/calls/conversations/${encodeURIComponent(number)}/messages`,
        { token },
      )
    ).json().messages as { text: string; direction: string; ourNumber: string }[];

  it('sends an SMS with the order number from the shop’s number, once ready', async () => {
    const { admin } = await openShop();
    const ours = await addNumber(testApp.app, admin);
    const coffee = await createProduct(testApp.app, admin);
    const placed = await placePublicOrder(testApp.app, admin, [
      { productId: coffee.id, quantity: 1 },
    ]);
    const number = placed.json().order.number as number;
    const [order] = (await call(testApp.app, 'GET', '/pos/orders', { token: admin.token })).json()
      .orders;
    // Grace typed '+44 20 7946 0958': the SMS goes to it in E.164.
    const customer = '+442079460958';
    expect(await messagesTo(admin.token, customer)).toEqual([]);
    expect((await toReady(admin.token, order.id)).statusCode).toBe(200);
    const sent = await messagesTo(admin.token, customer);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      direction: 'outbound',
      ourNumber: ours.number,
      text: posMessage(POS_MESSAGES.readySms, { number, shop: admin.user.organizationName }),
    });
  });

  it('sends nothing without a shop number, and the order still becomes ready', async () => {
    const { admin } = await openShop();
    const coffee = await createProduct(testApp.app, admin);
    await placePublicOrder(testApp.app, admin, [{ productId: coffee.id, quantity: 1 }]);
    const [order] = (await call(testApp.app, 'GET', '/pos/orders', { token: admin.token })).json()
      .orders;
    const ready = await toReady(admin.token, order.id);
    expect(ready.statusCode).toBe(200);
    expect(ready.json().order.status).toBe('ready');
    const conversations = await call(testApp.app, 'GET', '/calls/conversations', {
      token: admin.token,
    });
    expect(conversations.json().conversations).toEqual([]);
  });
});

describe('the shop’s logo', () => {
  function uploadLogo(token: string) {
    const form = multipart({}, [{ field: 'image', filename: 'logo.png', data: PNG_BYTES }]);
    return testApp.app.inject({
      method: 'PUT',
      url: '/api/pos/settings/logo',
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      payload: form.body,
    });
  }

  it('is uploaded by the admin, shown on the public page, and served only under its shop', async () => {
    const { admin, slug } = await openShop();
    const uploaded = await uploadLogo(admin.token);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { logoUrl } = uploaded.json().settings as { logoUrl: string };
    expect(logoUrl).toMatch(new RegExp(`^/api/pos/public/${slug}/logo/[0-9a-f-]{36}\\.png$`));
    expect((await menuOf(slug)).shop.logoUrl).toBe(logoUrl);
    const served = await testApp.app.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    // Another shop's address does not serve it, and another organisation cannot remove it.
    const other = await registerOrganization(testApp.app);
    const elsewhere = logoUrl.replace(slug, other.user.organizationSlug);
    expect((await testApp.app.inject({ method: 'GET', url: elsewhere })).statusCode).toBe(404);
    const theirs = await call(testApp.app, 'DELETE', '/pos/settings/logo', { token: other.token });
    expect(theirs.json().settings.logoUrl).toBeNull();
    expect((await menuOf(slug)).shop.logoUrl).toBe(logoUrl);

    const removed = await call(testApp.app, 'DELETE', '/pos/settings/logo', {
      token: admin.token,
    });
    expect(removed.json().settings.logoUrl).toBeNull();
    expect((await testApp.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
  });
});
