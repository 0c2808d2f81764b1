import type { ChatSearchResult } from '@worksphere/contracts';
import clsx from 'clsx';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { inputClasses } from '../../../ui/TextField';
import { useChatSearchQuery } from '../api/chatSearchApi';
import { chatMessages } from '../chat.messages';
import {
  chatSearchQueryString,
  EMPTY_CHAT_SEARCH,
  isChatSearchRangeReversed,
  type ChatSearchForm,
} from '../utils/chatSearchParams';
import { ChatSearchFilters } from './ChatSearchFilters';
import { ChatSearchResultItem } from './ChatSearchResultItem';

const messages = chatMessages.search;
/** Typing pauses this long before the search is asked. */
const SEARCH_DELAY_MS = 250;

/**
 * The chat search field with its filters and results. While results show, `onOpenChange(true)`
 * lets the page hide what they replace; opening a result hands it to `onOpen` and closes them,
 * the words kept for the next search.
 */
export function ChatSearch({
  onOpen,
  onOpenChange,
}: {
  onOpen: (result: ChatSearchResult) => void;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const fieldId = useId();
  const hintId = useId();
  const dates = useDateFormatter();
  const [form, setForm] = useState<ChatSearchForm>(EMPTY_CHAT_SEARCH);
  const [committed, setCommitted] = useState<ChatSearchForm>(EMPTY_CHAT_SEARCH);
  const [isOpen, setIsOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultRefs = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    const timer = window.setTimeout(() => setCommitted(form), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [form]);

  const isReversed = isChatSearchRangeReversed(committed);
  const queryString = isReversed
    ? null
    : chatSearchQueryString(committed, dates.preferences.timeZone);
  const search = useChatSearchQuery(isOpen ? queryString : null);
  const results = search.data?.pages.flatMap((page) => page.results) ?? [];
  const isShowingResults = isOpen && form.q.trim() !== '';

  useEffect(() => onOpenChange(isShowingResults), [isShowingResults, onOpenChange]);

  function change(next: Partial<ChatSearchForm>) {
    setForm((current) => ({ ...current, ...next }));
    setIsOpen(true);
  }

  function close() {
    setForm(EMPTY_CHAT_SEARCH);
    setIsOpen(false);
    inputRef.current?.focus();
  }

  function open(result: ChatSearchResult) {
    setIsOpen(false);
    onOpen(result);
  }

  function handleFieldKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && results.length) {
      event.preventDefault();
      resultRefs.current[0]?.focus();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      setCommitted(form);
      setIsOpen(true);
    } else if (event.key === 'Escape' && isShowingResults) {
      event.preventDefault();
      close();
    }
  }

  function handleResultKeyDown(index: number, event: KeyboardEvent<HTMLButtonElement>) {
    const last = results.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? Math.min(index + 1, last)
        : event.key === 'ArrowUp'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (event.key === 'Escape' || target === -1) {
      event.preventDefault();
      inputRef.current?.focus();
    } else if (target !== undefined) {
      event.preventDefault();
      resultRefs.current[target]?.focus();
    }
  }

  return (
    <div className={clsx('mb-4 flex flex-col gap-3', isShowingResults && 'min-h-0 flex-1')}>
      <div role="search" className="space-y-3">
        <div className="relative">
          <label htmlFor={fieldId} className="sr-only">
            {messages.label}
          </label>
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
          />
          <input
            ref={inputRef}
            id={fieldId}
            type="search"
            value={form.q}
            placeholder={messages.placeholder}
            aria-describedby={hintId}
            onChange={(event) => change({ q: event.target.value })}
            onFocus={() => setIsOpen(true)}
            onKeyDown={handleFieldKeyDown}
            className={`${inputClasses} border-zinc-300 pl-9 focus:border-brand-500 focus:ring-brand-200`}
          />
          <span id={hintId} className="sr-only">
            {messages.keyboardHint}
          </span>
        </div>
        {isShowingResults ? (
          <ChatSearchFilters
            form={form}
            onChange={change}
            rangeError={isChatSearchRangeReversed(form) ? messages.rangeReversed : undefined}
          />
        ) : null}
      </div>
      {isShowingResults ? (
        <section
          aria-label={messages.results}
          aria-busy={search.isFetching}
          className="flex min-h-0 flex-1 flex-col rounded-2xl border border-zinc-200 bg-zinc-50"
        >
          <div className="flex items-center justify-between gap-2 border-b border-zinc-200 px-3 py-2">
            <h2 className="text-sm font-semibold text-zinc-900">{messages.results}</h2>
            <Button
              variant="ghost"
              size="sm"
              icon={<X aria-hidden className="size-4" />}
              onClick={close}
            >
              {messages.close}
            </Button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-3">
            {search.isError ? (
              <p role="alert" className="text-sm text-red-700">
                {messages.failed}
              </p>
            ) : isReversed ? null : search.isPending && !search.data ? (
              <p className="text-sm text-zinc-500">{messages.searching}</p>
            ) : results.length === 0 ? (
              <EmptyState
                icon={<Search aria-hidden className="size-6" />}
                title={messages.empty}
                description={messages.emptyHint}
              />
            ) : (
              <ol className="space-y-2">
                {results.map((result, index) => (
                  <li key={result.id}>
                    <ChatSearchResultItem
                      ref={(element) => {
                        resultRefs.current[index] = element;
                      }}
                      result={result}
                      onOpen={open}
                      onKeyDown={(event) => handleResultKeyDown(index, event)}
                    />
                  </li>
                ))}
              </ol>
            )}
            {search.hasNextPage ? (
              <Button
                variant="secondary"
                size="sm"
                className="mt-3"
                isLoading={search.isFetchingNextPage}
                onClick={() => void search.fetchNextPage()}
              >
                {messages.loadMore}
              </Button>
            ) : null}
          </div>
        </section>
      ) : null}
    </div>
  );
}
