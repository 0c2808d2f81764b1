import type { ChatMessage } from '@worksphere/contracts';
import clsx from 'clsx';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { focusRing } from '../../../ui/focusRing';
import { useConfirmationsQuery } from '../api/chatUnreadApi';
import { chatMessages } from '../chat.messages';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';

const messages = chatMessages.confirmations;

/**
 * For the sender of an announcement (and admins): how many confirmed, and on demand who did
 * (with when) and who has not yet. The list is fetched when opened and follows new receipts.
 */
export function AnnouncementConfirmations({
  chat,
  memberCount,
  nameOf,
}: {
  chat: ChatMessage;
  /** Active members, the sender included, to count who is asked. */
  memberCount: number;
  nameOf: (userId: string) => string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const dates = useDateFormatter();
  const confirmedCount = chat.readReceipts.filter((receipt) => receipt.confirmedAt).length;
  const confirmations = useConfirmationsQuery(chat.id, isOpen);
  const { refetch } = confirmations;
  // A new confirmation arrives with chatUpdated: the open list follows it.
  const seenCount = useRef(confirmedCount);
  useEffect(() => {
    if (seenCount.current === confirmedCount) return;
    seenCount.current = confirmedCount;
    if (isOpen) void refetch();
  }, [confirmedCount, isOpen, refetch]);
  const total = confirmations.data
    ? confirmations.data.confirmed.length + confirmations.data.pending.length
    : Math.max(memberCount - 1, confirmedCount);

  return (
    <div className="mt-2 text-xs">
      <button
        type="button"
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
        className={clsx(
          'inline-flex items-center gap-1 rounded-md font-medium text-amber-800 hover:underline',
          focusRing,
        )}
      >
        {isOpen ? (
          <ChevronDown aria-hidden className="size-3.5" />
        ) : (
          <ChevronRight aria-hidden className="size-3.5" />
        )}
        {messages.show(confirmedCount, total)}
      </button>
      {isOpen ? (
        confirmations.isPending ? (
          <p className="mt-1 text-zinc-500">{messages.loading}</p>
        ) : confirmations.isError ? (
          <p className="mt-1 text-red-700">{messages.failed}</p>
        ) : (
          <div className="mt-1 grid gap-2 sm:grid-cols-2">
            <div>
              <p className="font-semibold text-emerald-800">{messages.confirmed}</p>
              {confirmations.data.confirmed.length === 0 ? (
                <p className="text-zinc-500">{messages.none}</p>
              ) : (
                <ul aria-label={messages.confirmed}>
                  {confirmations.data.confirmed.map((entry) => (
                    <li key={entry.userId} className="text-zinc-700">
                      {nameOf(entry.userId)}{' '}
                      <span className="text-zinc-400">
                        {dates.formatTimeOrDateTime(entry.confirmedAt)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div>
              <p className="font-semibold text-zinc-700">{messages.pending}</p>
              {confirmations.data.pending.length === 0 ? (
                <p className="text-zinc-500">{messages.none}</p>
              ) : (
                <ul aria-label={messages.pending}>
                  {confirmations.data.pending.map((userId) => (
                    <li key={userId} className="text-zinc-700">
                      {nameOf(userId)}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        )
      ) : null}
    </div>
  );
}
