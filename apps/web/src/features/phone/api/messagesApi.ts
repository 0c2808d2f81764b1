import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CallMedia,
  ConversationMessagesResponse,
  ConversationsResponse,
  SendMessageRequest,
  SmsMessage,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { applyNewSms } from './smsCache';
import { phoneKeys } from './phoneKeys';

const conversationPath = (contactNumber: string, rest: string) =>
  `/calls/conversations/${encodeURIComponent(contactNumber)}/${rest}`;

/** GET /calls/conversations: one entry per contact number, newest first. */
export function useConversationsQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: phoneKeys.conversations(),
    enabled,
    queryFn: async ({ signal }) => {
      const { conversations } = await apiRequest<ConversationsResponse>('/calls/conversations', {
        signal,
      });
      return conversations;
    },
  });
}

/**
 * GET /calls/conversations/{contact}/messages?before&limit: page 0 is the newest page, later
 * pages hold older messages; inside a page the messages run oldest first.
 */
export function useConversationMessagesQuery(contactNumber: string) {
  return useInfiniteQuery({
    queryKey: phoneKeys.messages(contactNumber),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (pageParam) query.set('before', pageParam);
      const suffix = query.size > 0 ? `?${query.toString()}` : '';
      return apiRequest<ConversationMessagesResponse>(
        conversationPath(contactNumber, `messages${suffix}`),
        { signal },
      );
    },
    getNextPageParam: (lastPage) =>
      lastPage.hasMore && lastPage.messages.length > 0 ? lastPage.messages[0]!.id : undefined,
  });
}

/** POST /calls/conversations/{contact}/read: the inbound messages are read. */
export function useMarkConversationReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactNumber: string) =>
      apiRequest<{ ok: true }>(conversationPath(contactNumber, 'read'), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: phoneKeys.conversations() }),
  });
}

/** POST /calls/media (multipart `file`) → 201 {media}; its url goes into mediaUrls. */
export async function uploadCallMedia(file: File): Promise<CallMedia> {
  const formData = new FormData();
  formData.append('file', file, file.name);
  const { media } = await apiRequest<{ media: CallMedia }>('/calls/media', {
    method: 'POST',
    formData,
  });
  return media;
}

export type SendSmsVariables = { to: string; from: string; text: string; files: File[] };

/**
 * Uploads the media, then POST /calls/message/send {to, from, text, type, mediaUrls} (spec 3 §3
 * "Call message") → 201 {message}.
 */
export function useSendSmsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ to, from, text, files }: SendSmsVariables) => {
      const media = await Promise.all(files.map(uploadCallMedia));
      const { message } = await apiRequest<{ message: SmsMessage }>('/calls/message/send', {
        method: 'POST',
        body: {
          to,
          from,
          text,
          type: media.length > 0 ? 'mms' : 'sms',
          mediaUrls: media.map((item) => item.url),
        } satisfies SendMessageRequest,
      });
      return message;
    },
    onSuccess: (message) => applyNewSms(queryClient, message),
  });
}
