import clsx from 'clsx';
import { AtSign, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '../../../ui/focusRing';
import { useChatUnreadQuery } from '../../chat/api/chatUnreadApi';
import { UnreadBadge } from '../../chat/components/UnreadBadge';
import { chatPagePath } from '../../chat/utils/openChatParams';
import { dashboardMessages } from '../dashboard.messages';
import { WidgetFooterLink, WidgetState } from './WidgetState';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';

const messages = dashboardMessages.widgets.unreadChat;

/** Threads with unread messages, newest first (live: the counts follow the socket); a click opens one. */
export function UnreadChatWidget() {
  const unread = useChatUnreadQuery();
  const dates = useDateFormatter();
  return (
    <>
      <WidgetState query={unread} listName={messages.listName}>
        {(threads) =>
          threads.length === 0 ? (
            <p className="py-4 text-sm text-zinc-500">{messages.empty}</p>
          ) : (
            <ul className="-mx-2 space-y-0.5">
              {threads.map((thread) => (
                <li key={thread.threadId}>
                  <Link
                    to={chatPagePath(thread.chatRoomId, thread.threadId)}
                    className={clsx(
                      'flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-zinc-50',
                      focusRing,
                    )}
                  >
                    {thread.mentionCount > 0 ? (
                      <AtSign aria-hidden className="size-4 shrink-0 text-amber-600" />
                    ) : (
                      <MessageCircle aria-hidden className="size-4 shrink-0 text-zinc-400" />
                    )}
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium text-zinc-900">
                        {thread.title}
                      </span>
                      <span className="block truncate text-xs text-zinc-500">
                        {messages.where(thread.roomName, thread.title)}
                        {thread.lastMessageAt
                          ? ` · ${dates.formatTimeOrDateTime(thread.lastMessageAt)}`
                          : ''}
                      </span>
                    </span>
                    <UnreadBadge
                      count={thread.unreadCount}
                      tone={thread.level !== 'all' && thread.mentionCount === 0 ? 'muted' : 'brand'}
                      label={
                        thread.mentionCount > 0
                          ? `${messages.unread(thread.unreadCount)}, ${messages.mentions(thread.mentionCount)}`
                          : messages.unread(thread.unreadCount)
                      }
                    />
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </WidgetState>
      <WidgetFooterLink to="/chat">{messages.openAll}</WidgetFooterLink>
    </>
  );
}
