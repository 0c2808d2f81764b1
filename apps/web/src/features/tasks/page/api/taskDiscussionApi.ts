import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { apiRequest } from '../../../../platform/api/apiRequest';
import type { TaskActivityItem, TaskCommentItem } from '../pageTypes';
import type { Person } from '@worksphere/contracts';
import { taskPageKeys } from './taskPageKeys';

/** Comments per page: the server's most, so nearly every task shows all of them at once. */
const COMMENTS_PAGE = 200;
const ACTIVITY_PAGE = 100;

type CommentsPage = { comments: TaskCommentItem[]; nextCursor: string | null };
type ActivityPage = { entries: TaskActivityItem[]; nextCursor: string | null };
type WatchersAnswer = { watchers: Person[]; watching: boolean };

const taskUrl = (taskId: string) => `/tasks/${encodeURIComponent(taskId)}`;
const commentUrl = (commentId: string) => `/tasks/comments/${encodeURIComponent(commentId)}`;

function withCursor(path: string, limit: number, cursor: string | null) {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return `${path}?${query.toString()}`;
}

/** GET /tasks/{id}/comments: oldest first, newer pages on demand. */
export function useTaskCommentsQuery(taskId: string) {
  return useInfiniteQuery({
    queryKey: taskPageKeys.comments(taskId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<CommentsPage>(
        withCursor(`${taskUrl(taskId)}/comments`, COMMENTS_PAGE, pageParam),
        {
          signal,
        },
      ),
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** GET /tasks/{id}/activity: newest first, older pages on demand. */
export function useTaskActivityQuery(taskId: string) {
  return useInfiniteQuery({
    queryKey: taskPageKeys.activity(taskId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ActivityPage>(
        withCursor(`${taskUrl(taskId)}/activity`, ACTIVITY_PAGE, pageParam),
        {
          signal,
        },
      ),
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Puts one changed comment into the cached pages (or takes it out when `remove`). */
function useCommentCache(taskId: string) {
  const queryClient = useQueryClient();
  return {
    replace(comment: TaskCommentItem) {
      queryClient.setQueryData<InfiniteData<CommentsPage>>(
        taskPageKeys.comments(taskId),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              comments: page.comments.map((item) => (item.id === comment.id ? comment : item)),
            })),
          },
      );
    },
    refresh() {
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: taskPageKeys.comments(taskId) }),
        queryClient.invalidateQueries({ queryKey: taskPageKeys.watchers(taskId) }),
      ]);
    },
  };
}

/** POST /tasks/{id}/comments; the commenter starts watching, so watchers are asked again. */
export function useAddCommentMutation(taskId: string) {
  const cache = useCommentCache(taskId);
  return useMutation({
    mutationFn: async (body: string) => {
      const { comment } = await apiRequest<{ comment: TaskCommentItem }>(
        `${taskUrl(taskId)}/comments`,
        { method: 'POST', body: { body } },
      );
      return comment;
    },
    onSuccess: () => cache.refresh(),
  });
}

/** PUT /tasks/comments/{id}: the author changes the text. */
export function useEditCommentMutation(taskId: string) {
  const cache = useCommentCache(taskId);
  return useMutation({
    mutationFn: async ({ commentId, body }: { commentId: string; body: string }) => {
      const { comment } = await apiRequest<{ comment: TaskCommentItem }>(commentUrl(commentId), {
        method: 'PUT',
        body: { body },
      });
      return comment;
    },
    onSuccess: (comment) => cache.replace(comment),
  });
}

/** DELETE /tasks/comments/{id}. */
export function useDeleteCommentMutation(taskId: string) {
  const cache = useCommentCache(taskId);
  return useMutation({
    mutationFn: (commentId: string) =>
      apiRequest<unknown>(commentUrl(commentId), { method: 'DELETE' }),
    onSuccess: () => cache.refresh(),
  });
}

/** POST (add) or DELETE (take back) one's own reaction; answers the comment. */
export function useReactMutation(taskId: string) {
  const cache = useCommentCache(taskId);
  return useMutation({
    mutationFn: async ({
      commentId,
      emoji,
      isAdding,
    }: {
      commentId: string;
      emoji: string;
      isAdding: boolean;
    }) => {
      const { comment } = await apiRequest<{ comment: TaskCommentItem }>(
        `${commentUrl(commentId)}/reactions`,
        { method: isAdding ? 'POST' : 'DELETE', body: { emoji } },
      );
      return comment;
    },
    onSuccess: (comment) => cache.replace(comment),
  });
}

/** GET /tasks/{id}/watchers: who watches, and whether the viewer does. */
export function useTaskWatchersQuery(taskId: string) {
  return useQuery({
    queryKey: taskPageKeys.watchers(taskId),
    queryFn: ({ signal }) => apiRequest<WatchersAnswer>(`${taskUrl(taskId)}/watchers`, { signal }),
  });
}

/** PUT or DELETE /tasks/{id}/watch; answers the watchers as they are now. */
export function useSetWatchingMutation(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (watching: boolean) =>
      apiRequest<WatchersAnswer>(`${taskUrl(taskId)}/watch`, {
        method: watching ? 'PUT' : 'DELETE',
      }),
    onSuccess: (answer) => queryClient.setQueryData(taskPageKeys.watchers(taskId), answer),
  });
}
