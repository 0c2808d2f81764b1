import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChatMessage,
  ChatRoom,
  ChatsResponse,
  ChatThread,
  CreateChatRoomRequest,
  CreateThreadRequest,
  MarkImportantRequest,
  PinChatRequest,
  UpdateChatRequest,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { applyChatDeleted, applyChatUpdated, applyNewChat, applyNewThread } from './chatCache';
import { chatKeys } from './chatKeys';

/** Messages a page of GET /chat/chats brings. */
export const CHAT_PAGE_SIZE = 50;

function chatPath(id: string, action?: string) {
  return `/chat/chats/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;
}

/** GET /chat/chatrooms: {chatRooms}. */
export function useChatRoomsQuery(enabled = true) {
  return useQuery({
    queryKey: chatKeys.rooms(),
    enabled,
    queryFn: async ({ signal }) => {
      const { chatRooms } = await apiRequest<{ chatRooms: ChatRoom[] }>('/chat/chatrooms', {
        signal,
      });
      return chatRooms;
    },
  });
}

/** GET /chat/chatrooms/{id}: {chatRoom}. */
export function useChatRoomQuery(roomId: string | null) {
  return useQuery({
    queryKey: chatKeys.room(roomId ?? ''),
    enabled: Boolean(roomId),
    queryFn: async ({ signal }) => {
      const { chatRoom } = await apiRequest<{ chatRoom: ChatRoom }>(
        `/chat/chatrooms/${encodeURIComponent(roomId ?? '')}`,
        { signal },
      );
      return chatRoom;
    },
  });
}

/** GET /chat/threads?chatRoomId=: {threads}. */
export function useThreadsQuery(roomId: string | null) {
  return useQuery({
    queryKey: chatKeys.threads(roomId ?? ''),
    enabled: Boolean(roomId),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ chatRoomId: roomId ?? '' });
      const { threads } = await apiRequest<{ threads: ChatThread[] }>(`/chat/threads?${query}`, {
        signal,
      });
      return threads;
    },
  });
}

/**
 * GET /chat/chats?chatRoomId&threadId&before&limit: the newest page first, older pages on demand
 * ("Load older messages").
 */
export function useChatsQuery(roomId: string | null, threadId: string | null) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(threadId ?? ''),
    enabled: Boolean(roomId && threadId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({
        chatRoomId: roomId ?? '',
        threadId: threadId ?? '',
        limit: String(CHAT_PAGE_SIZE),
      });
      if (pageParam) query.set('before', pageParam);
      return apiRequest<ChatsResponse>(`/chat/chats?${query}`, { signal });
    },
    getNextPageParam: (lastPage) =>
      lastPage.hasMore && lastPage.chats.length > 0 ? lastPage.chats[0]!.id : undefined,
  });
}

/** GET /chat/chats/important/active: announcements the user has not confirmed yet. */
export async function fetchActiveImportantChats(): Promise<ChatMessage[]> {
  const { importantChats } = await apiRequest<{ importantChats: ChatMessage[] }>(
    '/chat/chats/important/active',
  );
  return importantChats;
}

/** POST /chat/chatrooms {name}: 201 {chatRoom}. */
export function useCreateRoomMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateChatRoomRequest) => {
      const { chatRoom } = await apiRequest<{ chatRoom: ChatRoom }>('/chat/chatrooms', {
        method: 'POST',
        body: request,
      });
      return chatRoom;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.rooms() }),
  });
}

/** POST /chat/threads {chatRoomId, title}: 201 {thread}. */
export function useCreateThreadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateThreadRequest) => {
      const { thread } = await apiRequest<{ thread: ChatThread }>('/chat/threads', {
        method: 'POST',
        body: request,
      });
      return thread;
    },
    onSuccess: (thread) => applyNewThread(queryClient, thread),
  });
}

export type SendChatVariables = {
  /** The thread to post in; without it, newThreadTitle opens a thread in chatRoomId. */
  threadId?: string;
  newThreadTitle?: string;
  chatRoomId: string;
  content: string;
  isImportant: boolean;
  /** Chosen by the client once per message: a retried send never creates a second message. */
  clientMessageId: string;
  attachments: File[];
};

/** The multipart body of POST /chat/sendChat (spec 3 §3). */
export function buildSendChatForm(variables: SendChatVariables): FormData {
  const form = new FormData();
  if (variables.threadId) form.append('threadId', variables.threadId);
  else form.append('newThreadTitle', variables.newThreadTitle ?? '');
  form.append('chatRoomId', variables.chatRoomId);
  form.append('content', variables.content);
  form.append('isImportant', variables.isImportant ? 'true' : 'false');
  form.append('clientMessageId', variables.clientMessageId);
  for (const file of variables.attachments) form.append('attachments', file, file.name);
  return form;
}

/** POST /chat/sendChat (multipart): 201 {chat}, or 200 {chat} for a repeated clientMessageId. */
export function useSendChatMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: SendChatVariables) => {
      const { chat } = await apiRequest<{ chat: ChatMessage }>('/chat/sendChat', {
        method: 'POST',
        formData: buildSendChatForm(variables),
      });
      return chat;
    },
    onSuccess: (chat, variables) => {
      applyNewChat(queryClient, chat);
      // A thread the send opened: its room lists it at once (newThread may come later).
      if (!variables.threadId) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.threads(chat.chatRoomId) });
      }
    },
  });
}

/** PUT /chat/chats/{id} {content}: the sender edits the message. */
export function useEditChatMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, content }: { id: string } & UpdateChatRequest) => {
      const { chat } = await apiRequest<{ chat: ChatMessage }>(chatPath(id), {
        method: 'PUT',
        body: { content } satisfies UpdateChatRequest,
      });
      return chat;
    },
    onSuccess: (chat) => applyChatUpdated(queryClient, chat),
  });
}

/** PUT /chat/chats/{id}/pin {isPinned}: ADMIN only. */
export function usePinChatMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, isPinned }: { id: string } & PinChatRequest) => {
      const { chat } = await apiRequest<{ chat: ChatMessage }>(chatPath(id, 'pin'), {
        method: 'PUT',
        body: { isPinned } satisfies PinChatRequest,
      });
      return chat;
    },
    onSuccess: (chat) => applyChatUpdated(queryClient, chat),
  });
}

/** PUT /chat/chats/{id}/important {isImportant}: the sender or an ADMIN. */
export function useMarkImportantMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, isImportant }: { id: string } & MarkImportantRequest) => {
      const { chat } = await apiRequest<{ chat: ChatMessage }>(chatPath(id, 'important'), {
        method: 'PUT',
        body: { isImportant } satisfies MarkImportantRequest,
      });
      return chat;
    },
    onSuccess: (chat) => applyChatUpdated(queryClient, chat),
  });
}

/** DELETE /chat/chats/{id}: ADMIN or the sender. */
export function useDeleteChatMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (chat: ChatMessage) => {
      await apiRequest<{ ok: true }>(chatPath(chat.id), { method: 'DELETE' });
      return chat;
    },
    onSuccess: (chat) =>
      applyChatDeleted(queryClient, { chatId: chat.id, threadId: chat.threadId }),
  });
}

/**
 * PUT /chat/chats/{id}/read: the current user has read it. The receipt arrives with chatUpdated;
 * hovering a long thread must not fetch it again for every message.
 */
export function useMarkChatReadMutation() {
  return useMutation({
    mutationFn: (chat: ChatMessage) =>
      apiRequest<{ ok: true }>(chatPath(chat.id, 'read'), { method: 'PUT' }),
  });
}

/** PUT /chat/chats/{id}/confirm: the Confirm Read button of a message. */
export function useConfirmChatMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chat: ChatMessage) =>
      apiRequest<{ ok: true }>(chatPath(chat.id, 'confirm'), { method: 'PUT' }),
    onSuccess: (_answer, chat) =>
      queryClient.invalidateQueries({ queryKey: chatKeys.messages(chat.threadId) }),
  });
}

/** PUT /chat/chats/{id}/confirm-important: the announcement modal's confirmation. */
export function confirmImportantChat(id: string) {
  return apiRequest<{ ok: true }>(chatPath(id, 'confirm-important'), { method: 'PUT' });
}
