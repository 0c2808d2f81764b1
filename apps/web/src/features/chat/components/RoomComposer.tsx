import type { ChatMessage, ChatThread } from '@worksphere/contracts';
import { THREAD_TITLE_MAX_LENGTH } from '@worksphere/contracts';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { focusRing } from '../../../ui/focusRing';
import { useThreadsQuery } from '../api/chatApi';
import { useMemberNames } from '../api/useMemberNames';
import { chatMessages } from '../chat.messages';
import { useCurrentUser } from '../../auth/components/useAuth';
import { ChatComposer } from './ChatComposer';

const messages = chatMessages.roomComposer;

/** The thread a room view posts into unless asked for a new one: the newest. */
export function latestThreadOf(threads: ReadonlyArray<ChatThread> | undefined) {
  let latest: ChatThread | undefined;
  for (const thread of threads ?? []) {
    if (!latest || Date.parse(thread.createdAt) > Date.parse(latest.createdAt)) latest = thread;
  }
  return latest;
}

/**
 * The composer of a room's view (its thread list): a message goes at once into the room's
 * latest thread, or into a new thread titled as typed or after the message's first line.
 * After the send, the thread it went to opens.
 */
export function RoomComposer({
  roomId,
  onSent,
}: {
  roomId: string;
  onSent: (chat: ChatMessage) => void;
}) {
  const user = useCurrentUser();
  const { members } = useMemberNames();
  const threads = useThreadsQuery(roomId);
  const latest = latestThreadOf(threads.data);
  const [choice, setChoice] = useState<'latest' | 'new'>('latest');
  const [title, setTitle] = useState('');
  const name = useId();
  const titleId = useId();
  const opensThread = choice === 'new' || !latest;

  function handleSent(chat: ChatMessage) {
    setTitle('');
    setChoice('latest');
    onSent(chat);
  }

  return (
    <ChatComposer
      roomId={roomId}
      threadId={opensThread ? null : latest.id}
      newThreadTitle={opensThread ? title : undefined}
      members={members}
      currentUserId={user.id}
      onSent={handleSent}
    >
      <fieldset className="mb-2 min-w-0 space-y-1.5 text-xs text-zinc-700">
        <legend className="mb-1 font-medium text-zinc-500">{messages.legend}</legend>
        <div className="flex flex-wrap gap-x-3 gap-y-1">
          {latest ? (
            <label className="inline-flex min-w-0 cursor-pointer items-center gap-1.5">
              <input
                type="radio"
                name={name}
                checked={!opensThread}
                onChange={() => setChoice('latest')}
                className={clsx('size-3.5 accent-brand-600', focusRing)}
              />
              <span className="truncate">{messages.latest(latest.title)}</span>
            </label>
          ) : null}
          <label className="inline-flex cursor-pointer items-center gap-1.5">
            <input
              type="radio"
              name={name}
              checked={opensThread}
              onChange={() => setChoice('new')}
              className={clsx('size-3.5 accent-brand-600', focusRing)}
            />
            {messages.newThread}
          </label>
        </div>
        {opensThread ? (
          <div>
            <label htmlFor={titleId} className="sr-only">
              {messages.titleLabel}
            </label>
            <input
              id={titleId}
              value={title}
              maxLength={THREAD_TITLE_MAX_LENGTH}
              placeholder={messages.titlePlaceholder}
              onChange={(event) => setTitle(event.target.value)}
              className="block w-full rounded-md border border-zinc-300 px-2 py-1 text-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            />
          </div>
        ) : null}
      </fieldset>
    </ChatComposer>
  );
}
