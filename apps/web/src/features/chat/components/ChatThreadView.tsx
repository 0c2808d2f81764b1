import type { ChatMessage } from '@worksphere/contracts';
import { MessagesSquare } from 'lucide-react';
import {
  Fragment,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { useChatsQuery, useDeleteChatMutation } from '../api/chatApi';
import { flattenChatPages } from '../api/chatCache';
import { useChatUnreadQuery, useMarkThreadReadMutation } from '../api/chatUnreadApi';
import { useMemberNames } from '../api/useMemberNames';
import { chatMessages } from '../chat.messages';
import { useViewThread } from '../realtime/useViewThread';
import { textToHtml } from '../utils/formatChatTime';
import { buildMessageRows } from '../utils/messageRows';
import { useFocusMessage } from '../utils/useFocusMessage';
import { usePageVisible } from '../utils/usePageVisible';
import { useCurrentUser } from '../../auth/components/useAuth';
import { ChatComposer } from './ChatComposer';
import { ChatMessageItem } from './ChatMessageItem';
import { TypingIndicator } from './TypingIndicator';
import { AiAssistBar } from '../../ai/components/AiAssistBar';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';

// Loaded on first use, as the top bar loads them.
const NoteDialog = lazy(() =>
  import('../../notes/components/NoteDialog').then((module) => ({ default: module.NoteDialog })),
);
const TaskDialog = lazy(() =>
  import('../../tasks/components/TaskDialog').then((module) => ({ default: module.TaskDialog })),
);

const messages = chatMessages.messages;
/** Scrolling this close to the top loads older messages. */
const LOAD_OLDER_THRESHOLD_PX = 48;
const NOTE_TITLE_LENGTH = 80;

type DialogRequest = { kind: 'delete' | 'addToNote' | 'addToTask'; chat: ChatMessage } | null;

/** The first line of a message, short enough for a title. */
function titleOf(content: string): string {
  const firstLine = content.trim().split('\n')[0] ?? '';
  return firstLine.length > NOTE_TITLE_LENGTH
    ? `${firstLine.slice(0, NOTE_TITLE_LENGTH - 1)}…`
    : firstLine;
}

/**
 * A thread: its messages (live), older pages on scroll, the composer and message dialogs;
 * opened at focusMessageId (a message's link), it shows that message highlighted.
 */
export function ChatThreadView({
  roomId,
  threadId,
  focusMessageId = null,
}: {
  roomId: string;
  threadId: string;
  focusMessageId?: string | null;
}) {
  useViewThread(threadId);
  const user = useCurrentUser();
  const { members } = useMemberNames();
  const chats = useChatsQuery(roomId, threadId);
  const unread = useChatUnreadQuery();
  const { mutate: markThreadRead, isPending: isMarkingRead } = useMarkThreadReadMutation();
  const isPageVisible = usePageVisible();
  // Where the reader was when the thread opened: the "New messages" divider stays there.
  const [readMark, setReadMark] = useState<string | null | undefined>(undefined);
  // Only what was unread at opening gets it: replies arriving while one reads get no divider.
  if (readMark === undefined && chats.data) {
    const readAt = chats.data.pages[0]?.lastReadAt ?? null;
    const hasUnreadAtOpen =
      readAt !== null &&
      flattenChatPages(chats.data).some(
        (chat) => chat.sender.id !== user.id && Date.parse(chat.createdAt) > Date.parse(readAt),
      );
    setReadMark(hasUnreadAtOpen ? readAt : null);
  }
  const dividerRef = useRef<HTMLLIElement>(null);
  const hasScrolledToDivider = useRef(false);
  const threadUnread = unread.data?.find((entry) => entry.threadId === threadId);
  const hasUnread = Boolean(
    threadUnread && threadUnread.unreadCount + threadUnread.mentionCount > 0,
  );
  const deleteChat = useDeleteChatMutation();
  const [dialog, setDialog] = useState<DialogRequest>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const isNearBottomRef = useRef(true);
  const previousHeightRef = useRef<number | null>(null);
  const list = flattenChatPages(chats.data);
  const dates = useDateFormatter();
  const lastId = list.at(-1)?.id;
  const rows = buildMessageRows(list, { userId: user.id, lastReadAt: readMark ?? null, dates });
  const keepFocusedPlace = useCallback(() => {
    isNearBottomRef.current = false;
    hasScrolledToDivider.current = true;
  }, []);
  const highlightedId = useFocusMessage({
    messageId: focusMessageId,
    list,
    pages: chats,
    scrollRef,
    onFocused: keepFocusedPlace,
  });

  // On screen and loaded: what is unread here becomes read (the badge drops everywhere).
  useEffect(() => {
    if (chats.isSuccess && isPageVisible && hasUnread && !isMarkingRead) markThreadRead(threadId);
  }, [chats.isSuccess, isPageVisible, hasUnread, isMarkingRead, markThreadRead, threadId]);

  // Opening a thread with unread messages shows the first of them, not the bottom.
  useLayoutEffect(() => {
    if (hasScrolledToDivider.current || !dividerRef.current) return;
    hasScrolledToDivider.current = true;
    dividerRef.current.scrollIntoView?.({ block: 'start' });
    isNearBottomRef.current = false;
  }, [rows.length]);

  useEffect(() => {
    if (chats.isError) toast.error(chatMessages.toasts.fetchChatsFailed, { toastId: 'chat-fetch' });
  }, [chats.isError]);

  // New messages at the bottom keep the view there; older ones loaded above keep the position.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    if (previousHeightRef.current !== null) {
      element.scrollTop += element.scrollHeight - previousHeightRef.current;
      previousHeightRef.current = null;
    } else if (isNearBottomRef.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [lastId, list.length]);

  function loadOlder() {
    if (!chats.hasNextPage || chats.isFetchingNextPage) return;
    previousHeightRef.current = scrollRef.current?.scrollHeight ?? null;
    void chats.fetchNextPage();
  }

  function handleScroll() {
    const element = scrollRef.current;
    if (!element) return;
    isNearBottomRef.current =
      element.scrollHeight - element.scrollTop - element.clientHeight < LOAD_OLDER_THRESHOLD_PX;
    if (element.scrollTop < LOAD_OLDER_THRESHOLD_PX) loadOlder();
  }

  function confirmDelete() {
    if (dialog?.kind !== 'delete') return;
    deleteChat.mutate(dialog.chat, {
      onSuccess: () => setDialog(null),
      onError: () => toast.error(chatMessages.toasts.deleteFailed),
    });
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        ref={scrollRef}
        onScroll={handleScroll}
        className="min-h-0 flex-1 overflow-y-auto px-2 py-3"
        data-testid="chat-message-scroller"
      >
        {chats.isPending ? (
          <div className="px-3">
            <QueryLoading label={messages.loading} />
          </div>
        ) : chats.isError ? (
          <div className="px-3">
            <QueryFailed
              message={chatMessages.toasts.fetchChatsFailed}
              retryLabel={messages.retry}
              onRetry={() => void chats.refetch()}
            />
          </div>
        ) : list.length === 0 ? (
          <EmptyState
            icon={<MessagesSquare aria-hidden className="size-6" />}
            title={messages.empty}
            description={messages.emptyHint}
          />
        ) : (
          <>
            {chats.hasNextPage ? (
              <div className="flex justify-center pb-2">
                <Button
                  variant="ghost"
                  size="sm"
                  isLoading={chats.isFetchingNextPage}
                  onClick={loadOlder}
                >
                  {chats.isFetchingNextPage ? messages.loadingOlder : messages.loadOlder}
                </Button>
              </div>
            ) : null}
            <ul aria-label={messages.listLabel}>
              {rows.map((row) => (
                <Fragment key={row.key}>
                  {row.kind === 'day' ? (
                    <li
                      role="separator"
                      aria-label={row.label}
                      className="flex items-center gap-3 px-3 py-2 text-xs font-medium text-zinc-500"
                    >
                      <span aria-hidden className="h-px flex-1 bg-zinc-200" />
                      <span aria-hidden>{row.label}</span>
                      <span aria-hidden className="h-px flex-1 bg-zinc-200" />
                    </li>
                  ) : row.kind === 'unread' ? (
                    <li
                      ref={dividerRef}
                      role="separator"
                      aria-label={messages.newMessages}
                      data-testid="chat-new-messages-divider"
                      className="flex items-center gap-3 px-3 py-1 text-xs font-semibold text-red-600"
                    >
                      <span aria-hidden className="h-px flex-1 bg-red-300" />
                      <span aria-hidden>{messages.newMessages}</span>
                    </li>
                  ) : (
                    <ChatMessageItem
                      chat={row.chat}
                      isGroupStart={row.isGroupStart}
                      isHighlighted={row.chat.id === highlightedId}
                      onRequest={(kind, target) => setDialog({ kind, chat: target })}
                    />
                  )}
                </Fragment>
              ))}
            </ul>
          </>
        )}
      </div>
      <AiAssistBar source="chat_thread" id={threadId} />
      <TypingIndicator threadId={threadId} />
      <ChatComposer roomId={roomId} threadId={threadId} members={members} currentUserId={user.id} />
      <ConfirmDialog
        isOpen={dialog?.kind === 'delete'}
        title={chatMessages.options.deleteTitle}
        description={chatMessages.options.deleteBody}
        confirmLabel={chatMessages.options.deleteConfirm}
        isBusy={deleteChat.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDialog(null)}
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'addToNote' ? (
          <NoteDialog
            isOpen
            onClose={() => setDialog(null)}
            initialData={{
              title: titleOf(dialog.chat.content),
              content: textToHtml(dialog.chat.content),
            }}
          />
        ) : null}
        {dialog?.kind === 'addToTask' ? (
          <TaskDialog
            isOpen
            onClose={() => setDialog(null)}
            initialData={{
              title: titleOf(dialog.chat.content),
              description: textToHtml(dialog.chat.content),
            }}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
