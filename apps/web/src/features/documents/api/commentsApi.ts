import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDocumentComment,
  DocumentCommentThread,
  DocumentCommentsResponse,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';

/** Query key of a document's comment threads. */
export const commentKeys = {
  threads: (entryId: string) => ['documentComments', entryId] as const,
};

/** GET /documents/{entryId}/comments: every thread, oldest first. */
export function useCommentThreadsQuery(entryId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: commentKeys.threads(entryId),
    queryFn: ({ signal }) =>
      apiRequest<DocumentCommentsResponse>(`/documents/${entryId}/comments`, { signal }),
    select: (data) => data.threads,
  });
}

/**
 * Start, reply to, resolve, reopen and delete threads, edit and delete messages; `onChanged`
 * tells the others (awareness).
 */
export function useCommentMutations(entryId: string, onChanged: () => void) {
  const queryClient = useQueryClient();
  const store = (thread: DocumentCommentThread) => {
    queryClient.setQueryData<DocumentCommentsResponse>(commentKeys.threads(entryId), (data) => {
      if (!data) return { threads: [thread] };
      const exists = data.threads.some((item) => item.id === thread.id);
      return {
        threads: exists
          ? data.threads.map((item) => (item.id === thread.id ? thread : item))
          : [...data.threads, thread],
      };
    });
    onChanged();
  };
  const start = useMutation({
    mutationFn: (body: CreateDocumentComment) =>
      apiRequest<{ thread: DocumentCommentThread }>(`/documents/${entryId}/comments`, {
        method: 'POST',
        body,
      }),
    onSuccess: ({ thread }) => store(thread),
  });
  const reply = useMutation({
    mutationFn: ({ threadId, body }: { threadId: string; body: string }) =>
      apiRequest<{ thread: DocumentCommentThread }>(`/documents/comments/${threadId}/replies`, {
        method: 'POST',
        body: { body },
      }),
    onSuccess: ({ thread }) => store(thread),
  });
  const resolve = useMutation({
    mutationFn: ({ threadId, resolved }: { threadId: string; resolved: boolean }) =>
      apiRequest<{ thread: DocumentCommentThread }>(`/documents/comments/${threadId}`, {
        method: 'PATCH',
        body: { resolved },
      }),
    onSuccess: ({ thread }) => store(thread),
  });
  const edit = useMutation({
    mutationFn: ({
      threadId,
      replyId,
      body,
    }: {
      threadId: string;
      replyId: string;
      body: string;
    }) =>
      apiRequest<{ thread: DocumentCommentThread }>(
        `/documents/comments/${threadId}/replies/${replyId}`,
        { method: 'PATCH', body: { body } },
      ),
    onSuccess: ({ thread }) => store(thread),
  });
  const removeReply = useMutation({
    mutationFn: ({ threadId, replyId }: { threadId: string; replyId: string }) =>
      apiRequest<{ thread: DocumentCommentThread }>(
        `/documents/comments/${threadId}/replies/${replyId}`,
        { method: 'DELETE' },
      ),
    onSuccess: ({ thread }) => store(thread),
  });
  const removeThread = useMutation({
    mutationFn: (threadId: string) =>
      apiRequest<null>(`/documents/comments/${threadId}`, { method: 'DELETE' }),
    onSuccess: (_, threadId) => {
      queryClient.setQueryData<DocumentCommentsResponse>(commentKeys.threads(entryId), (data) =>
        data ? { threads: data.threads.filter((item) => item.id !== threadId) } : data,
      );
      onChanged();
    },
  });
  return { start, reply, resolve, edit, removeReply, removeThread };
}
