import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatsResponse, ChatThread } from '@worksphere/contracts';
import { refetchIfLoading } from '../../../platform/query/refetchIfLoading';
import { chatKeys } from './chatKeys';

/**
 * The messages of a thread as the cache holds them: page 0 is the newest page, each later page
 * holds older messages; inside a page messages run oldest first.
 */
export type ChatPages = InfiniteData<ChatsResponse, unknown>;

/** Every message of the pages, oldest first. */
export function flattenChatPages(data: ChatPages | undefined): ChatMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.chats);
}

function isSameMessage(a: ChatMessage, b: ChatMessage): boolean {
  if (a.id === b.id) return true;
  return a.clientMessageId !== null && a.clientMessageId === b.clientMessageId;
}

/** Appends a message to the newest page unless it is already there (by id or clientMessageId). */
export function appendChat(data: ChatPages | undefined, chat: ChatMessage): ChatPages | undefined {
  if (!data || data.pages.length === 0) return data;
  const exists = data.pages.some((page) => page.chats.some((item) => isSameMessage(item, chat)));
  if (exists) return replaceChat(data, chat);
  const [newest, ...older] = data.pages;
  return { ...data, pages: [{ ...newest!, chats: [...newest!.chats, chat] }, ...older] };
}

/** Puts the message's new state in place of the old one. */
export function replaceChat(data: ChatPages | undefined, chat: ChatMessage): ChatPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      chats: page.chats.map((item) => (isSameMessage(item, chat) ? chat : item)),
    })),
  };
}

export function removeChat(data: ChatPages | undefined, chatId: string): ChatPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      chats: page.chats.filter((item) => item.id !== chatId),
    })),
  };
}

/** Adds a thread to its room's list unless it is there already. */
export function addThread(
  threads: ChatThread[] | undefined,
  thread: ChatThread,
): ChatThread[] | undefined {
  if (!threads) return threads;
  if (threads.some((item) => item.id === thread.id)) return threads;
  return [...threads, thread];
}

/**
 * newChat (or our own send's answer): appended to the thread's messages when they are cached (the
 * thread is open). Messages still loading are asked again instead: their answer may predate this
 * message and would otherwise drop it (a message sent the moment a thread opened vanished).
 */
export function applyNewChat(queryClient: QueryClient, chat: ChatMessage) {
  const queryKey = chatKeys.messages(chat.threadId);
  if (refetchIfLoading(queryClient, queryKey)) return;
  queryClient.setQueryData<ChatPages>(queryKey, (data) => appendChat(data, chat));
}

export function applyChatUpdated(queryClient: QueryClient, chat: ChatMessage) {
  queryClient.setQueryData<ChatPages>(chatKeys.messages(chat.threadId), (data) =>
    replaceChat(data, chat),
  );
}

export function applyChatDeleted(
  queryClient: QueryClient,
  event: { chatId: string; threadId: string },
) {
  queryClient.setQueryData<ChatPages>(chatKeys.messages(event.threadId), (data) =>
    removeChat(data, event.chatId),
  );
}

export function applyNewThread(queryClient: QueryClient, thread: ChatThread) {
  queryClient.setQueryData<ChatThread[]>(chatKeys.threads(thread.chatRoomId), (threads) =>
    addThread(threads, thread),
  );
}
