import type { ChatSearchResult } from '@worksphere/contracts';
import clsx from 'clsx';
import { ArrowLeft, Bell, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useChatRoomQuery, useThreadsQuery } from '../api/chatApi';
import { chatMessages } from '../chat.messages';
import { ChatSearch } from '../components/ChatSearch';
import { ChatThreadView } from '../components/ChatThreadView';
import { DirectMembers } from '../components/DirectMembers';
import { DirectMessageList } from '../components/DirectMessageList';
import { useDirectMessagesQuery } from '../api/directApi';
import { directMessageName } from '../utils/directName';
import { useCurrentUser } from '../../auth/components/useAuth';
import { CallColleagueButtons } from '../../colleague-calls/components/CallColleagueButtons';
import { NotificationLevelButton } from '../components/NotificationLevelButton';
import { RoomComposer } from '../components/RoomComposer';
import { RoomList } from '../components/RoomList';
import { ThreadList } from '../components/ThreadList';
import { enableDesktopNotifications } from '../push/registerPush';
import { readNotificationPermission } from '../utils/incomingChat';
import { PageFrame } from '../../../ui/PageFrame';
import { pageTitleClasses } from '../../../ui/PageHeader';
import { roomNameShown, threadTitleShown } from '../../../platform/i18n/builtinNames';

const messages = chatMessages;

const columnClasses = 'flex min-h-0 flex-col rounded-2xl border border-zinc-200 bg-white';

/** /chat?chatRoomId&threadId: rooms, the room's threads, and the open thread. */
export function ChatPage() {
  useDocumentTitle(messages.page.documentTitle);
  const [searchParams, setSearchParams] = useSearchParams();
  const roomId = searchParams.get('chatRoomId');
  const threadId = roomId ? searchParams.get('threadId') : null;
  // A message's link (Copy link, a search result): the thread opens at that message.
  const messageId = threadId ? searchParams.get('messageId') : null;
  const room = useChatRoomQuery(roomId);
  const self = useCurrentUser();
  // A direct message shows its members where a room lists its threads (it has one).
  const direct = useDirectMessagesQuery().data?.find((item) => item.id === roomId);
  // A one-to-one direct message's header calls the colleague.
  const others = direct?.members.filter((member) => member.id !== self.id) ?? [];
  const colleague = others.length === 1 ? others[0] : undefined;
  const threads = useThreadsQuery(roomId);
  const thread = threads.data?.find((item) => item.id === threadId);
  const [permission, setPermission] = useState(readNotificationPermission);
  const [isSearchOpen, setIsSearchOpen] = useState(false);

  function select(next: { chatRoomId?: string | null; threadId?: string | null }) {
    const params = new URLSearchParams();
    if (next.chatRoomId) params.set('chatRoomId', next.chatRoomId);
    if (next.chatRoomId && next.threadId) params.set('threadId', next.threadId);
    setSearchParams(params);
  }

  /** A search result: its thread, scrolled to the message and highlighted (messageId). */
  function openSearchResult(result: ChatSearchResult) {
    setSearchParams(
      new URLSearchParams({
        chatRoomId: result.chatRoom.id,
        threadId: result.thread.id,
        messageId: result.id,
      }),
    );
  }

  // Phones show one column at a time: rooms, then threads, then the thread.
  const step = threadId ? 'thread' : roomId ? 'threads' : 'rooms';

  return (
    <PageFrame className="flex h-[calc(100dvh-8rem)] min-h-[32rem] flex-col">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className={pageTitleClasses}>{messages.page.title}</h1>
          <p className="mt-1.5 text-sm text-zinc-500 sm:text-base">{messages.page.description}</p>
        </div>
        {permission === 'default' ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<Bell aria-hidden className="size-4" />}
            onClick={() => void enableDesktopNotifications().then(setPermission)}
          >
            {messages.page.enableNotifications}
          </Button>
        ) : null}
      </div>
      <ChatSearch onOpen={openSearchResult} onOpenChange={setIsSearchOpen} />
      {/* Hidden, not unmounted, while search results show: the open thread keeps its place. */}
      <div
        className={clsx(
          'grid min-h-0 flex-1 gap-4 md:grid-cols-[14rem_16rem_1fr]',
          isSearchOpen && 'hidden',
        )}
      >
        <section
          aria-label={messages.rooms.title}
          className={clsx(columnClasses, 'p-3', step !== 'rooms' && 'hidden md:flex')}
        >
          <h2 className="mb-3 px-1 text-sm font-semibold text-zinc-900">{messages.rooms.title}</h2>
          <RoomList selectedId={roomId} onSelect={(id) => select({ chatRoomId: id })} />
          <div className="mt-3 border-t border-zinc-100 pt-3">
            <DirectMessageList
              selectedId={roomId}
              onSelect={(direct) => select({ chatRoomId: direct.id, threadId: direct.threadId })}
            />
          </div>
        </section>
        <section
          aria-label={messages.threads.title}
          className={clsx(columnClasses, 'p-3', step !== 'threads' && 'hidden md:flex')}
        >
          <div className="mb-3 flex items-center gap-1">
            <button
              type="button"
              onClick={() => select({})}
              aria-label={messages.window.back}
              className="rounded-md p-1 text-zinc-600 hover:bg-zinc-100 md:hidden"
            >
              <ArrowLeft aria-hidden className="size-4" />
            </button>
            <h2 className="min-w-0 flex-1 truncate px-1 text-sm font-semibold text-zinc-900">
              {direct
                ? directMessageName(direct.members, self.id)
                : room.data
                  ? roomNameShown(room.data.name)
                  : messages.threads.title}
            </h2>
            {colleague ? <CallColleagueButtons colleague={colleague} /> : null}
            {roomId ? <NotificationLevelButton roomId={roomId} /> : null}
          </div>
          {direct ? (
            <DirectMembers members={direct.members} />
          ) : roomId ? (
            <ThreadList
              key={roomId}
              roomId={roomId}
              selectedId={threadId}
              onSelect={(id) => select({ chatRoomId: roomId, threadId: id })}
            />
          ) : (
            <p className="px-1 text-sm text-zinc-500">{messages.threads.chooseRoom}</p>
          )}
          {roomId && !threadId && !direct ? (
            <div className="-mx-3 mt-3 -mb-3">
              <RoomComposer
                roomId={roomId}
                onSent={(chat) => select({ chatRoomId: chat.chatRoomId, threadId: chat.threadId })}
              />
            </div>
          ) : null}
        </section>
        <section
          aria-label={thread ? threadTitleShown(thread.title) : messages.messages.listLabel}
          className={clsx(columnClasses, 'overflow-hidden', step !== 'thread' && 'hidden md:flex')}
        >
          {roomId && threadId ? (
            <>
              <div className="flex items-center gap-1 border-b border-zinc-100 px-3 py-2.5">
                <button
                  type="button"
                  onClick={() => select({ chatRoomId: roomId })}
                  aria-label={messages.window.back}
                  className="rounded-md p-1 text-zinc-600 hover:bg-zinc-100 md:hidden"
                >
                  <ArrowLeft aria-hidden className="size-4" />
                </button>
                <h2 className="min-w-0 flex-1 truncate px-1 text-sm font-semibold text-zinc-900">
                  {thread ? threadTitleShown(thread.title) : ''}
                </h2>
                <NotificationLevelButton roomId={roomId} threadId={threadId} />
              </div>
              <ChatThreadView
                key={threadId}
                roomId={roomId}
                threadId={threadId}
                focusMessageId={messageId}
              />
            </>
          ) : (
            <EmptyState
              className="flex-1"
              icon={<MessagesSquare aria-hidden className="size-6" />}
              title={messages.messages.chooseThread}
              description={messages.page.description}
            />
          )}
        </section>
      </div>
    </PageFrame>
  );
}
