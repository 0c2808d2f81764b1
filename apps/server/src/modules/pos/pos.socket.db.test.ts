import {
  POS_EVENTS,
  POS_MESSAGES,
  POS_PUBLIC_NAMESPACE,
  type PosOrderEvent,
  type PublicOrderStatus,
} from '@worksphere/contracts';
import { io, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { connectChat, nextEvent, recordEvents } from '../../test/chat-helpers.js';
import { addMember, registerOrganization, setPermissions } from '../../test/factories.js';
import { createProduct, placePublicOrder } from '../../test/pos-helpers.js';
import { call, useTestApp } from '../../test/test-app.js';
import { useLiveSockets } from '../../test/live-sockets.js';

const testApp = useTestApp();
const live = useLiveSockets(testApp);

async function staffSocket(token: string) {
  return live.track(await connectChat(live.baseUrl, { token }));
}

/** A session-less socket on the public namespace, as the status page opens it. */
async function publicSocket() {
  const socket = io(`${live.baseUrl}${POS_PUBLIC_NAMESPACE}`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  live.track(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const watch = (socket: Socket, token: unknown) =>
  socket.timeout(5000).emitWithAck(POS_EVENTS.watch, { token }) as Promise<
    { order: PublicOrderStatus } | { error: string }
  >;
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('POS live events', () => {
  it('tells the organisation’s point-of-sale staff about new and changed orders, and no one else', async () => {
    const admin = await registerOrganization(testApp.app);
    const product = await createProduct(testApp.app, admin);
    const seller = await addMember(testApp.app, admin);
    const outsider = await addMember(testApp.app, admin);
    await setPermissions(testApp.app, admin, outsider, ['tasks:edit']);
    const stranger = await registerOrganization(testApp.app);

    const sellerSocket = await staffSocket(seller.token);
    const outsiderEvents = recordEvents(await staffSocket(outsider.token), [POS_EVENTS.order]);
    const strangerEvents = recordEvents(await staffSocket(stranger.token), [POS_EVENTS.order]);

    const created = nextEvent<PosOrderEvent>(sellerSocket, POS_EVENTS.order);
    const placed = await placePublicOrder(testApp.app, admin, [
      { productId: product.id, quantity: 2 },
    ]);
    const event = await created;
    expect(event.change).toBe('created');
    expect(event.order).toMatchObject({ source: 'online', number: 1, customerName: 'Grace' });

    const updated = nextEvent<PosOrderEvent>(sellerSocket, POS_EVENTS.order);
    await call(testApp.app, 'POST', `/pos/orders/${event.order.id}/status`, {
      token: admin.token,
      body: { status: 'preparing' },
    });
    expect((await updated).order).toMatchObject({ id: event.order.id, status: 'preparing' });
    await settle();
    expect(outsiderEvents).toEqual([]);
    expect(strangerEvents).toEqual([]);
    expect(placed.statusCode).toBe(201);

    // Permissions taken away while connected: the socket stops hearing orders; given back, hears again.
    const sellerEvents = recordEvents(sellerSocket, [POS_EVENTS.order]);
    await setPermissions(testApp.app, admin, seller, ['tasks:edit']);
    await settle();
    await call(testApp.app, 'POST', `/pos/orders/${event.order.id}/status`, {
      token: admin.token,
      body: { status: 'ready' },
    });
    await settle();
    expect(sellerEvents).toEqual([]);
    await setPermissions(testApp.app, admin, seller, ['pos:sell']);
    await settle();
    const again = nextEvent<PosOrderEvent>(sellerSocket, POS_EVENTS.order);
    await call(testApp.app, 'POST', `/pos/orders/${event.order.id}/status`, {
      token: admin.token,
      body: { status: 'completed' },
    });
    expect((await again).order.status).toBe('completed');
  });

  it('updates a public status page that names its token, and only that one', async () => {
    const admin = await registerOrganization(testApp.app);
    const product = await createProduct(testApp.app, admin);
    const mine = (
      await placePublicOrder(testApp.app, admin, [{ productId: product.id, quantity: 1 }])
    ).json();
    const theirs = (
      await placePublicOrder(testApp.app, admin, [{ productId: product.id, quantity: 1 }])
    ).json();

    const page = await publicSocket();
    expect(await watch(page, mine.token)).toEqual({ order: mine.order });
    expect(await watch(page, 'A'.repeat(43))).toEqual({ error: POS_MESSAGES.orderNotFound });
    expect(await watch(page, { $ne: null })).toEqual({ error: POS_MESSAGES.orderNotFound });
    const pageEvents = recordEvents(page, [POS_EVENTS.status]);

    const staffOrders = (
      await call(testApp.app, 'GET', '/pos/orders', { token: admin.token })
    ).json().orders as { id: string; number: number }[];
    const idOf = (number: number) => staffOrders.find((order) => order.number === number)!.id;

    const ready = nextEvent<{ order: PublicOrderStatus }>(page, POS_EVENTS.status);
    await call(testApp.app, 'POST', `/pos/orders/${idOf(mine.order.number)}/status`, {
      token: admin.token,
      body: { status: 'ready' },
    });
    expect((await ready).order).toEqual({ ...mine.order, status: 'ready' });

    // The other order's changes do not reach this page.
    await call(testApp.app, 'POST', `/pos/orders/${idOf(theirs.order.number)}/status`, {
      token: admin.token,
      body: { status: 'cancelled' },
    });
    await settle();
    expect(pageEvents.map((e) => (e.payload as { order: PublicOrderStatus }).order.number)).toEqual(
      [mine.order.number],
    );
  });
});
