import type { UseQueryResult } from '@tanstack/react-query';
import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { toast } from 'react-toastify';
import { focusRing } from '../../../ui/focusRing';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { chatMessages } from '../chat.messages';
import { CreateInlineForm } from './CreateInlineForm';
import { UnreadBadge } from './UnreadBadge';

/** What an item of the list has unread: the badge count, and whether it mentions the reader. */
export type NavUnread = { count: number; mentions: number; isMuted: boolean };

/** Texts of one chat navigation list (rooms or threads). */
export type ChatNavListTexts = {
  title: string;
  loading: string;
  failed: string;
  retry: string;
  empty: string;
  emptyHint: string;
  newLabel: string;
  create: string;
  created: (label: string) => string;
  createFailed: string;
};

/** Rooms and threads share one selectable list with an inline create field, so they look alike. */
export function ChatNavList<T extends { id: string }>({
  query,
  labelOf,
  icon: Icon,
  texts,
  isCreating,
  create,
  selectedId,
  onSelect,
  unreadOf,
}: {
  query: UseQueryResult<T[]>;
  labelOf: (item: T) => string;
  icon: LucideIcon;
  texts: ChatNavListTexts;
  isCreating: boolean;
  /** Creates the item; the list confirms it, selects it, or shows why it failed. */
  create: (value: string) => Promise<T>;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Unread state per item: bold with a count, or a mention badge when muted. */
  unreadOf?: (item: T) => NavUnread | undefined;
}) {
  async function handleCreate(value: string) {
    try {
      const item = await create(value);
      toast.success(texts.created(labelOf(item)));
      onSelect(item.id);
      return true;
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : texts.createFailed);
      return false;
    }
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <CreateInlineForm
        label={texts.newLabel}
        submitLabel={texts.create}
        isBusy={isCreating}
        onCreate={handleCreate}
      />
      {query.isPending ? (
        <QueryLoading label={texts.loading} />
      ) : query.isError ? (
        <QueryFailed
          message={texts.failed}
          retryLabel={texts.retry}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <div className="px-1 py-4 text-sm text-zinc-500">
          <p className="font-medium text-zinc-700">{texts.empty}</p>
          <p className="mt-1">{texts.emptyHint}</p>
        </div>
      ) : (
        <ul aria-label={texts.title} className="min-h-0 flex-1 space-y-1 overflow-y-auto">
          {query.data.map((item) => {
            const unread = unreadOf?.(item);
            const isUnread = Boolean(unread && unread.count > 0 && item.id !== selectedId);
            return (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => onSelect(item.id)}
                  aria-current={item.id === selectedId ? 'true' : undefined}
                  className={clsx(
                    'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm',
                    item.id === selectedId
                      ? 'bg-brand-50 font-semibold text-brand-700'
                      : isUnread
                        ? 'font-semibold text-zinc-900 hover:bg-zinc-100'
                        : 'text-zinc-700 hover:bg-zinc-100',
                    focusRing,
                  )}
                >
                  <Icon aria-hidden className="size-4 shrink-0 text-zinc-400" />
                  <span className="min-w-0 flex-1 truncate">{labelOf(item)}</span>
                  {unread && unread.count > 0 ? (
                    <UnreadBadge
                      count={unread.count}
                      tone={unread.mentions > 0 ? 'brand' : unread.isMuted ? 'muted' : 'brand'}
                      label={
                        unread.mentions > 0
                          ? chatMessages.unread.mentionBadge(unread.mentions)
                          : chatMessages.unread.badge(unread.count)
                      }
                    />
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
