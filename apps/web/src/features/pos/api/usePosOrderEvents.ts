import { useQueryClient } from '@tanstack/react-query';
import { POS_EVENTS, type PosOrderEvent } from '@worksphere/contracts';
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { useChat } from '../../chat/realtime/ChatContext';
import { posKeys } from './posKeys';

/**
 * The organisation's order events while a POS screen is open: the server sends POS_EVENTS.order
 * to signed-in /chat sockets of point-of-sale staff, so the board listens on the chat provider's
 * socket (no second connection). Each event refreshes the orders and totals, and `onEvent` lets
 * the screen react (a sound, a toast).
 */
export function usePosOrderEvents(onEvent?: (event: PosOrderEvent) => void) {
  const queryClient = useQueryClient();
  const { socket } = useChat();
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    if (!socket) return;
    const live = socket as unknown as Socket;
    const refresh = () =>
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: posKeys.orders() }),
        queryClient.invalidateQueries({ queryKey: posKeys.summaries() }),
      ]);
    const handleOrder = (event: PosOrderEvent) => {
      // A changed order moves at once (no wait for the refetch), then the server's lists.
      queryClient.setQueriesData<PosOrderEvent['order'][]>(
        { queryKey: posKeys.orders() },
        (orders) => replaceOrder(orders, event.order),
      );
      refresh();
      onEventRef.current?.(event);
    };
    // Orders placed while the connection was down (or before this screen's first connection).
    live.on('connect', refresh);
    live.on(POS_EVENTS.order, handleOrder);
    return () => {
      // The socket is shared: only this screen's listeners go.
      live.off('connect', refresh);
      live.off(POS_EVENTS.order, handleOrder);
    };
  }, [socket, queryClient]);
}

/** A changed order replaced in a cached list at once; new orders come with the refetch. */
export function replaceOrder(
  orders: PosOrderEvent['order'][] | undefined,
  order: PosOrderEvent['order'],
): PosOrderEvent['order'][] | undefined {
  return orders?.map((candidate) => (candidate.id === order.id ? order : candidate));
}
