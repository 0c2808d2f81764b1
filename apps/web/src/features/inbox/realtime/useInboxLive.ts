import { useQueryClient } from '@tanstack/react-query';
import {
  INBOX_EVENTS,
  type InboxNewItemEvent,
  type InboxReadEvent,
  type InboxUnreadResponse,
} from '@worksphere/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { Socket } from 'socket.io-client';
import { useChat } from '../../chat/realtime/ChatContext';
import { applyInboxRead } from '../api/inboxApi';
import { withNewItem, type InboxPages } from '../api/inboxCache';
import { inboxKeys } from '../api/inboxKeys';
import { isToasted } from '../utils/isToasted';
import { toastTextOf } from '../utils/toastTextOf';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { refetchIfLoading } from '../../../platform/query/refetchIfLoading';

type InboxSocket = Socket<{
  [INBOX_EVENTS.newItem]: (event: InboxNewItemEvent) => void;
  [INBOX_EVENTS.read]: (event: InboxReadEvent) => void;
}>;

/**
 * The Inbox live on every signed-in page: new items and reads from the user's socket room go
 * into the query cache (the bell's count, the lists); a kind set to "Inbox and toast" (and a
 * reminder set to push, which skips open apps) also shows a toast that opens the item.
 */
export function useInboxLive(onOpen: (itemId: string, link: string) => void) {
  const { socket } = useChat();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const dates = useDateFormatter();
  // The latest callbacks (and date formatter), read when an event arrives: new ones must not
  // resubscribe.
  const openRef = useRef(onOpen);
  const navigateRef = useRef(navigate);
  const datesRef = useRef(dates);
  useEffect(() => {
    openRef.current = onOpen;
    navigateRef.current = navigate;
    datesRef.current = dates;
  }, [onOpen, navigate, dates]);

  useEffect(() => {
    if (!socket) return;
    const inbox = socket as unknown as InboxSocket;

    const handleNewItem = ({ item, unreadCount, delivery }: InboxNewItemEvent) => {
      // A count or list still loading is asked again: its answer may predate this item.
      if (!refetchIfLoading(queryClient, inboxKeys.unread())) {
        queryClient.setQueryData<InboxUnreadResponse>(inboxKeys.unread(), { unreadCount });
      }
      for (const kind of ['all', item.kind] as const) {
        if (refetchIfLoading(queryClient, inboxKeys.list(kind))) continue;
        queryClient.setQueryData<InboxPages>(inboxKeys.list(kind), (pages) =>
          withNewItem(pages, item, unreadCount),
        );
      }
      if (isToasted(item.kind, delivery)) {
        toast.info(toastTextOf(item, datesRef.current), {
          toastId: `inbox-${item.id}`,
          onClick: () => openRef.current(item.id, item.subject.link),
        });
      }
    };
    const handleRead = (event: InboxReadEvent) => applyInboxRead(queryClient, event);
    // Items that arrived while the socket was away: the count and lists are read again.
    const handleConnect = () => void queryClient.invalidateQueries({ queryKey: inboxKeys.all });

    inbox.on(INBOX_EVENTS.newItem, handleNewItem);
    inbox.on(INBOX_EVENTS.read, handleRead);
    socket.on('connect', handleConnect);
    return () => {
      inbox.off(INBOX_EVENTS.newItem, handleNewItem);
      inbox.off(INBOX_EVENTS.read, handleRead);
      socket.off('connect', handleConnect);
    };
  }, [socket, queryClient]);
}
