import { inboxText, inboxTextEnglish, type PosOrder } from '@worksphere/contracts';
import type { InboxNotifier } from '../inbox/inbox.service.js';

/** The title of a new online order's Inbox item; the body lists what was ordered. */
export const onlineOrderText = (order: Pick<PosOrder, 'number' | 'customerName'>) =>
  inboxText('onlineOrder', { number: order.number, customer: order.customerName });
export const onlineOrderTitle = (order: Pick<PosOrder, 'number' | 'customerName'>) =>
  inboxTextEnglish(onlineOrderText(order));

/** "2 × Latte, 1 × Bagel": what a staff member needs to see before opening the board. */
export function orderSummary(order: Pick<PosOrder, 'lines'>): string {
  return order.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ');
}

/** A new online order goes to the Inbox of every member who may sell (pos:sell). */
export async function notifyOnlineOrder(
  inbox: InboxNotifier | undefined,
  organizationId: string,
  order: PosOrder,
) {
  if (!inbox) return;
  await inbox.notifyPermissionHolders('pos:sell', {
    organizationId,
    kind: 'online_order',
    actorId: null,
    subject: { type: 'pos_order', id: order.id, link: '/pos/board' },
    title: onlineOrderText(order),
    body: orderSummary(order),
  });
}
