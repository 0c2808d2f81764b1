import { randomUUID } from 'node:crypto';
import { POS_MESSAGES, type PublicMenuResponse } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { registerOrganization } from '../../test/factories.js';
import {
  CLOSED_ALL_WEEK,
  createProduct,
  placePublicOrder,
  putSettings,
} from '../../test/pos-helpers.js';
import { call, createTestApp, useTestApp } from '../../test/test-app.js';

const testApp = useTestApp();

async function shop() {
  const admin = await registerOrganization(testApp.app);
  await putSettings(testApp.app, admin, { currency: 'USD', taxRateBasisPoints: 800 });
  const tea = await createProduct(testApp.app, admin, {
    name: 'Tea',
    price: 250,
    description: 'Green',
  });
  const hidden = await createProduct(testApp.app, admin, { name: 'Secret', available: false });
  return { admin, tea, hidden, slug: admin.user.organizationSlug };
}

describe('public menu', () => {
  it('shows available products, the shop name and hours, and nothing else of the organisation', async () => {
    const { admin, tea, slug } = await shop();
    const category = await call(testApp.app, 'POST', '/pos/categories', {
      token: admin.token,
      body: { name: 'Drinks' },
    });
    await call(testApp.app, 'POST', '/pos/categories', {
      token: admin.token,
      body: { name: 'Empty' },
    });
    await call(testApp.app, 'PUT', `/pos/products/${tea.id}`, {
      token: admin.token,
      body: { categoryId: category.json().category.id },
    });
    // No session: the route is public.
    const response = await call(testApp.app, 'GET', `/pos/public/${slug}/menu`);
    expect(response.statusCode, response.body).toBe(200);
    const menu: PublicMenuResponse = response.json();
    expect(menu.shop).toMatchObject({
      name: admin.user.organizationName,
      currency: 'USD',
      taxRateBasisPoints: 800,
      taxInclusive: true,
      openNow: true,
      acceptingOnlineOrders: true,
    });
    expect(Object.keys(menu.shop).sort()).toEqual([
      'accentColor',
      'acceptingOnlineOrders',
      'address',
      'brandColor',
      'currency',
      'description',
      'logoUrl',
      'name',
      'openNow',
      'openingHours',
      'opensAt',
      'pickupSlots',
      'slotMinutes',
      'taxInclusive',
      'taxRateBasisPoints',
      'timeZone',
    ]);
    expect(menu.products.map((p) => p.name)).toEqual(['Tea']);
    expect(menu.categories.map((c) => c.name)).toEqual(['Drinks']);
    expect(response.body).not.toContain(admin.user.organizationId);
    expect(response.body).not.toContain(admin.user.email);
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await call(testApp.app, 'GET', '/pos/public/no-such-shop-here/menu');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: POS_MESSAGES.shopNotFound, code: 'NOT_FOUND' });
    const order = await call(testApp.app, 'POST', '/pos/public/no-such-shop-here/orders', {
      body: {
        clientKey: randomUUID(),
        customerName: 'A',
        customerPhone: '123456',
        lines: [{ productId: randomUUID(), quantity: 1 }],
      },
    });
    expect(order.statusCode).toBe(404);
  });
});

describe('public orders', () => {
  it('places a pickup order with server totals, and a retry with the same key gives the same order', async () => {
    const { admin, tea, slug } = await shop();
    const clientKey = randomUUID();
    const body = { clientKey, lines: [{ productId: tea.id, quantity: 2 }], total: 1 };
    const first = await placePublicOrder(testApp.app, admin, body.lines, body);
    expect(first.statusCode, first.body).toBe(201);
    const { order, token } = first.json();
    expect(order).toMatchObject({
      number: 1,
      status: 'new',
      total: 500,
      tax: 37,
      shopName: admin.user.organizationName,
    });
    expect(Object.keys(order)).not.toContain('customerPhone');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const again = await placePublicOrder(testApp.app, admin, body.lines, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ order, token });
    const both = await Promise.all([
      placePublicOrder(testApp.app, admin, body.lines, { clientKey: 'k'.repeat(30) }),
      placePublicOrder(testApp.app, admin, body.lines, { clientKey: 'k'.repeat(30) }),
    ]);
    expect(both.map((r) => r.json().token)[0]).toBe(both[1]!.json().token);

    const staff = await call(testApp.app, 'GET', '/pos/orders', { token: admin.token });
    const online = staff.json().orders;
    expect(online).toHaveLength(2);
    expect(online[0]).toMatchObject({
      source: 'online',
      customerName: 'Grace',
      customerPhone: '+44 20 7946 0958',
      paid: false,
    });

    const status = await call(testApp.app, 'GET', `/pos/public/${slug}/orders/${token}`);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ order });
    await call(testApp.app, 'POST', `/pos/orders/${online[0].id}/status`, {
      token: admin.token,
      body: { status: 'ready' },
    });
    const ready = await call(testApp.app, 'GET', `/pos/public/${slug}/orders/${token}`);
    expect(ready.json().order.status).toBe('ready');
  });

  it('finds no order by a wrong token or through another shop', async () => {
    const { admin, tea } = await shop();
    const placed = await placePublicOrder(testApp.app, admin, [{ productId: tea.id, quantity: 1 }]);
    const { token } = placed.json();
    const other = await shop();
    for (const path of [
      `/pos/public/${other.slug}/orders/${token}`,
      `/pos/public/${admin.user.organizationSlug}/orders/${'A'.repeat(43)}`,
      `/pos/public/${admin.user.organizationSlug}/orders/short`,
    ]) {
      const response = await call(testApp.app, 'GET', path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().error).toBe(POS_MESSAGES.orderNotFound);
    }
    // Another shop's product cannot be ordered here, nor an unavailable one.
    const foreign = await placePublicOrder(testApp.app, other.admin, [
      { productId: tea.id, quantity: 1 },
    ]);
    expect(foreign.statusCode).toBe(400);
    const hidden = await placePublicOrder(testApp.app, admin, [
      { productId: (await shop()).hidden.id, quantity: 1 },
    ]);
    expect(hidden.statusCode).toBe(400);
  });

  it('validates name and phone', async () => {
    const { admin, tea } = await shop();
    const lines = [{ productId: tea.id, quantity: 1 }];
    const phone = await placePublicOrder(testApp.app, admin, lines, { customerPhone: 'call me' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().error).toContain(POS_MESSAGES.phoneInvalid);
    const name = await placePublicOrder(testApp.app, admin, lines, { customerName: ' ' });
    expect(name.json().error).toBe(POS_MESSAGES.customerNameRequired);
    const key = await placePublicOrder(testApp.app, admin, lines, { clientKey: 'short' });
    expect(key.json().error).toContain(POS_MESSAGES.clientKeyInvalid);
  });

  it('is refused outside opening hours and while online orders are paused', async () => {
    const { admin, tea, slug } = await shop();
    const lines = [{ productId: tea.id, quantity: 1 }];
    const clientKey = randomUUID();
    const before = await placePublicOrder(testApp.app, admin, lines, { clientKey });
    expect(before.statusCode).toBe(201);
    await putSettings(testApp.app, admin, { openingHours: CLOSED_ALL_WEEK });
    // A retry of an order placed before closing still answers that order.
    const retry = await placePublicOrder(testApp.app, admin, lines, { clientKey });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(before.json());
    const menu = await call(testApp.app, 'GET', `/pos/public/${slug}/menu`);
    expect(menu.json().shop.openNow).toBe(false);
    const closed = await placePublicOrder(testApp.app, admin, lines);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ error: POS_MESSAGES.shopClosed, code: 'CONFLICT' });

    const allDay = [{ open: '00:00', close: '24:00' }];
    await putSettings(testApp.app, admin, {
      timeZone: 'Pacific/Kiritimati',
      openingHours: {
        mon: allDay,
        tue: allDay,
        wed: allDay,
        thu: allDay,
        fri: allDay,
        sat: allDay,
        sun: allDay,
      },
      acceptingOnlineOrders: false,
    });
    const paused = await placePublicOrder(testApp.app, admin, lines);
    expect(paused.json().error).toBe(POS_MESSAGES.shopNotAccepting);
    await putSettings(testApp.app, admin, { acceptingOnlineOrders: true });
    expect((await placePublicOrder(testApp.app, admin, lines)).statusCode).toBe(201);
  });

  it('passes the same-origin guard with a session cookie from another site (it reads no session)', async () => {
    const { admin, tea } = await shop();
    const response = await placePublicOrder(
      testApp.app,
      admin,
      [{ productId: tea.id, quantity: 1 }],
      {},
      { cookie: `ws_session=${admin.token}`, origin: 'http://elsewhere.test' },
    );
    expect(response.statusCode, response.body).toBe(201);
    // A staff route with the same cookie and origin is still refused.
    const staff = await call(testApp.app, 'POST', '/pos/categories', {
      body: { name: 'X' },
      headers: { cookie: `ws_session=${admin.token}`, origin: 'http://elsewhere.test' },
    });
    expect(staff.statusCode).toBe(403);
  });
});

describe('public order rate limit', () => {
  it('limits orders per address and says so', async () => {
    const limited = await createTestApp({ POS_ORDER_RATE_LIMIT_MAX: '2' });
    try {
      const admin = await registerOrganization(limited.app);
      const tea = await createProduct(limited.app, admin);
      const lines = [{ productId: tea.id, quantity: 1 }];
      expect((await placePublicOrder(limited.app, admin, lines)).statusCode).toBe(201);
      expect((await placePublicOrder(limited.app, admin, lines)).statusCode).toBe(201);
      const third = await placePublicOrder(limited.app, admin, lines);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ error: POS_MESSAGES.rateLimited, code: 'RATE_LIMITED' });
      // The menu stays readable.
      const menu = await call(
        limited.app,
        'GET',
        `/pos/public/${admin.user.organizationSlug}/menu`,
      );
      expect(menu.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
