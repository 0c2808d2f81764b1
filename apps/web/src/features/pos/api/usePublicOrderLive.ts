import { useQueryClient } from '@tanstack/react-query';
import {
  POS_EVENTS,
  POS_PUBLIC_NAMESPACE,
  SOCKET_IO_PATH,
  type PublicOrderStatus,
} from '@worksphere/contracts';
import { useEffect } from 'react';
import { posKeys } from './posKeys';

type StatusEvent = { order: PublicOrderStatus };
type WatchAnswer = StatusEvent | { error: string };

/**
 * Keeps the status page's order live: a session-less socket on the public namespace watches the
 * order's token (again after every reconnect) and writes each change into the query cache.
 * socket.io is loaded with the page that needs it, not with the menu.
 */
export function usePublicOrderLive(slug: string, token: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    let closed = false;
    let disconnect = () => {};
    const key = posKeys.publicOrder(slug, token);
    void import('socket.io-client').then(({ io }) => {
      if (closed) return;
      const socket = io(POS_PUBLIC_NAMESPACE, {
        path: SOCKET_IO_PATH,
        transports: ['websocket'],
        reconnectionDelay: 1000,
        reconnectionDelayMax: 5000,
      });
      socket.on('connect', () => {
        socket.emit(POS_EVENTS.watch, { token }, (answer: WatchAnswer) => {
          if ('order' in answer) queryClient.setQueryData(key, answer.order);
        });
      });
      socket.on(POS_EVENTS.status, (event: StatusEvent) => {
        queryClient.setQueryData(key, event.order);
      });
      disconnect = () => {
        socket.removeAllListeners();
        socket.disconnect();
      };
    });
    return () => {
      closed = true;
      disconnect();
    };
  }, [slug, token, queryClient]);
}
