import { MessageSquare } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../../platform/api/describeApiError';
import { Button } from '../../../../ui/Button';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { QueryFailed, QueryLoading } from '../../../../ui/QueryStatus';
import { useCurrentUser } from '../../../auth/components/useAuth';
import {
  useAddCommentMutation,
  useDeleteCommentMutation,
  useEditCommentMutation,
  useReactMutation,
  useTaskCommentsQuery,
} from '../api/taskDiscussionApi';
import { taskPageMessages } from '../taskPage.messages';
import { commentAnchorId } from '../taskPath';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';

const messages = taskPageMessages.comments;

/** The comments, oldest first, and the editor for a new one under them. */
export function CommentsSection({ taskId }: { taskId: string }) {
  const me = useCurrentUser();
  const { hash } = useLocation();
  const comments = useTaskCommentsQuery(taskId);
  const addComment = useAddCommentMutation(taskId);
  const editComment = useEditCommentMutation(taskId);
  const deleteComment = useDeleteCommentMutation(taskId);
  const react = useReactMutation(taskId);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const items = comments.data?.pages.flatMap((page) => page.comments) ?? [];
  const targetId = hash.startsWith('#comment-') ? hash.slice(1) : null;
  const hasTarget = Boolean(
    targetId && items.some((item) => commentAnchorId(item.id) === targetId),
  );

  // A link to one comment (the Inbox) lands on it once the comments are there.
  useEffect(() => {
    if (!hasTarget || !targetId) return;
    document.getElementById(targetId)?.scrollIntoView({ block: 'center' });
  }, [hasTarget, targetId]);

  async function send(body: string) {
    try {
      await addComment.mutateAsync(body);
      return true;
    } catch (error) {
      toast.error(describeApiError(error, messages.sendFailed));
      return false;
    }
  }

  async function edit(commentId: string, body: string) {
    try {
      await editComment.mutateAsync({ commentId, body });
      return true;
    } catch (error) {
      toast.error(describeApiError(error, messages.saveFailed));
      return false;
    }
  }

  function confirmDelete() {
    if (!deletingId) return;
    deleteComment.mutate(deletingId, {
      onSuccess: () => {
        setDeletingId(null);
        toast.success(messages.deleted);
      },
      onError: (error) => toast.error(describeApiError(error, messages.deleteFailed)),
    });
  }

  return (
    <div className="space-y-4">
      {comments.isPending ? (
        <QueryLoading label={messages.loading} />
      ) : comments.isError ? (
        <QueryFailed
          message={messages.loadFailed}
          retryLabel={taskPageMessages.retry}
          onRetry={() => void comments.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-zinc-500">
          <MessageSquare aria-hidden className="size-4" />
          {messages.empty}
        </p>
      ) : (
        <ol className="space-y-2" aria-label={messages.heading}>
          {items.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              isOwn={comment.author?.id === me.id}
              isHighlighted={commentAnchorId(comment.id) === targetId}
              isSaving={editComment.isPending}
              onEdit={(body) => edit(comment.id, body)}
              onDelete={() => setDeletingId(comment.id)}
              onReact={(emoji, isAdding) =>
                react.mutate(
                  { commentId: comment.id, emoji, isAdding },
                  {
                    onError: (error) => toast.error(describeApiError(error, messages.reactFailed)),
                  },
                )
              }
            />
          ))}
        </ol>
      )}
      {comments.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          isLoading={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {taskPageMessages.loadMore}
        </Button>
      ) : null}
      <CommentComposer
        label={messages.composerLabel}
        submitLabel={messages.send}
        isBusy={addComment.isPending}
        onSubmit={send}
      />
      <ConfirmDialog
        isOpen={deletingId !== null}
        title={messages.deleteTitle}
        description={messages.deleteText}
        confirmLabel={messages.deleteConfirm}
        isBusy={deleteComment.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeletingId(null)}
      />
    </div>
  );
}
