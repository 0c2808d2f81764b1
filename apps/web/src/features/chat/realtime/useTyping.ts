import type { ChatMessage, UserTypingEvent } from '@worksphere/contracts';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import {
  addTypist,
  pruneTypists,
  removeTypist,
  shouldSendTyping,
  type TypingUsers,
} from '../utils/typingUsers';
import { ChatContext } from './ChatContext';

/**
 * A function to call on each keystroke in a thread's composer: it sends `typing` at most once
 * per window. Outside the chat provider (tests of the composer alone) it does nothing.
 */
export function useTypingNotifier(threadId: string | null): () => void {
  const socket = useContext(ChatContext)?.socket ?? null;
  const lastSentAtRef = useRef<number | null>(null);
  return useCallback(() => {
    const now = Date.now();
    if (!socket?.connected || !threadId || !shouldSendTyping(lastSentAtRef.current, now)) return;
    lastSentAtRef.current = now;
    socket.emit('typing', threadId);
  }, [socket, threadId]);
}

/** The users typing in a thread now, in the order they started; each lapses after silence. */
export function useTypingUsers(threadId: string): string[] {
  const socket = useContext(ChatContext)?.socket ?? null;
  const [typists, setTypists] = useState<TypingUsers>(new Map());

  useEffect(() => {
    setTypists(new Map());
    if (!socket) return;
    const handleTyping = (event: UserTypingEvent) => {
      if (event.threadId === threadId)
        setTypists((users) => addTypist(users, event.userId, Date.now()));
    };
    // Their message is what they were typing: the indicator goes at once.
    const handleNewChat = (chat: ChatMessage) => {
      if (chat.threadId === threadId) setTypists((users) => removeTypist(users, chat.sender.id));
    };
    socket.on('userTyping', handleTyping);
    socket.on('newChat', handleNewChat);
    return () => {
      socket.off('userTyping', handleTyping);
      socket.off('newChat', handleNewChat);
    };
  }, [socket, threadId]);

  const hasTypists = typists.size > 0;
  useEffect(() => {
    if (!hasTypists) return;
    const timer = window.setInterval(
      () => setTypists((users) => pruneTypists(users, Date.now())),
      500,
    );
    return () => window.clearInterval(timer);
  }, [hasTypists]);

  return [...typists.keys()];
}
