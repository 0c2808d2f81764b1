import type { ChatArrival, ChatMessage } from '@worksphere/contracts';

export type NotificationPermissionState = 'default' | 'denied' | 'granted' | 'unsupported';

/**
 * Spec 3 §5: a desktop notification only when the page is hidden or unfocused and the user
 * granted permission.
 */
export function shouldShowDesktopNotification(page: {
  isHidden: boolean;
  hasFocus: boolean;
  permission: NotificationPermissionState;
}): boolean {
  return page.permission === 'granted' && (page.isHidden || !page.hasFocus);
}

/** /chat itself, where the page shows every message already. */
export function isOnChatPage(pathname: string): boolean {
  return pathname === '/chat' || pathname.startsWith('/chat/');
}

export type IncomingChatDecision = {
  /** The thread is open here: the message joins the list at once. */
  append: boolean;
  /** Open the floating window on the thread (preference "open the chat window"). */
  openWindow: boolean;
  /** The "New message from..." toast (with the window, or alone for "show a toast"). */
  toast: boolean;
  desktopNotification: boolean;
};

/**
 * What a newChat event does on this page (spec 3 §4, §5), by the user's choice in Settings →
 * Notifications: open the window (the spec's behaviour), a toast, or only the count (the badges
 * follow the unread counts on their own). The spec's rules come first: nothing pops up on /chat
 * or for one's own message. A thread the user minimised stays minimised until they open the
 * window again: its messages only count. The desktop notification keeps the spec's rule, except
 * for "only count it", which asks for quiet.
 */
export function decideIncomingChat(
  chat: ChatMessage,
  context: {
    userId: string | null;
    pathname: string;
    viewedThreadIds: ReadonlySet<string>;
    isHidden: boolean;
    hasFocus: boolean;
    permission: NotificationPermissionState;
    arrival: ChatArrival;
    /** The floating window is minimised on this thread (see isKeptMinimized). */
    isKeptMinimized: boolean;
  },
): IncomingChatDecision {
  const isOwn = chat.sender.id === context.userId;
  const isViewing = context.viewedThreadIds.has(chat.threadId);
  const skipsPopups = isOwn || isOnChatPage(context.pathname) || context.arrival === 'count';
  const showsInPage = !skipsPopups && !isViewing && !context.isKeptMinimized;
  return {
    append: isViewing,
    openWindow: showsInPage && context.arrival === 'open',
    toast: showsInPage,
    desktopNotification: !skipsPopups && shouldShowDesktopNotification(context),
  };
}

/** The browser's notification permission, or 'unsupported' where there is no Notification. */
export function readNotificationPermission(): NotificationPermissionState {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  return window.Notification.permission;
}
