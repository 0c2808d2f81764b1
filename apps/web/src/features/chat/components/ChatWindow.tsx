import clsx from 'clsx';
import { ArrowLeft, Bot, ExternalLink, MessageSquare, Minus, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { focusRing } from '../../../ui/focusRing';
import { IconButton } from '../../../ui/IconButton';
import { Spinner } from '../../../ui/Spinner';
import { useChatRoomQuery, useThreadsQuery } from '../api/chatApi';
import { useDirectMessagesQuery } from '../api/directApi';
import { useUnreadBadgeCount } from '../api/chatUnreadApi';
import { chatMessages } from '../chat.messages';
import { useChat } from '../realtime/ChatContext';
import { useCurrentUser } from '../../auth/components/useAuth';
import { CallColleagueButtons } from '../../colleague-calls/components/CallColleagueButtons';
import { chatPagePath } from '../utils/openChatParams';
import { ChatThreadView } from './ChatThreadView';
import { NotificationLevelButton } from './NotificationLevelButton';
import { RoomComposer } from './RoomComposer';
import { DirectMessageList } from './DirectMessageList';
import { RoomList } from './RoomList';
import { ThreadList } from './ThreadList';
import { UnreadBadge } from './UnreadBadge';
import { roomNameShown, threadTitleShown } from '../../../platform/i18n/builtinNames';

const messages = chatMessages.window;

// The assistant (and its socket) loads when the AI tab is first shown.
const AiAssistantPanel = lazy(() =>
  import('../../ai/components/AiAssistantPanel').then((module) => ({
    default: module.AiAssistantPanel,
  })),
);

/**
 * The floating chat window (spec 3 §2): rooms, threads, messages, a back button; minimised to a
 * round button at the bottom right; 600 px high, 24 rem wide, the full width on phones.
 */
export function ChatWindow() {
  const { chatWindow, dispatchChatWindow } = useChat();
  const panelRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const { status, tab, view, roomId, threadId, isAiStarted } = chatWindow;
  const isMinimized = status === 'minimized';
  const room = useChatRoomQuery(status === 'open' && tab === 'chat' ? roomId : null);
  const threads = useThreadsQuery(status === 'open' && view === 'chat' ? roomId : null);
  const directs = useDirectMessagesQuery(status === 'open' && tab === 'chat');
  const direct = roomId ? directs.data?.find((item) => item.id === roomId) : undefined;
  const isDirect = Boolean(direct);
  // A one-to-one direct message's header calls the colleague.
  const self = useCurrentUser();
  const others = direct?.members.filter((member) => member.id !== self.id) ?? [];
  const colleague = tab === 'chat' && others.length === 1 ? others[0] : undefined;
  const thread = threads.data?.find((item) => item.id === threadId);
  // Minimised, the round button counts what arrives meanwhile (a minimised thread stays so).
  const unreadCount = useUnreadBadgeCount();

  const { focusRequest } = chatWindow;
  useEffect(() => {
    if (focusRequest > 0) panelRef.current?.focus();
  }, [focusRequest]);

  useEffect(() => {
    if (room.isError) toast.error(chatMessages.toasts.fetchRoomFailed, { toastId: 'chat-room' });
  }, [room.isError]);

  useEffect(() => {
    if (status === 'open' && view === 'chat' && threadId && !roomId) {
      toast.error(chatMessages.toasts.roomIdMissing);
    }
  }, [status, view, threadId, roomId]);

  if (status === 'closed') return null;
  const minimizedButton = isMinimized ? (
    <button
      type="button"
      aria-label={messages.reopen}
      title={messages.reopen}
      data-toast-keep-clear=""
      onClick={() => dispatchChatWindow({ type: 'restore' })}
      className={clsx(
        'fixed right-4 bottom-20 z-40 flex size-14 sm:bottom-4 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition-colors hover:bg-brand-700',
        focusRing,
      )}
    >
      <MessageSquare aria-hidden className="size-6" />
      <UnreadBadge count={unreadCount} className="absolute -top-1 -right-1 ring-2 ring-white" />
    </button>
  ) : null;

  const roomName = room.data ? roomNameShown(room.data.name) : undefined;
  const heading =
    tab === 'ai'
      ? messages.aiTab
      : view === 'chat'
        ? ((thread && threadTitleShown(thread.title)) ?? roomName ?? messages.title)
        : view === 'threads'
          ? (roomName ?? messages.title)
          : messages.title;

  // Minimized, the window is hidden but the assistant stays mounted: a pending answer still lands.
  if (isMinimized && !isAiStarted) return minimizedButton;
  return (
    <>
      {minimizedButton}
      <aside
        ref={panelRef}
        hidden={isMinimized}
        tabIndex={-1}
        aria-labelledby={titleId}
        data-testid="floating-chat-window"
        data-toast-keep-clear=""
        className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-40 flex h-[600px] max-h-[calc(100dvh-8rem)] w-auto min-w-0 flex-col sm:max-h-[calc(100dvh-4rem)] overflow-hidden rounded-t-2xl border border-zinc-200 bg-white shadow-2xl focus:outline-none sm:right-4 sm:bottom-4 sm:left-auto sm:w-96 sm:max-w-[calc(100vw-2rem)] sm:rounded-2xl"
      >
        <header className="flex items-center gap-1 border-b border-zinc-100 bg-zinc-50 px-2 py-2">
          {tab === 'chat' && view !== 'rooms' ? (
            <IconButton
              label={messages.back}
              icon={<ArrowLeft className="size-4" />}
              onClick={() => dispatchChatWindow({ type: 'back', toRooms: isDirect })}
            />
          ) : (
            <span className="flex size-9 items-center justify-center">
              {tab === 'ai' ? (
                <Bot aria-hidden className="size-5 text-brand-600" />
              ) : (
                <MessageSquare aria-hidden className="size-5 text-brand-600" />
              )}
            </span>
          )}
          <h2 id={titleId} className="min-w-0 flex-1 truncate text-sm font-semibold text-zinc-900">
            {heading}
          </h2>
          {colleague && view !== 'rooms' ? <CallColleagueButtons colleague={colleague} /> : null}
          {tab === 'chat' && view !== 'rooms' && roomId ? (
            <NotificationLevelButton
              roomId={roomId}
              threadId={view === 'chat' && threadId ? threadId : undefined}
            />
          ) : null}
          {tab === 'chat' && view === 'chat' && roomId && threadId ? (
            <Link
              to={chatPagePath(roomId, threadId)}
              aria-label={messages.openPage}
              title={messages.openPage}
              onClick={() => dispatchChatWindow({ type: 'close' })}
              className={clsx(
                'inline-flex size-9 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100',
                focusRing,
              )}
            >
              <ExternalLink aria-hidden className="size-4" />
            </Link>
          ) : null}
          <IconButton
            label={messages.minimize}
            icon={<Minus className="size-4" />}
            onClick={() => dispatchChatWindow({ type: 'minimize' })}
          />
          <IconButton
            label={messages.close}
            icon={<X className="size-4" />}
            onClick={() => dispatchChatWindow({ type: 'close' })}
          />
        </header>
        <div
          role="tablist"
          aria-label={messages.tabsLabel}
          className="flex border-b border-zinc-100 px-2"
        >
          {(['chat', 'ai'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              onClick={() => dispatchChatWindow({ type: 'setTab', tab: name })}
              className={clsx(
                'flex items-center gap-1.5 border-b-2 px-3 py-2 text-sm font-medium',
                tab === name
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-zinc-500 hover:text-zinc-800',
                focusRing,
              )}
            >
              {name === 'chat' ? (
                <MessageSquare aria-hidden className="size-4" />
              ) : (
                <Bot aria-hidden className="size-4" />
              )}
              {name === 'chat' ? messages.chatTab : messages.aiTab}
            </button>
          ))}
        </div>
        <div role="tabpanel" className="flex min-h-0 flex-1 flex-col">
          {isAiStarted ? (
            <div hidden={tab !== 'ai'} className="flex min-h-0 flex-1 flex-col">
              <Suspense
                fallback={
                  <div className="flex flex-1 items-center justify-center">
                    <Spinner className="size-6 text-brand-600" />
                  </div>
                }
              >
                <AiAssistantPanel />
              </Suspense>
            </div>
          ) : null}
          {tab === 'ai' || isMinimized ? null : view === 'chat' && roomId && threadId ? (
            <ChatThreadView key={threadId} roomId={roomId} threadId={threadId} />
          ) : view !== 'rooms' && roomId ? (
            <>
              <div className="flex min-h-0 flex-1 flex-col p-3">
                <ThreadList
                  roomId={roomId}
                  selectedId={threadId}
                  onSelect={(id) => dispatchChatWindow({ type: 'selectThread', threadId: id })}
                />
              </div>
              <RoomComposer
                roomId={roomId}
                onSent={(chat) =>
                  dispatchChatWindow({ type: 'selectThread', threadId: chat.threadId })
                }
              />
            </>
          ) : (
            <div className="flex min-h-0 flex-1 flex-col p-3">
              <RoomList
                selectedId={roomId}
                onSelect={(id) => dispatchChatWindow({ type: 'selectRoom', roomId: id })}
              />
              <div className="mt-3 border-t border-zinc-100 pt-3">
                <DirectMessageList
                  selectedId={roomId}
                  onSelect={(direct) =>
                    dispatchChatWindow({
                      type: 'openThread',
                      roomId: direct.id,
                      threadId: direct.threadId,
                    })
                  }
                />
              </div>
            </div>
          )}
        </div>
      </aside>
    </>
  );
}
