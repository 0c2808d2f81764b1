import { useQueryClient } from '@tanstack/react-query';
import { POS_EVENTS, type PosOrderEvent } from '@worksphere/contracts';
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { readSessionToken } from '../../../platform/api/sessionToken';
import { createChatSocket } from '../../../platform/realtime/chatSocket';
import { posKeys } from './posKeys';

/**
 * The organisation's order events while a POS screen is open: the server sends POS_EVENTS.order
 * to signed-in /chat sockets of point-of-sale staff. The board opens its own connection to that
 * namespace (the chat provider's socket is private to chat); each event refreshes the orders
 * and totals, and `onEvent` lets the screen react (a sound, a toast).
 */
export function usePosOrderEvents(onEvent?: (event: PosOrderEvent) => void) {
  const queryClient = useQueryClient();
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    const socket = createChatSocket(readSessionToken()) as unknown as Socket;
    let hasConnected = false;
    const refresh = () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: posKeys.orders() }),
        queryClient.invalidateQueries({ queryKey: posKeys.summaries() }),
      ]);
    socket.on('connect', () => {
      // Orders placed while the connection was down.
      if (hasConnected) void refresh();
      hasConnected = true;
    });
    socket.on(POS_EVENTS.order, (event: PosOrderEvent) => {
      // A changed order moves at once (no wait for the refetch), then the server's lists.
      queryClient.setQueriesData<PosOrderEvent['order'][]>(
        { queryKey: posKeys.orders() },
        (orders) => replaceOrder(orders, event.order),
      );
      void refresh();
      onEventRef.current?.(event);
    });
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [queryClient]);
}

/** A changed order replaced in a cached list at once; new orders come with the refetch. */
export function replaceOrder(
  orders: PosOrderEvent['order'][] | undefined,
  order: PosOrderEvent['order'],
): PosOrderEvent['order'][] | undefined {
  return orders?.map((candidate) => (candidate.id === order.id ? order : candidate));
}
