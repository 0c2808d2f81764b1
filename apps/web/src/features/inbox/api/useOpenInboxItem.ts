import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useMarkInboxItemRead } from './inboxApi';

/** Opening an item goes to its subject and marks it read (the mark does not hold the navigation). */
export function useOpenInboxItem() {
  const navigate = useNavigate();
  const { mutate: markRead } = useMarkInboxItemRead();
  return useCallback(
    (itemId: string, link: string, isUnread = true) => {
      if (isUnread) markRead(itemId);
      void navigate(link);
    },
    [markRead, navigate],
  );
}
