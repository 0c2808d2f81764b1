import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { POS_MESSAGES, type PosProduct } from '@worksphere/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { GIF_BYTES, multipart, PNG_BYTES } from '../../test/chat-helpers.js';
import { addMember, registerOrganization, setPermissions } from '../../test/factories.js';
import { createProduct, putSettings } from '../../test/pos-helpers.js';
import { call, useTestApp } from '../../test/test-app.js';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'worksphere-pos-'));
const testApp = useTestApp({ DATA_DIR: dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function uploadImage(token: string, productId: string, data: Buffer, filename = 'photo.png') {
  const form = multipart({}, [{ field: 'image', filename, data }]);
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/pos/products/${productId}/image`,
    headers: { authorization: `Bearer ${token}`, ...form.headers },
    payload: form.body,
  });
}

async function posFilesOf(organizationId: string) {
  return readdir(path.join(dataDir, 'uploads', organizationId, 'pos')).catch(() => []);
}

describe('POS catalogue', () => {
  it('creates, lists, changes and deletes categories and products with options', async () => {
    const admin = await registerOrganization(testApp.app);
    const category = (
      await call(testApp.app, 'POST', '/pos/categories', {
        token: admin.token,
        body: { name: ' Drinks ', sortOrder: 2 },
      })
    ).json().category;
    expect(category).toMatchObject({ name: 'Drinks', sortOrder: 2 });
    const product = await createProduct(testApp.app, admin, {
      name: 'Latte',
      price: 350,
      categoryId: category.id,
      optionGroups: [
        { name: 'Size', required: true, choices: [{ name: 'Large', priceDelta: 50 }] },
      ],
    });
    expect(product).toMatchObject({
      name: 'Latte',
      price: 350,
      available: true,
      imageUrl: null,
      categoryId: category.id,
    });
    const choiceId = product.optionGroups[0]!.choices[0]!.id;
    // Ids given back are kept, so carts made before an edit still find their choices.
    const edited = await call(testApp.app, 'PUT', `/pos/products/${product.id}`, {
      token: admin.token,
      body: {
        price: 360,
        optionGroups: [
          {
            id: product.optionGroups[0]!.id,
            name: 'Size',
            choices: [{ id: choiceId, name: 'Large', priceDelta: 60 }, { name: 'Small' }],
          },
        ],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().product.optionGroups[0].choices[0]).toEqual({
      id: choiceId,
      name: 'Large',
      priceDelta: 60,
    });

    const bad = await call(testApp.app, 'POST', '/pos/products', {
      token: admin.token,
      body: { name: 'Free lunch', price: 1.5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain(POS_MESSAGES.priceInvalid);
    const noName = await call(testApp.app, 'POST', '/pos/products', {
      token: admin.token,
      body: { price: 1 },
    });
    expect(noName.json().error).toBe(POS_MESSAGES.nameRequired);

    await call(testApp.app, 'DELETE', `/pos/categories/${category.id}`, { token: admin.token });
    const catalogue = (
      await call(testApp.app, 'GET', '/pos/catalogue', { token: admin.token })
    ).json();
    expect(catalogue.categories).toEqual([]);
    expect(catalogue.products[0]).toMatchObject({ id: product.id, categoryId: null, price: 360 });
    expect(catalogue.settings).toMatchObject({ currency: 'EUR', taxInclusive: true });

    const deleted = await call(testApp.app, 'DELETE', `/pos/products/${product.id}`, {
      token: admin.token,
    });
    expect(deleted.json()).toEqual({ ok: true });
    expect(
      (
        await call(testApp.app, 'PUT', `/pos/products/${product.id}`, {
          token: admin.token,
          body: {},
        })
      ).statusCode,
    ).toBe(404);
  });

  it('validates settings: currency, tax rate, time zone, hours', async () => {
    const admin = await registerOrganization(testApp.app);
    const put = (body: object) =>
      call(testApp.app, 'PUT', '/pos/settings', { token: admin.token, body });
    expect((await put({ currency: 'EURO' })).json().error).toContain(POS_MESSAGES.currencyInvalid);
    expect((await put({ taxRateBasisPoints: 10_001 })).json().error).toContain(
      POS_MESSAGES.taxRateInvalid,
    );
    expect((await put({ timeZone: 'Mars/Olympus' })).statusCode).toBe(400);
    expect(
      (await put({ openingHours: { mon: [{ open: '18:00', close: '09:00' }] } })).statusCode,
    ).toBe(400);
    const saved = await putSettings(testApp.app, admin, {
      currency: 'gbp',
      taxRateBasisPoints: 2000,
      taxInclusive: false,
      timeZone: 'Europe/London',
      openingHours: { sat: [{ open: '10:00', close: '16:00' }] },
    });
    expect(saved).toMatchObject({
      currency: 'GBP',
      taxRateBasisPoints: 2000,
      timeZone: 'Europe/London',
    });
    expect(saved.openingHours.sat).toEqual([{ open: '10:00', close: '16:00' }]);
    expect(saved.openingHours.mon).toEqual([]);
    const read = await call(testApp.app, 'GET', '/pos/settings', { token: admin.token });
    expect(read.json().settings).toEqual(saved);
  });

  it('needs pos:manage to change and pos:sell to read; another organisation gets 404', async () => {
    const admin = await registerOrganization(testApp.app);
    const product = await createProduct(testApp.app, admin);
    const seller = await addMember(testApp.app, admin);
    expect(
      (await call(testApp.app, 'GET', '/pos/catalogue', { token: seller.token })).statusCode,
    ).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/pos/products', { name: 'X', price: 1 }],
      ['PUT', `/pos/products/${product.id}`, { price: 1 }],
      ['DELETE', `/pos/products/${product.id}`, undefined],
      ['POST', '/pos/categories', { name: 'X' }],
      ['PUT', '/pos/settings', { currency: 'USD' }],
    ] as const) {
      const response = await call(testApp.app, method, url, { token: seller.token, body });
      expect(response.statusCode, url).toBe(403);
    }
    expect((await uploadImage(seller.token, product.id, PNG_BYTES)).statusCode).toBe(403);
    await setPermissions(testApp.app, admin, seller, ['pos:manage']);
    expect(
      (
        await call(testApp.app, 'PUT', `/pos/products/${product.id}`, {
          token: seller.token,
          body: { price: 5 },
        })
      ).statusCode,
    ).toBe(200);
    const nobody = await addMember(testApp.app, admin);
    await setPermissions(testApp.app, admin, nobody, []);
    expect(
      (await call(testApp.app, 'GET', '/pos/catalogue', { token: nobody.token })).statusCode,
    ).toBe(403);

    const stranger = await registerOrganization(testApp.app);
    for (const [method, url, body] of [
      ['PUT', `/pos/products/${product.id}`, { price: 1 }],
      ['DELETE', `/pos/products/${product.id}`, undefined],
    ] as const) {
      const response = await call(testApp.app, method, url, { token: stranger.token, body });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await uploadImage(stranger.token, product.id, PNG_BYTES)).statusCode).toBe(404);
    const theirs = (
      await call(testApp.app, 'GET', '/pos/catalogue', { token: stranger.token })
    ).json();
    expect(theirs.products).toEqual([]);
    expect((await call(testApp.app, 'GET', '/pos/catalogue')).statusCode).toBe(401);
  });
});

describe('POS product images', () => {
  it('stores an image by its bytes, serves it to staff and, while available, to the public', async () => {
    const admin = await registerOrganization(testApp.app);
    const product = await createProduct(testApp.app, admin);
    const notImage = await uploadImage(
      admin.token,
      product.id,
      Buffer.from('hello there'),
      'x.png',
    );
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().error).toBe(POS_MESSAGES.imageTypeNotAllowed);

    const uploaded = await uploadImage(admin.token, product.id, PNG_BYTES);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const withImage: PosProduct = uploaded.json().product;
    expect(withImage.imageUrl).toMatch(/^\/api\/pos\/images\/[0-9a-f-]{36}\.png$/);
    const staff = await testApp.app.inject({
      url: withImage.imageUrl!,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-type']).toBe('image/png');
    expect(staff.rawPayload.equals(PNG_BYTES)).toBe(true);

    const slug = admin.user.organizationSlug;
    const menu = (await call(testApp.app, 'GET', `/pos/public/${slug}/menu`)).json();
    const publicUrl = menu.products[0].imageUrl as string;
    const file = withImage.imageUrl!.split('/').pop();
    expect(publicUrl).toBe(`/api/pos/public/${slug}/images/${file}`);
    const anonymous = await testApp.app.inject({ url: publicUrl });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toContain('public');

    // Another shop's slug, another organisation's staff, an unavailable product: 404.
    const stranger = await registerOrganization(testApp.app);
    const viaOther = await testApp.app.inject({
      url: `/api/pos/public/${stranger.user.organizationSlug}/images/${file}`,
    });
    expect(viaOther.statusCode).toBe(404);
    const strangerStaff = await testApp.app.inject({
      url: withImage.imageUrl!,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(strangerStaff.statusCode).toBe(404);
    await call(testApp.app, 'PUT', `/pos/products/${product.id}`, {
      token: admin.token,
      body: { available: false },
    });
    expect((await testApp.app.inject({ url: publicUrl })).statusCode).toBe(404);

    // A new image replaces the old file; removing it leaves none.
    const replaced = await uploadImage(admin.token, product.id, GIF_BYTES, 'a.gif');
    expect(replaced.json().product.imageUrl).toMatch(/\.gif$/);
    expect(await posFilesOf(admin.user.organizationId)).toHaveLength(1);
    const removed = await call(testApp.app, 'DELETE', `/pos/products/${product.id}/image`, {
      token: admin.token,
    });
    expect(removed.json().product.imageUrl).toBeNull();
    expect(await posFilesOf(admin.user.organizationId)).toEqual([]);
  });
});
