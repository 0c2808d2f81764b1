import type { PublicOrderStatus } from '@worksphere/contracts';
import { useEffect, useRef, useState } from 'react';
import { posMessages } from '../pos.messages';

const messages = posMessages.publicOrder;

export type NotifyState = 'unsupported' | 'off' | 'on' | 'blocked';

function initialState(): NotifyState {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'off';
}

/**
 * "Notify me" on the status page: the browser's own notification when the order turns ready,
 * after the customer asked for it (the permission prompt needs their click).
 */
export function useReadyNotification(order: PublicOrderStatus | undefined) {
  const [state, setState] = useState<NotifyState>(initialState);
  const previous = useRef(order?.status);

  useEffect(() => {
    const before = previous.current;
    previous.current = order?.status;
    if (state !== 'on' || !order || order.status !== 'ready' || before === 'ready') return;
    new Notification(messages.readyTitle(order.number), {
      body: messages.readyBody(order.shopName),
      tag: `pos-order-${order.number}`,
    });
  }, [order, state]);

  async function enable() {
    const permission = await Notification.requestPermission();
    setState(permission === 'granted' ? 'on' : permission === 'denied' ? 'blocked' : 'off');
  }

  return { state, enable };
}
