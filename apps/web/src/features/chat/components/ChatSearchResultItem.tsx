import type { ChatSearchNeighbour, ChatSearchResult } from '@worksphere/contracts';
import clsx from 'clsx';
import { Paperclip } from 'lucide-react';
import type { KeyboardEvent, Ref } from 'react';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { focusRing } from '../../../ui/focusRing';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { chatMessages } from '../chat.messages';
import { roomNameShown, threadTitleShown } from '../../../platform/i18n/builtinNames';

const messages = chatMessages.search;

function NeighbourLine({ neighbour }: { neighbour: ChatSearchNeighbour | null }) {
  if (!neighbour) return null;
  return (
    <span className="block truncate text-xs text-zinc-400">
      <span className="font-medium">{displayNameOf(neighbour.sender)}:</span> {neighbour.content}
    </span>
  );
}

/** One found message: where it is, who wrote it when, its words marked, the lines around it. */
export function ChatSearchResultItem({
  result,
  onOpen,
  onKeyDown,
  ref,
}: {
  result: ChatSearchResult;
  onOpen: (result: ChatSearchResult) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const dates = useDateFormatter();
  return (
    <button
      ref={ref}
      type="button"
      onClick={() => onOpen(result)}
      onKeyDown={onKeyDown}
      className={clsx(
        'block w-full space-y-1 rounded-xl border border-zinc-200 bg-white px-3 py-2.5 text-left hover:border-brand-300 hover:bg-brand-50/40',
        focusRing,
      )}
    >
      <span className="flex items-center justify-between gap-3 text-xs text-zinc-500">
        <span className="min-w-0 truncate font-medium">
          {messages.place(
            roomNameShown(result.chatRoom.name),
            threadTitleShown(result.thread.title),
          )}
        </span>
        <time dateTime={result.createdAt} className="shrink-0">
          {dates.formatListDate(result.createdAt)}
        </time>
      </span>
      <NeighbourLine neighbour={result.previous} />
      <span className="block text-sm text-zinc-900">
        <span className="font-semibold">{displayNameOf(result.sender)}</span>{' '}
        <span className="break-words whitespace-pre-line">
          {result.snippet.map((part, index) =>
            part.isMatch ? (
              <mark key={index} className="rounded bg-amber-100 px-0.5 text-inherit">
                {part.text}
              </mark>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </span>
      </span>
      {result.attachmentCount ? (
        <span className="flex items-center gap-1 text-xs text-zinc-500">
          <Paperclip aria-hidden className="size-3.5" />
          {messages.attachments(result.attachmentCount)}
        </span>
      ) : null}
      <NeighbourLine neighbour={result.next} />
    </button>
  );
}
