import type { DocumentCommentReply, Member } from '@worksphere/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDateFormatter } from '../../../../platform/dates/useDateFormatter';
import { notify } from '../../../../platform/notify/notify';
import { Button } from '../../../../ui/Button';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { displayNameOf } from '../../../auth/utils/displayNameOf';
import type { useCommentMutations } from '../../api/commentsApi';
import { commentsMessages as messages } from './comments.messages';
import { MentionTextarea } from './MentionTextarea';

type Mutations = ReturnType<typeof useCommentMutations>;

const nameOf = (person: DocumentCommentReply['author']) =>
  person ? displayNameOf(person) : messages.formerMember;

/**
 * One message of a thread. Its author edits the words; its author or an administrator deletes it
 * (the server's rule, documentComments.ts). Deleting the first message deletes the thread, so
 * `onThreadDeleted` takes the range's mark out of the shared document.
 */
export function CommentMessage({
  item,
  threadId,
  isFirst,
  canComment,
  userId,
  isAdmin,
  members,
  mutations,
  onThreadDeleted,
}: {
  item: DocumentCommentReply;
  threadId: string;
  isFirst: boolean;
  canComment: boolean;
  userId: string;
  isAdmin: boolean;
  members: Member[];
  mutations: Mutations;
  onThreadDeleted: (threadId: string) => void;
}) {
  const dates = useDateFormatter();
  const [draft, setDraft] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const isMine = item.author?.id === userId;
  const canEdit = canComment && isMine;
  const canDelete = canComment && (isMine || isAdmin);
  const author = nameOf(item.author);

  function save() {
    if (draft === null || !draft.trim()) return;
    mutations.edit.mutate(
      { threadId, replyId: item.id, body: draft },
      { onSuccess: () => setDraft(null), onError: () => notify.error(messages.editFailed) },
    );
  }

  function remove() {
    const onError = () => notify.error(messages.deleteFailed);
    if (isFirst) {
      mutations.removeThread.mutate(threadId, {
        onSuccess: () => {
          setIsConfirming(false);
          onThreadDeleted(threadId);
        },
        onError,
      });
    } else {
      mutations.removeReply.mutate(
        { threadId, replyId: item.id },
        { onSuccess: () => setIsConfirming(false), onError },
      );
    }
  }

  const isDeleting = isFirst ? mutations.removeThread.isPending : mutations.removeReply.isPending;

  return (
    <li data-reply-id={item.id}>
      <div className="flex items-baseline justify-between gap-2">
        <span className="font-medium text-zinc-900">{author}</span>
        <span className="flex shrink-0 items-baseline gap-1 text-xs text-zinc-500">
          <time dateTime={item.createdAt}>{dates.formatDateTime(item.createdAt)}</time>
          {item.editedAt ? (
            <span title={dates.formatDateTime(item.editedAt)}>{messages.edited}</span>
          ) : null}
        </span>
      </div>
      {draft === null ? (
        <p className="break-words whitespace-pre-wrap text-zinc-800">{item.body}</p>
      ) : (
        <div className="space-y-2" onClick={(event) => event.stopPropagation()}>
          <MentionTextarea
            label={messages.editLabel}
            placeholder={messages.replyPlaceholder}
            value={draft}
            onChange={setDraft}
            onSubmit={save}
            members={members}
            excludeId={userId}
            autoFocus
          />
          <div className="flex justify-end gap-2">
            <Button size="sm" variant="ghost" onClick={() => setDraft(null)}>
              {messages.cancel}
            </Button>
            <Button
              size="sm"
              disabled={!draft.trim()}
              isLoading={mutations.edit.isPending}
              onClick={save}
            >
              {messages.save}
            </Button>
          </div>
        </div>
      )}
      {draft === null && (canEdit || canDelete) ? (
        <div className="flex justify-end gap-1" onClick={(event) => event.stopPropagation()}>
          {canEdit ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={messages.editMessage(author)}
              icon={<Pencil aria-hidden className="size-4" />}
              onClick={() => setDraft(item.body)}
            >
              {messages.edit}
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={messages.deleteMessage(author)}
              icon={<Trash2 aria-hidden className="size-4" />}
              onClick={() => setIsConfirming(true)}
            >
              {messages.delete}
            </Button>
          ) : null}
          {/* Inside the stopped clicks: the dialog's clicks must not select the thread. */}
          <ConfirmDialog
            isOpen={isConfirming}
            title={isFirst ? messages.deleteThreadTitle : messages.deleteReplyTitle}
            description={isFirst ? messages.deleteThreadText : messages.deleteReplyText}
            confirmLabel={messages.delete}
            isBusy={isDeleting}
            onClose={() => setIsConfirming(false)}
            onConfirm={remove}
          />
        </div>
      ) : null}
    </li>
  );
}
