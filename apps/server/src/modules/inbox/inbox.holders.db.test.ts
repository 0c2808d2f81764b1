import {
  INBOX_EVENTS,
  type AuthResponse,
  type InboxItem,
  type InboxNewItemEvent,
} from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { connectChat, nextEvent } from '../../test/chat-helpers.js';
import { addMember, registerOrganization, setPermissions } from '../../test/factories.js';
import { useLiveSockets } from '../../test/live-sockets.js';
import { call, useTestApp } from '../../test/test-app.js';

/** notifyPermissionHolders: notify() for the holders of a permission, in one statement. */
const testApp = useTestApp();
const live = useLiveSockets(testApp);
const app = () => testApp.app;

async function itemsOf(user: AuthResponse): Promise<InboxItem[]> {
  const response = await call(app(), 'GET', '/inbox', { token: user.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}

const order = (organizationId: string, actorId: string | null, id = 'order-1') => ({
  organizationId,
  kind: 'online_order' as const,
  actorId,
  subject: { type: 'pos_order', id, link: '/pos/board' },
  title: `New online order ${id}`,
  body: '2 lattes',
});

describe('inbox items for the holders of a permission', () => {
  it('reach each active holder once, live with their unread count, but not the actor, a member who turned the kind off, or another organisation', async () => {
    const admin = await registerOrganization(app());
    const seller = await addMember(app(), admin);
    const actor = await addMember(app(), admin);
    const quiet = await addMember(app(), admin);
    const writer = await addMember(app(), admin);
    await setPermissions(app(), admin, writer, ['tasks:edit']);
    const turnedOff = await call(app(), 'PUT', '/inbox/preferences', {
      token: quiet.token,
      body: { preferences: { online_order: 'off' } },
    });
    expect(turnedOff.statusCode, turnedOff.body).toBe(200);
    const otherShop = await registerOrganization(app());
    const otherSeller = await addMember(app(), otherShop);
    const organizationId = admin.user.organizationId;
    // One unread item already: the live count says two after the new one.
    await app().inbox.notify({
      ...order(organizationId, null, 'earlier'),
      recipientIds: [seller.user.id],
    });

    const socket = live.track(await connectChat(live.baseUrl, { token: seller.token }));
    const arriving = nextEvent<InboxNewItemEvent>(socket, INBOX_EVENTS.newItem);
    const items = await app().inbox.notifyPermissionHolders(
      'pos:sell',
      order(organizationId, actor.user.id),
    );
    expect(items).toHaveLength(2);
    expect(await arriving).toMatchObject({
      item: {
        kind: 'online_order',
        title: 'New online order order-1',
        body: '2 lattes',
        subject: { type: 'pos_order', id: 'order-1', link: '/pos/board' },
        actor: { id: actor.user.id, username: actor.user.username },
        readAt: null,
      },
      unreadCount: 2,
      delivery: 'push',
    });
    expect((await itemsOf(admin)).map((item) => item.title)).toEqual(['New online order order-1']);
    expect(await itemsOf(actor)).toEqual([]);
    expect(await itemsOf(quiet)).toEqual([]);
    expect(await itemsOf(writer)).toEqual([]);
    expect(await itemsOf(otherSeller)).toEqual([]);

    // The same notice again (a retry, another process) adds nothing.
    expect(
      await app().inbox.notifyPermissionHolders('pos:sell', order(organizationId, actor.user.id)),
    ).toEqual([]);
    expect(await itemsOf(seller)).toHaveLength(2);
  });
});
