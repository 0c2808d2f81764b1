import type { DirectMessage } from '@worksphere/contracts';
import clsx from 'clsx';
import { PenSquare, User, Users } from 'lucide-react';
import { useState } from 'react';
import { focusRing } from '../../../ui/focusRing';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { useCurrentUser } from '../../auth/components/useAuth';
import { useChatUnreadQuery } from '../api/chatUnreadApi';
import { useDirectMessagesQuery } from '../api/directApi';
import { chatMessages } from '../chat.messages';
import { directMessageName } from '../utils/directName';
import { navUnreadOfRoom } from '../utils/navUnread';
import { NewDirectMessageDialog } from './NewDirectMessageDialog';
import { UnreadBadge } from './UnreadBadge';

const messages = chatMessages.direct;

/**
 * The caller's direct messages, apart from rooms: named after the other members, the most
 * recently active first, with unread counts; "New message" picks members and opens one.
 */
export function DirectMessageList({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (directMessage: DirectMessage) => void;
}) {
  const self = useCurrentUser();
  const query = useDirectMessagesQuery();
  const unread = useChatUnreadQuery();
  const [isPicking, setIsPicking] = useState(false);

  return (
    <section aria-label={messages.title} className="flex min-h-0 flex-col gap-2">
      <div className="flex items-center justify-between gap-2 px-1">
        <h2 className="text-sm font-semibold text-zinc-900">{messages.title}</h2>
        <button
          type="button"
          onClick={() => setIsPicking(true)}
          className={clsx(
            'flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50',
            focusRing,
          )}
        >
          <PenSquare aria-hidden className="size-3.5" />
          {messages.newMessage}
        </button>
      </div>
      {query.isPending ? (
        <QueryLoading label={messages.loading} />
      ) : query.isError ? (
        <QueryFailed
          message={messages.failed}
          retryLabel={messages.retry}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <p className="px-1 text-sm text-zinc-500">{messages.empty}</p>
      ) : (
        <ul aria-label={messages.title} className="min-h-0 space-y-1 overflow-y-auto">
          {query.data.map((item) => {
            const name = directMessageName(item.members, self.id);
            const state = navUnreadOfRoom(unread.data, item.id);
            const count = item.id === selectedId ? 0 : (state?.count ?? 0);
            const Icon = item.members.length > 2 ? Users : User;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => onSelect(item)}
                  aria-current={item.id === selectedId ? 'true' : undefined}
                  className={clsx(
                    'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm',
                    item.id === selectedId
                      ? 'bg-brand-50 font-semibold text-brand-700'
                      : count > 0
                        ? 'font-semibold text-zinc-900 hover:bg-zinc-100'
                        : 'text-zinc-700 hover:bg-zinc-100',
                    focusRing,
                  )}
                >
                  <Icon aria-hidden className="size-4 shrink-0 text-zinc-400" />
                  <span className="min-w-0 flex-1 truncate">{name}</span>
                  {count > 0 ? (
                    <UnreadBadge
                      count={count}
                      tone="brand"
                      label={chatMessages.unread.badge(count)}
                    />
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <NewDirectMessageDialog
        isOpen={isPicking}
        onClose={() => setIsPicking(false)}
        onOpened={onSelect}
      />
    </section>
  );
}
