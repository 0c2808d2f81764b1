/** The URL parameters that open the floating window (spec 3 §2). */
const OPEN_CHAT_PARAMS = ['openChat', 'chatRoomId', 'threadId', 'aiSessionId'] as const;

export type OpenChatRequest =
  | { kind: 'window' }
  | { kind: 'thread'; chatRoomId: string; threadId: string }
  | { kind: 'ai'; sessionId: string };

/**
 * Reads openChat=true (with chatRoomId plus threadId, or aiSessionId, or alone) and gives the search string to
 * put back without those parameters; null when the URL asks nothing of the chat window.
 */
export function readOpenChatParams(
  search: string,
): { request: OpenChatRequest; remainingSearch: string } | null {
  const params = new URLSearchParams(search);
  if (params.get('openChat') !== 'true') return null;
  const chatRoomId = params.get('chatRoomId');
  const threadId = params.get('threadId');
  const aiSessionId = params.get('aiSessionId');
  for (const name of OPEN_CHAT_PARAMS) params.delete(name);
  const remaining = params.toString();
  return {
    request:
      chatRoomId && threadId
        ? { kind: 'thread', chatRoomId, threadId }
        : aiSessionId
          ? { kind: 'ai', sessionId: aiSessionId }
          : { kind: 'window' },
    remainingSearch: remaining ? `?${remaining}` : '',
  };
}

/** /chat?chatRoomId&threadId, the page of one thread. */
export function chatPagePath(chatRoomId: string, threadId: string): string {
  return `/chat?${new URLSearchParams({ chatRoomId, threadId }).toString()}`;
}
