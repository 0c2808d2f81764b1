import { useEffect } from 'react';
import { useChat } from './ChatContext';

/** While mounted with a thread id, that thread's events arrive live (joinThread/leaveThread). */
export function useViewThread(threadId: string | null) {
  const { viewThread } = useChat();
  useEffect(() => {
    if (!threadId) return;
    return viewThread(threadId);
  }, [threadId, viewThread]);
}
