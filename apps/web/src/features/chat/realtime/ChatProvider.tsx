import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@worksphere/contracts';
import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { readSessionToken } from '../../../platform/api/sessionToken';
import { useCurrentUser } from '../../auth/components/useAuth';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { OPEN_AI_ASSISTANT_EVENT, readOpenAiDetail } from '../../ai/utils/openAiAssistant';
import { TOGGLE_CHAT_WINDOW_EVENT } from '../../shell/utils/toggleChatWindow';
import { fetchActiveImportantChats } from '../api/chatApi';
import { applyChatDeleted, applyChatUpdated, applyNewChat, applyNewThread } from '../api/chatCache';
import { chatKeys } from '../api/chatKeys';
import { applyUnreadChanged } from '../api/chatUnreadApi';
import { chatMessages } from '../chat.messages';
import { registerServiceWorkerAndPush } from '../push/registerPush';
import {
  dequeueAnnouncement,
  enqueueAnnouncements,
  type AnnouncementQueue,
} from '../utils/announcementQueue';
import {
  chatWindowReducer,
  initialChatWindowState,
  isKeptMinimized,
} from '../utils/chatWindowState';
import { decideIncomingChat, readNotificationPermission } from '../utils/incomingChat';
import { readOpenChatParams } from '../utils/openChatParams';
import { ChatContext, type ChatContextValue } from './ChatContext';
import { listenForDirectMessages } from './directEvents';
import { usePresenceSync } from './usePresenceSync';
import { createChatSocket, type ChatSocket } from '../../../platform/realtime/chatSocket';
import { roomNameShown } from '../../../platform/i18n/builtinNames';

type ChatProviderProps = {
  children: ReactNode;
  /** Tests hand in a fake socket. */
  socketFactory?: (token: string | null) => ChatSocket;
  /** Off in tests that do not exercise the service worker. */
  registerPush?: boolean;
};

/**
 * Team chat for the signed-in app: one socket per session, live cache updates, the floating
 * window's state, the announcement queue and desktop notifications (spec 3 §2, §4, §7).
 */
export function ChatProvider({
  children,
  socketFactory = createChatSocket,
  registerPush = true,
}: ChatProviderProps) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const [chatWindow, dispatchChatWindow] = useReducer(chatWindowReducer, initialChatWindowState);
  const [announcements, setAnnouncements] = useState<AnnouncementQueue>([]);
  const socketRef = useRef<ChatSocket | null>(null);
  /** The same socket as state, for other features that listen on it (calls). */
  const [socket, setSocket] = useState<ChatSocket | null>(null);
  // Members' presence, and this tab's own (online, or away when idle or hidden).
  usePresenceSync(socket);
  /** Threads on screen, with how many views show each. */
  const viewedThreadsRef = useRef(new Map<string, number>());
  const pathnameRef = useRef(location.pathname);
  useEffect(() => {
    pathnameRef.current = location.pathname;
  }, [location.pathname]);
  // Read when a message arrives: a new preference or window state must not rebuild the socket.
  const arrivalRef = useRef(user.chatArrival);
  const chatWindowRef = useRef(chatWindow);
  useEffect(() => {
    arrivalRef.current = user.chatArrival;
    chatWindowRef.current = chatWindow;
  }, [user.chatArrival, chatWindow]);

  const addAnnouncements = useCallback(
    (chats: ChatMessage[]) => {
      // The sender wrote the announcement; only the others are asked to confirm it.
      const forMe = chats.filter((chat) => chat.sender.id !== user.id);
      if (forMe.length > 0) setAnnouncements((queue) => enqueueAnnouncements(queue, forMe));
    },
    [user.id],
  );

  // The socket: one per signed-in session, rebuilt when the account changes.
  useEffect(() => {
    const socket = socketFactory(readSessionToken());
    socketRef.current = socket;
    setSocket(socket);
    let hasConnected = false;

    const handleConnect = () => {
      if (!hasConnected) {
        hasConnected = true;
        for (const threadId of viewedThreadsRef.current.keys()) socket.emit('joinThread', threadId);
        return;
      }
      // Messages sent while the connection was down: counts and open threads again. A thread
      // is fetched once joined: a message sent before the join is in the page, one sent after
      // comes live (fetched alongside, one sent just as the page is read could be in neither).
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
      for (const threadId of viewedThreadsRef.current.keys()) {
        socket.emit('joinThread', threadId, () => {
          void queryClient.invalidateQueries({ queryKey: chatKeys.messages(threadId) });
        });
      }
    };

    const handleNewChat = (chat: ChatMessage) => {
      const decision = decideIncomingChat(chat, {
        userId: user.id,
        pathname: pathnameRef.current,
        viewedThreadIds: new Set(viewedThreadsRef.current.keys()),
        isHidden: document.hidden,
        hasFocus: document.hasFocus(),
        permission: readNotificationPermission(),
        arrival: arrivalRef.current,
        isKeptMinimized: isKeptMinimized(chatWindowRef.current, chat.threadId),
      });
      if (decision.append) applyNewChat(queryClient, chat);
      else {
        void queryClient.invalidateQueries({
          queryKey: chatKeys.messages(chat.threadId),
          refetchType: 'none',
        });
      }
      if (decision.openWindow) {
        dispatchChatWindow({
          type: 'openThread',
          roomId: chat.chatRoomId,
          threadId: chat.threadId,
          focus: false,
        });
      }
      if (decision.toast) {
        const senderName = displayNameOf(chat.sender);
        const isMention = chat.mentions.some((person) => person.id === user.id);
        const text = isMention
          ? chatMessages.toasts.mentioned(senderName, roomNameShown(chat.chatRoom.name))
          : chatMessages.toasts.newMessage(senderName, roomNameShown(chat.chatRoom.name));
        toast.info(text, {
          onClick: () =>
            dispatchChatWindow({
              type: 'openThread',
              roomId: chat.chatRoomId,
              threadId: chat.threadId,
            }),
        });
      }
      if (decision.desktopNotification) {
        showDesktopNotification(chat, () => {
          window.focus();
          dispatchChatWindow({
            type: 'openThread',
            roomId: chat.chatRoomId,
            threadId: chat.threadId,
          });
        });
      }
    };

    socket.on('connect', handleConnect);
    socket.on('newChat', handleNewChat);
    socket.on('chatUpdated', (chat) => applyChatUpdated(queryClient, chat));
    socket.on('chatDeleted', (event) => applyChatDeleted(queryClient, event));
    socket.on('newThread', (thread) => {
      applyNewThread(queryClient, thread);
      toast.info(chatMessages.toasts.newThread(thread.title));
    });
    // A colleague's new, renamed or archived room: the lists (with or without archived) refetch.
    socket.on(
      'roomChanged',
      () => void queryClient.invalidateQueries({ queryKey: chatKeys.rooms() }),
    );
    socket.on('importantChatSet', (chat) => {
      addAnnouncements([chat]);
      void queryClient.invalidateQueries({ queryKey: chatKeys.importantActive() });
    });
    socket.on('unreadChanged', (thread) => applyUnreadChanged(queryClient, thread));
    listenForDirectMessages(socket, queryClient);

    return () => {
      socket.removeAllListeners();
      socket.disconnect();
      socketRef.current = null;
      setSocket(null);
    };
  }, [socketFactory, queryClient, user.id, addAnnouncements]);

  // Announcements not confirmed yet, once per sign-in.
  useEffect(() => {
    let isCurrent = true;
    fetchActiveImportantChats()
      .then((chats) => {
        if (isCurrent) addAnnouncements(chats);
      })
      .catch((error: unknown) => {
        console.error('Loading active announcements failed', error);
      });
    return () => {
      isCurrent = false;
    };
  }, [addAnnouncements]);

  // The service worker and push subscription (spec 3 §2, §7), once a user is signed in.
  useEffect(() => {
    if (registerPush) void registerServiceWorkerAndPush();
  }, [registerPush, user.id]);

  // The global toggle event of the top bar and elsewhere.
  useEffect(() => {
    const handleToggle = () => dispatchChatWindow({ type: 'toggle' });
    window.addEventListener(TOGGLE_CHAT_WINDOW_EVENT, handleToggle);
    return () => window.removeEventListener(TOGGLE_CHAT_WINDOW_EVENT, handleToggle);
  }, []);

  // The AI action event opens the window on the AI tab (spec 3 §2), on a conversation if named.
  useEffect(() => {
    const handleOpenAi = (event: Event) =>
      dispatchChatWindow({ type: 'openAi', sessionId: readOpenAiDetail(event).sessionId });
    window.addEventListener(OPEN_AI_ASSISTANT_EVENT, handleOpenAi);
    return () => window.removeEventListener(OPEN_AI_ASSISTANT_EVENT, handleOpenAi);
  }, []);

  // openChat=true (with chatRoomId and threadId, or aiSessionId) opens the window; the parameters then go.
  useEffect(() => {
    const found = readOpenChatParams(location.search);
    if (!found) return;
    const { request } = found;
    dispatchChatWindow(
      request.kind === 'thread'
        ? { type: 'openThread', roomId: request.chatRoomId, threadId: request.threadId }
        : request.kind === 'ai'
          ? { type: 'openAi', sessionId: request.sessionId }
          : { type: 'open' },
    );
    void navigate(
      { pathname: location.pathname, search: found.remainingSearch, hash: location.hash },
      { replace: true },
    );
  }, [location.search, location.pathname, location.hash, navigate]);

  const viewThread = useCallback((threadId: string) => {
    const viewed = viewedThreadsRef.current;
    const count = viewed.get(threadId) ?? 0;
    viewed.set(threadId, count + 1);
    if (count === 0 && socketRef.current?.connected) socketRef.current.emit('joinThread', threadId);
    return () => {
      const remaining = (viewed.get(threadId) ?? 1) - 1;
      if (remaining > 0) {
        viewed.set(threadId, remaining);
        return;
      }
      viewed.delete(threadId);
      if (socketRef.current?.connected) socketRef.current.emit('leaveThread', threadId);
    };
  }, []);

  const closeAnnouncement = useCallback(
    () => setAnnouncements((queue) => dequeueAnnouncement(queue)),
    [],
  );

  const value = useMemo<ChatContextValue>(
    () => ({
      viewThread,
      chatWindow,
      dispatchChatWindow,
      currentAnnouncement: announcements[0] ?? null,
      announcementCount: announcements.length,
      closeAnnouncement,
      socket,
    }),
    [viewThread, chatWindow, announcements, closeAnnouncement, socket],
  );

  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}

function showDesktopNotification(chat: ChatMessage, onClick: () => void) {
  try {
    const notification = new Notification(chatMessages.desktopNotification.title, {
      body: chatMessages.desktopNotification.body(displayNameOf(chat.sender), chat.content),
      tag: `chat-${chat.id}`,
    });
    notification.onclick = () => {
      onClick();
      notification.close();
    };
  } catch (error) {
    // Some browsers allow notifications only through the service worker.
    console.error('Showing the desktop notification failed', error);
  }
}
