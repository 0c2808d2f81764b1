import { useQueryClient } from '@tanstack/react-query';
import {
  EMAIL_EVENTS,
  type EmailNewMailEvent,
  type EmailSyncEvent,
  type EmailUpdatedEvent,
} from '@worksphere/contracts';
import { useEffect, useRef, useState } from 'react';
import {
  applyEmailChanged,
  applyFolderCounts,
  applyNewMail,
  refetchListsWaitingFor,
} from '../api/mailCache';
import { mailKeys } from '../api/mailKeys';
import { acquireMailSocket, releaseMailSocket, type MailSocket } from './mailSocket';

/** Each account's last sync state as the socket told it. */
export type MailSyncStates = Readonly<Record<string, EmailSyncEvent>>;

/**
 * Keeps Mail's cached lists, folder counts and the unread widget live: new mail, counts, changed
 * messages; after a reconnection everything is asked again (events may have been missed).
 * Answers the accounts' sync states and calls `onNewMail` for each arrival.
 */
export function useMailLiveUpdates({
  onNewMail,
  socketFactory = acquireMailSocket,
}: {
  onNewMail?: (event: EmailNewMailEvent) => void;
  socketFactory?: () => MailSocket;
} = {}): MailSyncStates {
  const queryClient = useQueryClient();
  const [syncStates, setSyncStates] = useState<MailSyncStates>({});
  const onNewMailRef = useRef(onNewMail);
  useEffect(() => {
    onNewMailRef.current = onNewMail;
  });

  useEffect(() => {
    const socket = socketFactory();
    let hasConnected = socket.connected;
    const handleConnect = () => {
      if (hasConnected) void queryClient.invalidateQueries({ queryKey: mailKeys.all });
      hasConnected = true;
    };
    const handleNewMail = (event: EmailNewMailEvent) => {
      applyNewMail(queryClient, event);
      onNewMailRef.current?.(event);
    };
    const handleUpdated = (event: EmailUpdatedEvent) =>
      applyEmailChanged(queryClient, event.id, event.email);
    const handleSync = (event: EmailSyncEvent) => {
      setSyncStates((states) => ({ ...states, [event.accountId]: event }));
      // A finished sync: lists that were waiting for it ask again (its new-mail events may
      // have passed before this socket joined).
      if (event.state === 'idle') refetchListsWaitingFor(queryClient, event.accountId);
    };
    const handleCounts = applyFolderCounts.bind(null, queryClient);

    socket.on('connect', handleConnect);
    socket.on(EMAIL_EVENTS.newMail, handleNewMail);
    socket.on(EMAIL_EVENTS.counts, handleCounts);
    socket.on(EMAIL_EVENTS.updated, handleUpdated);
    socket.on(EMAIL_EVENTS.sync, handleSync);
    return () => {
      socket.off('connect', handleConnect);
      socket.off(EMAIL_EVENTS.newMail, handleNewMail);
      socket.off(EMAIL_EVENTS.counts, handleCounts);
      socket.off(EMAIL_EVENTS.updated, handleUpdated);
      socket.off(EMAIL_EVENTS.sync, handleSync);
      releaseMailSocket(socket);
    };
  }, [queryClient, socketFactory]);
  return syncStates;
}
