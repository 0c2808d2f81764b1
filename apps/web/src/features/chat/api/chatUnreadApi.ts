import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  DEFAULT_CHAT_NOTIFICATION_LEVEL,
  totalBadgeCount,
  type ChatConfirmationsResponse,
  type ChatMessage,
  type ChatNotificationLevel,
  type ChatNotificationSettings,
  type ChatUnreadThread,
  type SetNotificationLevelRequest,
  type ToggleReactionRequest,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { fetchActiveImportantChats } from './chatApi';
import { applyChatUpdated } from './chatCache';
import { chatKeys } from './chatKeys';

/** GET /chat/unread: the threads with unread messages (the server is the source of truth). */
export function useChatUnreadQuery() {
  return useQuery({
    queryKey: chatKeys.unread(),
    queryFn: async ({ signal }) => {
      const { threads } = await apiRequest<{ threads: ChatUnreadThread[] }>('/chat/unread', {
        signal,
      });
      return threads;
    },
  });
}

/** The number on the Open Chat button and on Chat in the navigation. */
export function useUnreadBadgeCount(): number {
  const unread = useChatUnreadQuery();
  return unread.data ? totalBadgeCount(unread.data) : 0;
}

/** Puts one thread's new unread state in the list (dropped when nothing is unread). */
export function upsertUnread(
  threads: ChatUnreadThread[] | undefined,
  entry: ChatUnreadThread,
): ChatUnreadThread[] | undefined {
  if (!threads) return threads;
  const others = threads.filter((thread) => thread.threadId !== entry.threadId);
  if (entry.unreadCount === 0 && entry.mentionCount === 0) return others;
  return [entry, ...others].sort((a, b) =>
    (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? ''),
  );
}

/** unreadChanged (and a read's answer): the thread's state replaces the cached one. */
export function applyUnreadChanged(queryClient: QueryClient, entry: ChatUnreadThread) {
  queryClient.setQueryData<ChatUnreadThread[]>(chatKeys.unread(), (threads) =>
    upsertUnread(threads, entry),
  );
}

/** PUT /chat/threads/{id}/read: read up to the newest message. */
export function useMarkThreadReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (threadId: string) => {
      const { thread } = await apiRequest<{ thread: ChatUnreadThread }>(
        `/chat/threads/${encodeURIComponent(threadId)}/read`,
        { method: 'PUT', body: {} },
      );
      return thread;
    },
    onSuccess: (thread) => applyUnreadChanged(queryClient, thread),
  });
}

/** GET /chat/notification-settings: the follow/mute levels the user chose. */
export function useNotificationSettingsQuery() {
  return useQuery({
    queryKey: chatKeys.notificationSettings(),
    queryFn: async ({ signal }) => {
      const { settings } = await apiRequest<{ settings: ChatNotificationSettings }>(
        '/chat/notification-settings',
        { signal },
      );
      return settings;
    },
  });
}

/** The level in force for a room, or for a thread (its own, else its room's, else all). */
export function levelOf(
  settings: ChatNotificationSettings | undefined,
  target: { roomId: string; threadId?: string },
): ChatNotificationLevel {
  const own = target.threadId
    ? settings?.threads.find((entry) => entry.threadId === target.threadId)?.level
    : undefined;
  return (
    own ??
    settings?.rooms.find((entry) => entry.chatRoomId === target.roomId)?.level ??
    DEFAULT_CHAT_NOTIFICATION_LEVEL
  );
}

/** PUT /chat/chatrooms/{id}/notifications or /chat/threads/{id}/notifications {level}. */
export function useSetNotificationLevelMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: {
      kind: 'room' | 'thread';
      id: string;
      level: SetNotificationLevelRequest['level'];
    }) => {
      const base = request.kind === 'room' ? '/chat/chatrooms' : '/chat/threads';
      const { settings } = await apiRequest<{ settings: ChatNotificationSettings }>(
        `${base}/${encodeURIComponent(request.id)}/notifications`,
        { method: 'PUT', body: { level: request.level } satisfies SetNotificationLevelRequest },
      );
      return settings;
    },
    onSuccess: (settings) => {
      queryClient.setQueryData(chatKeys.notificationSettings(), settings);
      // Levels change what the badge counts.
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
    },
  });
}

/** POST /chat/chats/{id}/reactions {emoji}: add or take back one's reaction. */
export function useToggleReactionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ chatId, emoji }: { chatId: string } & ToggleReactionRequest) => {
      const { chat } = await apiRequest<{ chat: ChatMessage }>(
        `/chat/chats/${encodeURIComponent(chatId)}/reactions`,
        { method: 'POST', body: { emoji } satisfies ToggleReactionRequest },
      );
      return chat;
    },
    onSuccess: (chat) => applyChatUpdated(queryClient, chat),
  });
}

/** GET /chat/chats/{id}/confirmations: who confirmed an announcement, who has not. */
export function useConfirmationsQuery(chatId: string, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.confirmations(chatId),
    enabled,
    queryFn: ({ signal }) =>
      apiRequest<ChatConfirmationsResponse>(
        `/chat/chats/${encodeURIComponent(chatId)}/confirmations`,
        { signal },
      ),
  });
}

/** GET /chat/chats/important/active as a query: the announcements the user has not confirmed. */
export function useActiveImportantQuery() {
  return useQuery({
    queryKey: chatKeys.importantActive(),
    queryFn: fetchActiveImportantChats,
  });
}
