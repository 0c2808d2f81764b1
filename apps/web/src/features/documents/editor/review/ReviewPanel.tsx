import type { UseQueryResult } from '@tanstack/react-query';
import type { DocumentCommentThread } from '@worksphere/contracts';
import clsx from 'clsx';
import { Check, RotateCcw, X } from 'lucide-react';
import { useState } from 'react';
import { useDateFormatter } from '../../../../platform/dates/useDateFormatter';
import { notify } from '../../../../platform/notify/notify';
import { Button } from '../../../../ui/Button';
import { QueryFailed, QueryLoading } from '../../../../ui/QueryStatus';
import { displayNameOf } from '../../../auth/utils/displayNameOf';
import { useMembersQuery } from '../../../settings/api/membersApi';
import type { useCommentMutations } from '../../api/commentsApi';
import { CommentMessage } from './CommentMessage';
import { commentsMessages as messages } from './comments.messages';
import { MentionTextarea } from './MentionTextarea';
import type { BlockChange, SuggestionSummary } from './suggestionMode';

export type PendingComment = { id: string; quote: string };
type Mutations = ReturnType<typeof useCommentMutations>;

const nameOf = (person: DocumentCommentThread['author']) =>
  person ? displayNameOf(person) : messages.formerMember;

/** The side panel (a bottom sheet on a phone): new comment, suggestions, threads. */
export function ReviewPanel({
  isSheet,
  threads,
  anchorOrder,
  suggestions,
  activeId,
  pending,
  canComment,
  canReview,
  userId,
  isAdmin,
  mutations,
  onClose,
  onSelect,
  onCancelPending,
  onPendingSent,
  onPendingFailed,
  onResolveSuggestion,
  onThreadDeleted,
}: {
  isSheet: boolean;
  threads: UseQueryResult<DocumentCommentThread[]>;
  anchorOrder: Array<{ id: string; from: number }>;
  suggestions: SuggestionSummary[];
  activeId: string | null;
  pending: PendingComment | null;
  canComment: boolean;
  canReview: boolean;
  userId: string;
  /** Administrators delete anyone's messages. */
  isAdmin: boolean;
  mutations: Mutations;
  onClose: () => void;
  /** A thread was deleted here: its range's mark leaves the shared document. */
  onThreadDeleted: (threadId: string) => void;
  onSelect: (threadId: string) => void;
  onCancelPending: () => void;
  onPendingSent: () => void;
  onPendingFailed: () => void;
  onResolveSuggestion: (id: string, accept: boolean) => void;
}) {
  const [showResolved, setShowResolved] = useState(false);
  const all = threads.data ?? [];
  // In the order of their ranges in the document; those whose text is gone last.
  const position = new Map(anchorOrder.map((anchor) => [anchor.id, anchor.from]));
  const ordered = [...all].sort(
    (a, b) =>
      (position.get(a.id) ?? Number.MAX_SAFE_INTEGER) -
      (position.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
  const open = ordered.filter((thread) => !thread.resolvedAt);
  const resolved = ordered.filter((thread) => thread.resolvedAt);
  const isEmpty = !pending && !suggestions.length && !all.length;

  return (
    <aside
      aria-label={messages.panelTitle}
      className={clsx(
        'flex min-h-0 flex-col bg-white',
        isSheet
          ? 'fixed inset-x-0 bottom-0 z-40 max-h-[65dvh] rounded-t-2xl border-t border-zinc-200 shadow-2xl'
          : 'w-80 shrink-0 border-l border-zinc-200',
      )}
    >
      <div className="flex items-center justify-between border-b border-zinc-200 px-3 py-2">
        <h2 className="text-sm font-semibold text-zinc-900">{messages.panelTitle}</h2>
        <button
          type="button"
          aria-label={messages.closePanel}
          className="rounded p-1 text-zinc-600 hover:bg-zinc-100"
          onClick={onClose}
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
      <div className="min-h-0 flex-1 space-y-3 overflow-y-auto p-3">
        {pending ? (
          <NewComment
            pending={pending}
            userId={userId}
            mutations={mutations}
            onCancel={onCancelPending}
            onSent={onPendingSent}
            onFailed={onPendingFailed}
          />
        ) : null}
        {suggestions.map((suggestion) => (
          <SuggestionCard
            key={suggestion.id}
            suggestion={suggestion}
            canReview={canReview}
            onResolve={(accept) => onResolveSuggestion(suggestion.id, accept)}
          />
        ))}
        {threads.isPending ? <QueryLoading label={messages.loading} /> : null}
        {threads.isError ? (
          <QueryFailed
            message={messages.loadFailed}
            retryLabel={messages.retry}
            onRetry={() => void threads.refetch()}
          />
        ) : null}
        {open.map((thread) => (
          <ThreadCard
            key={thread.id}
            thread={thread}
            isActive={thread.id === activeId}
            isAnchored={position.has(thread.id)}
            canComment={canComment}
            userId={userId}
            isAdmin={isAdmin}
            mutations={mutations}
            onSelect={() => onSelect(thread.id)}
            onThreadDeleted={onThreadDeleted}
          />
        ))}
        {resolved.length ? (
          <button
            type="button"
            className="text-sm text-brand-700 underline"
            aria-expanded={showResolved}
            onClick={() => setShowResolved((shown) => !shown)}
          >
            {showResolved ? messages.hideResolved : messages.showResolved(resolved.length)}
          </button>
        ) : null}
        {showResolved
          ? resolved.map((thread) => (
              <ThreadCard
                key={thread.id}
                thread={thread}
                isActive={thread.id === activeId}
                isAnchored={position.has(thread.id)}
                canComment={canComment}
                userId={userId}
                isAdmin={isAdmin}
                mutations={mutations}
                onSelect={() => onSelect(thread.id)}
                onThreadDeleted={onThreadDeleted}
              />
            ))
          : null}
        {isEmpty && threads.isSuccess ? (
          <p className="text-sm text-zinc-600">{messages.empty}</p>
        ) : null}
      </div>
    </aside>
  );
}

function useMembers() {
  return useMembersQuery().data ?? [];
}

function NewComment({
  pending,
  userId,
  mutations,
  onCancel,
  onSent,
  onFailed,
}: {
  pending: PendingComment;
  userId: string;
  mutations: Mutations;
  onCancel: () => void;
  onSent: () => void;
  onFailed: () => void;
}) {
  const members = useMembers();
  const [body, setBody] = useState('');
  function send() {
    if (!body.trim()) return;
    mutations.start.mutate(
      { id: pending.id, quote: pending.quote, body },
      {
        onSuccess: onSent,
        onError: () => {
          onFailed();
          notify.error(messages.sendFailed);
        },
      },
    );
  }
  return (
    <section
      aria-label={messages.newComment}
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-2"
    >
      <p className="line-clamp-2 text-xs text-zinc-600">{messages.quote(pending.quote)}</p>
      <MentionTextarea
        label={messages.commentLabel}
        placeholder={messages.commentPlaceholder}
        value={body}
        onChange={setBody}
        onSubmit={send}
        members={members}
        excludeId={userId}
        autoFocus
      />
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {messages.cancel}
        </Button>
        <Button
          size="sm"
          isLoading={mutations.start.isPending}
          disabled={!body.trim()}
          onClick={send}
        >
          {messages.send}
        </Button>
      </div>
    </section>
  );
}

function ThreadCard({
  thread,
  isActive,
  isAnchored,
  canComment,
  userId,
  isAdmin,
  mutations,
  onSelect,
  onThreadDeleted,
}: {
  thread: DocumentCommentThread;
  isActive: boolean;
  isAnchored: boolean;
  canComment: boolean;
  userId: string;
  isAdmin: boolean;
  mutations: Mutations;
  onSelect: () => void;
  onThreadDeleted: (threadId: string) => void;
}) {
  const members = useMembers();
  const [reply, setReply] = useState('');
  const isResolved = Boolean(thread.resolvedAt);
  function sendReply() {
    if (!reply.trim()) return;
    mutations.reply.mutate(
      { threadId: thread.id, body: reply },
      {
        onSuccess: () => setReply(''),
        onError: () => notify.error(messages.sendFailed),
      },
    );
  }
  function toggleResolved() {
    mutations.resolve.mutate(
      { threadId: thread.id, resolved: !isResolved },
      { onError: () => notify.error(messages.resolveFailed) },
    );
  }
  return (
    <article
      aria-label={messages.threadLabel(nameOf(thread.author))}
      data-thread-id={thread.id}
      className={clsx(
        'space-y-2 rounded-lg border p-2 text-sm',
        isActive ? 'border-amber-400 bg-amber-50/60' : 'border-zinc-200',
        isResolved && 'opacity-80',
      )}
      onClick={onSelect}
    >
      <p className="line-clamp-2 text-xs text-zinc-600">
        {isAnchored ? messages.quote(thread.quote) : messages.anchorGone}
      </p>
      <ol className="space-y-2">
        {thread.replies.map((item, index) => (
          <CommentMessage
            key={item.id}
            item={item}
            threadId={thread.id}
            isFirst={index === 0}
            canComment={canComment}
            userId={userId}
            isAdmin={isAdmin}
            members={members}
            mutations={mutations}
            onThreadDeleted={onThreadDeleted}
          />
        ))}
      </ol>
      {isResolved && thread.resolvedBy ? (
        <p className="text-xs text-zinc-600">{messages.resolvedBy(nameOf(thread.resolvedBy))}</p>
      ) : null}
      {canComment ? (
        <div className="space-y-2" onClick={(event) => event.stopPropagation()}>
          {!isResolved ? (
            <MentionTextarea
              label={messages.replyLabel}
              placeholder={messages.replyPlaceholder}
              value={reply}
              onChange={setReply}
              onSubmit={sendReply}
              members={members}
              excludeId={userId}
            />
          ) : null}
          <div className="flex justify-end gap-2">
            <Button
              size="sm"
              variant="ghost"
              icon={
                isResolved ? (
                  <RotateCcw aria-hidden className="size-4" />
                ) : (
                  <Check aria-hidden className="size-4" />
                )
              }
              isLoading={
                mutations.resolve.isPending && mutations.resolve.variables?.threadId === thread.id
              }
              onClick={toggleResolved}
            >
              {isResolved ? messages.reopen : messages.resolve}
            </Button>
            {!isResolved ? (
              <Button
                size="sm"
                disabled={!reply.trim()}
                isLoading={
                  mutations.reply.isPending && mutations.reply.variables?.threadId === thread.id
                }
                onClick={sendReply}
              >
                {messages.sendReply}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </article>
  );
}

/** What a block change says in the panel ("Changed to Heading 2", "Deleted image"). */
function describeChange(change: BlockChange): string {
  switch (change.what) {
    case 'style':
      return change.type === 'heading' && change.level
        ? messages.changedToHeading(change.level)
        : messages.changedToParagraph;
    case 'align':
      return change.align === 'center'
        ? messages.alignedCenter
        : change.align === 'right'
          ? messages.alignedRight
          : messages.alignedLeft;
    case 'list':
      return change.list === 'orderedList'
        ? messages.formattedAsNumberedList
        : messages.formattedAsBulletList;
    case 'quote':
      return messages.formattedAsQuote;
    case 'deleted':
      return (
        {
          positionedImage: messages.deletedImage,
          textbox: messages.deletedTextbox,
          table: messages.deletedTable,
        }[change.type] ?? messages.deletedPageBreak
      );
    case 'moved':
      return {
        outOfList: messages.removedFromList,
        outOfQuote: messages.removedFromQuote,
        indented: messages.indented,
        outdented: messages.outdented,
      }[change.how];
  }
}

function SuggestionCard({
  suggestion,
  canReview,
  onResolve,
}: {
  suggestion: SuggestionSummary;
  canReview: boolean;
  onResolve: (accept: boolean) => void;
}) {
  const dates = useDateFormatter();
  const label = {
    insert: messages.suggestionInsert,
    delete: messages.suggestionDelete,
    format: messages.suggestionFormat,
    wrap: messages.suggestionFormat,
    lift: messages.suggestionFormat,
    indent: messages.suggestionFormat,
    relist: messages.suggestionFormat,
  }[suggestion.kind](suggestion.authorName);
  const changes = suggestion.changes.map(describeChange).join(', ');
  const quoted =
    suggestion.text.length > 80 ? `${suggestion.text.slice(0, 80)}\u2026` : suggestion.text;
  // What the accept and reject buttons name: the text, or the block change alone.
  const text = quoted || changes;
  return (
    <article aria-label={label} className="space-y-1 rounded-lg border border-zinc-200 p-2 text-sm">
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-zinc-700">{label}</span>
        <time className="shrink-0 text-xs text-zinc-500" dateTime={suggestion.createdAt}>
          {dates.formatDateTime(suggestion.createdAt)}
        </time>
      </div>
      {changes ? <p className="font-medium text-zinc-900">{changes}</p> : null}
      {quoted ? (
        <p
          className={clsx(
            'break-words whitespace-pre-wrap',
            suggestion.kind === 'insert' && 'text-emerald-800 underline',
            suggestion.kind === 'delete' && 'text-red-700 line-through',
            suggestion.kind === 'format' && 'text-blue-800 underline decoration-dotted',
            (suggestion.kind === 'wrap' ||
              suggestion.kind === 'lift' ||
              suggestion.kind === 'indent' ||
              suggestion.kind === 'relist') &&
              'text-blue-800',
          )}
        >
          {quoted}
        </p>
      ) : null}
      {canReview ? (
        <div className="flex justify-end gap-2">
          <Button
            size="sm"
            variant="ghost"
            aria-label={messages.rejectLabel(text)}
            onClick={() => onResolve(false)}
          >
            {messages.reject}
          </Button>
          <Button size="sm" aria-label={messages.acceptLabel(text)} onClick={() => onResolve(true)}>
            {messages.accept}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
