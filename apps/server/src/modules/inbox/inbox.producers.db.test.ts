import type { AuthResponse, InboxItem } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { addNumber } from '../../test/calls-helpers.js';
import { addMember, registerOrganization, setPermissions } from '../../test/factories.js';
import { createProduct, placePublicOrder, putSettings } from '../../test/pos-helpers.js';
import { call, useTestApp } from '../../test/test-app.js';

/** Calls and point of sale tell the Inbox of what needs their staff. */
const testApp = useTestApp();
const app = () => testApp.app;

async function itemsOf(user: AuthResponse): Promise<InboxItem[]> {
  const response = await call(app(), 'GET', '/inbox', { token: user.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}

async function waitForItems(user: AuthResponse, count: number) {
  await expect.poll(async () => (await itemsOf(user)).length, { timeout: 5000 }).toBe(count);
  return itemsOf(user);
}

describe('inbox items of calls and SMS', () => {
  it('an inbound SMS and a missed call reach members with calls:use, once each', async () => {
    const admin = await registerOrganization(app());
    const number = (await addNumber(app(), admin)).number;
    const caller = await addMember(app(), admin);
    const withoutCalls = await addMember(app(), admin);
    await setPermissions(app(), admin, withoutCalls, ['tasks:edit']);

    const sms = await call(app(), 'POST', '/calls/simulate/inbound-sms', {
      token: admin.token,
      body: { from: '5550107100', to: number, text: 'Call me back' },
    });
    expect(sms.statusCode, sms.body).toBe(201);
    const [smsItem] = await waitForItems(caller, 1);
    expect(smsItem).toMatchObject({
      kind: 'sms',
      actor: null,
      title: 'New message from (555) 010-7100',
      body: 'Call me back',
      subject: { type: 'sms', link: '/phone?contact=%2B15550107100' },
    });

    const inbound = await call(app(), 'POST', '/calls/simulate/inbound-call', {
      token: admin.token,
      body: { from: '5550106000', to: number },
    });
    expect(inbound.statusCode, inbound.body).toBe(201);
    const callId = inbound.json().call.id;
    const declined = await call(app(), 'POST', `/calls/${callId}/decline`, {
      token: caller.token,
    });
    expect(declined.json().call).toMatchObject({ missed: true });
    const items = await waitForItems(caller, 2);
    expect(items[0]).toMatchObject({
      kind: 'missed_call',
      title: 'Missed call from (555) 010-6000',
      subject: { type: 'call', id: callId, link: `/phone?callId=${callId}` },
    });
    // The admin (who simulated them) may use calls too; the member without calls:use hears nothing.
    expect((await waitForItems(admin, 2)).map((item) => item.kind)).toEqual(['missed_call', 'sms']);
    expect(await itemsOf(withoutCalls)).toEqual([]);
  });
});

describe('inbox items of online orders', () => {
  it('a new online order reaches the members who may sell', async () => {
    const admin = await registerOrganization(app());
    await putSettings(app(), admin, { currency: 'USD', taxRateBasisPoints: 0 });
    const tea = await createProduct(app(), admin, { name: 'Tea', price: 250 });
    const seller = await addMember(app(), admin);
    const writer = await addMember(app(), admin);
    await setPermissions(app(), admin, writer, ['tasks:edit']);

    const placed = await placePublicOrder(app(), admin, [{ productId: tea.id, quantity: 2 }]);
    expect(placed.statusCode, placed.body).toBe(201);
    const [item] = await waitForItems(seller, 1);
    expect(item).toMatchObject({
      kind: 'online_order',
      actor: null,
      title: `New online order #${placed.json().order.number} from Grace`,
      body: '2 × Tea',
      subject: { type: 'pos_order', link: '/pos/board' },
    });
    expect(await waitForItems(admin, 1)).toHaveLength(1);
    expect(await itemsOf(writer)).toEqual([]);
  });
});
