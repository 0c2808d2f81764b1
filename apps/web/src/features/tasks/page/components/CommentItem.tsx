import clsx from 'clsx';
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDateFormatter } from '../../../../platform/dates/useDateFormatter';
import { focusRing } from '../../../../ui/focusRing';
import { Menu, MenuItem } from '../../../../ui/Menu';
import { displayNameOf } from '../../../auth/utils/displayNameOf';
import { initialsOf } from '../../../auth/utils/initialsOf';
import type { TaskCommentItem } from '../pageTypes';
import { taskPageMessages } from '../taskPage.messages';
import { commentAnchorId } from '../taskPath';
import { CommentComposer } from './CommentComposer';
import { CommentReactions } from './CommentReactions';

const messages = taskPageMessages.comments;

/** One comment: who wrote it and when, its text, reactions, and edit/delete for its author. */
export function CommentItem({
  comment,
  isOwn,
  isHighlighted,
  isSaving,
  onEdit,
  onDelete,
  onReact,
}: {
  comment: TaskCommentItem;
  isOwn: boolean;
  /** The comment a link pointed at. */
  isHighlighted: boolean;
  isSaving: boolean;
  onEdit: (body: string) => Promise<boolean>;
  onDelete: () => void;
  onReact: (emoji: string, isAdding: boolean) => void;
}) {
  const dates = useDateFormatter();
  const [isEditing, setIsEditing] = useState(false);
  const name = comment.author ? displayNameOf(comment.author) : messages.formerMember;
  return (
    <li
      id={commentAnchorId(comment.id)}
      className={clsx(
        'flex scroll-mt-24 gap-3 rounded-xl p-2 transition-colors',
        isHighlighted && 'bg-amber-50 ring-1 ring-amber-200',
      )}
    >
      <span
        aria-hidden
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800"
      >
        {initialsOf(name)}
      </span>
      <article aria-label={name} className="min-w-0 flex-1 space-y-1.5">
        <header className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-sm font-semibold text-zinc-900">{name}</span>
          <time dateTime={comment.createdAt} className="text-xs text-zinc-500">
            {dates.formatTimeOrDateTime(comment.createdAt)}
          </time>
          {comment.editedAt ? (
            <span className="text-xs text-zinc-500" title={dates.formatDateTime(comment.editedAt)}>
              {messages.edited}
            </span>
          ) : null}
          {isOwn && !isEditing ? (
            <span className="ml-auto">
              <Menu
                label={messages.actions}
                isIconOnly
                className="w-40"
                triggerClassName={`inline-flex size-7 items-center justify-center rounded-lg text-zinc-500 hover:bg-zinc-100 ${focusRing}`}
                trigger={<MoreHorizontal aria-hidden className="size-4" />}
              >
                <MenuItem icon={<Pencil className="size-4" />} onAction={() => setIsEditing(true)}>
                  {messages.edit}
                </MenuItem>
                <MenuItem icon={<Trash2 className="size-4" />} isDanger onAction={onDelete}>
                  {messages.delete}
                </MenuItem>
              </Menu>
            </span>
          ) : null}
        </header>
        {isEditing ? (
          <CommentComposer
            label={messages.editLabel}
            initialHtml={comment.body}
            submitLabel={messages.save}
            isBusy={isSaving}
            autoFocus
            onSubmit={async (body) => {
              const saved = await onEdit(body);
              if (saved) setIsEditing(false);
              return saved;
            }}
            onCancel={() => setIsEditing(false)}
          />
        ) : (
          <div
            className="rich-text text-sm leading-6 break-words text-zinc-800 [&_span[data-type=mention]]:rounded [&_span[data-type=mention]]:bg-brand-50 [&_span[data-type=mention]]:px-0.5 [&_span[data-type=mention]]:font-medium [&_span[data-type=mention]]:text-brand-800"
            // The server keeps only an allow-list of tags (and mention spans) in comments.
            dangerouslySetInnerHTML={{ __html: comment.body }}
          />
        )}
        <CommentReactions reactions={comment.reactions} onToggle={onReact} />
      </article>
    </li>
  );
}
