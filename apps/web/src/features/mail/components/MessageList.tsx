import type { EmailSummary } from '@worksphere/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import clsx from 'clsx';
import { Paperclip, Star } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Spinner } from '../../../ui/Spinner';
import { mailMessages } from '../mail.messages';
import { shouldLoadMore } from '../utils/messagePages';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { SenderAvatar, useSenderLabel } from './SenderAvatar';

const messages = mailMessages.list;
// A row's height before it is measured: sender, subject and one line of snippet.
const ROW_ESTIMATE_PX = 84;

type MessageListProps = {
  emails: readonly EmailSummary[];
  /** Messages in each row's conversation, by the row's id. */
  threadCounts?: ReadonlyMap<string, number>;
  selectedId: string | null;
  onOpen: (emailId: string) => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
};

/**
 * The message list, virtualised (only the rows on screen exist, so a folder of thousands scrolls
 * like one of ten); the next page is asked for as the end comes near. The open message is kept
 * in view when j and k move it.
 */
export function MessageList({
  emails,
  threadCounts,
  selectedId,
  onOpen,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
}: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: emails.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 8,
    getItemKey: (index) => emails[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const lastVisibleIndex = items.at(-1)?.index;

  useEffect(() => {
    if (
      shouldLoadMore({
        lastVisibleIndex,
        loadedCount: emails.length,
        hasNextPage,
        isFetchingNextPage,
      })
    ) {
      onLoadMore();
    }
  }, [lastVisibleIndex, emails.length, hasNextPage, isFetchingNextPage, onLoadMore]);

  const selectedIndex = selectedId ? emails.findIndex((email) => email.id === selectedId) : -1;
  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, virtualizer]);

  return (
    <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto" data-testid="mail-list-scroll">
      <ul
        aria-label={messages.label}
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const email = emails[item.index];
          if (!email) return null;
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              aria-setsize={hasNextPage ? -1 : emails.length}
              aria-posinset={item.index + 1}
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <MessageRow
                email={email}
                isSelected={email.id === selectedId}
                threadCount={threadCounts?.get(email.id) ?? 1}
                onOpen={() => onOpen(email.id)}
              />
            </li>
          );
        })}
      </ul>
      {isFetchingNextPage ? (
        <div className="flex items-center justify-center gap-2 py-3 text-sm text-zinc-500">
          <Spinner className="text-brand-600" />
          <span role="status">{messages.loadingMore}</span>
        </div>
      ) : null}
    </div>
  );
}

function MessageRow({
  email,
  isSelected,
  threadCount,
  onOpen,
}: {
  email: EmailSummary;
  isSelected: boolean;
  /** How many messages its conversation has (1: alone). */
  threadCount: number;
  onOpen: () => void;
}) {
  const subject = email.subject || messages.noSubject;
  const dates = useDateFormatter();
  const sender = useSenderLabel(email.from);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={isSelected ? 'true' : undefined}
      data-email-id={email.id}
      className={clsx(
        'flex w-full gap-2.5 border-b border-zinc-100 px-3 py-2.5 text-left outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset',
        isSelected ? 'bg-brand-50' : 'hover:bg-zinc-50',
      )}
    >
      <span className="relative mt-0.5">
        <SenderAvatar from={email.from} label={sender} size="sm" />
        <span
          aria-hidden
          className={clsx(
            'absolute -top-0.5 -left-0.5 size-2.5 rounded-full ring-2 ring-white',
            email.isRead ? 'hidden' : 'bg-brand-600',
          )}
        />
      </span>
      <span className="block min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span
            data-testid="mail-row-sender"
            className={clsx(
              'min-w-0 flex-1 truncate text-sm',
              email.isRead ? 'text-zinc-700' : 'font-semibold text-zinc-900',
            )}
          >
            {sender}
          </span>
          {threadCount > 1 ? (
            <span
              aria-label={mailMessages.writing.conversation(threadCount)}
              className="shrink-0 rounded-full bg-zinc-100 px-1.5 text-xs text-zinc-600"
            >
              {threadCount}
            </span>
          ) : null}
          {email.isImportant ? (
            <Star
              aria-label={messages.important}
              className="size-3.5 shrink-0 fill-amber-400 text-amber-500"
            />
          ) : null}
          {email.hasAttachments ? (
            <Paperclip
              aria-label={messages.hasAttachments}
              className="size-3.5 shrink-0 text-zinc-400"
            />
          ) : null}
          <time dateTime={email.date} className="shrink-0 text-xs text-zinc-500">
            {dates.formatListDate(email.date)}
          </time>
        </span>
        <span
          className={clsx(
            'mt-0.5 block truncate text-sm',
            email.isRead ? 'text-zinc-700' : 'font-semibold text-zinc-900',
          )}
        >
          {!email.isRead ? <span className="sr-only">{messages.unread}: </span> : null}
          {subject}
        </span>
        <span className="mt-0.5 block truncate text-xs text-zinc-500">{email.snippet}</span>
      </span>
    </button>
  );
}
