import type { ChatMessage } from '@worksphere/contracts';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { toast } from 'react-toastify';
import { chatMessages } from '../chat.messages';

/** How long a message opened by its link stays highlighted. */
export const FOCUS_HIGHLIGHT_MS = 2500;

type ThreadPages = {
  isSuccess: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * A thread opened at one message (its copied link, a search result): older pages load until
 * the message is among them, then the list scrolls to it and it stands out for a moment. A
 * message deleted since says so once the whole thread is loaded. Answers the id to highlight.
 */
export function useFocusMessage({
  messageId,
  list,
  pages,
  scrollRef,
  onFocused,
}: {
  messageId: string | null;
  list: ReadonlyArray<ChatMessage>;
  pages: ThreadPages;
  scrollRef: RefObject<HTMLElement | null>;
  /** The list was scrolled to the message: keep it there as messages arrive. */
  onFocused: () => void;
}) {
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const handledRef = useRef<string | null>(null);
  const isLoaded = messageId !== null && list.some((chat) => chat.id === messageId);
  const { isSuccess, hasNextPage, isFetchingNextPage, fetchNextPage } = pages;

  useEffect(() => {
    if (!messageId || handledRef.current === messageId || !isSuccess) return;
    if (!isLoaded) {
      if (!hasNextPage) {
        handledRef.current = messageId;
        toast.info(chatMessages.messages.linkedMissing, { toastId: 'chat-linked-missing' });
      } else if (!isFetchingNextPage) {
        void fetchNextPage();
      }
      return;
    }
    handledRef.current = messageId;
    // The id matched a loaded message, so it is safe inside the selector.
    const element = scrollRef.current?.querySelector(`[data-message-id="${messageId}"]`);
    element?.scrollIntoView?.({ block: 'center' });
    onFocused();
    setHighlightedId(messageId);
  }, [
    messageId,
    isLoaded,
    isSuccess,
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
    scrollRef,
    onFocused,
  ]);

  useEffect(() => {
    if (!highlightedId) return;
    const timer = setTimeout(() => setHighlightedId(null), FOCUS_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlightedId]);

  return highlightedId;
}
