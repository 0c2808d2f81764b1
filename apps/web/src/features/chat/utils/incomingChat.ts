import type { ChatMessage } from '@worksphere/contracts';

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
  /** Open the floating window on the thread, with the "New message from..." toast. */
  popup: boolean;
  desktopNotification: boolean;
};

/** What a newChat event does on this page (spec 3 §4, §5). */
export function decideIncomingChat(
  chat: ChatMessage,
  context: {
    userId: string | null;
    pathname: string;
    viewedThreadIds: ReadonlySet<string>;
    isHidden: boolean;
    hasFocus: boolean;
    permission: NotificationPermissionState;
  },
): IncomingChatDecision {
  const isOwn = chat.sender.id === context.userId;
  const isViewing = context.viewedThreadIds.has(chat.threadId);
  const skipsPopups = isOwn || isOnChatPage(context.pathname);
  return {
    append: isViewing,
    popup: !skipsPopups && !isViewing,
    desktopNotification: !skipsPopups && shouldShowDesktopNotification(context),
  };
}

/** The browser's notification permission, or 'unsupported' where there is no Notification. */
export function readNotificationPermission(): NotificationPermissionState {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  return window.Notification.permission;
}
