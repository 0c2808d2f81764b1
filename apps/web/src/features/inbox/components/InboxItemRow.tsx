import { displayNameOf, INVITATION_MESSAGES, type InboxItem } from '@worksphere/contracts';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { focusRing } from '../../../ui/focusRing';
import { InvitationReply } from '../../calendar/components/InvitationReply';
import { InboxKindIcon } from './InboxKindIcon';
import { inboxMessages } from '../inbox.messages';
import { inboxItemBody, inboxItemTitle } from '../utils/itemTexts';

/** An invitation still standing (not a cancellation): its row offers the answers. */
const isInvitation = (item: InboxItem) =>
  item.kind === 'event_invitation' &&
  item.subject.type === 'calendar_event' &&
  item.texts?.title?.key !== 'eventCancelled' &&
  item.title !== INVITATION_MESSAGES.inboxCancelled;

type InboxItemRowProps = {
  item: InboxItem;
  onOpen: (item: InboxItem) => void;
  onMarkRead: (item: InboxItem) => void;
  isMarking: boolean;
};

/** One item: the whole row opens it; unread ones also offer "Mark read". */
export function InboxItemRow({ item, onOpen, onMarkRead, isMarking }: InboxItemRowProps) {
  const dates = useDateFormatter();
  const isUnread = item.readAt === null;
  const actorName = item.actor ? displayNameOf(item.actor) : null;
  const title = inboxItemTitle(item, dates);
  const body = inboxItemBody(item, dates);
  return (
    <li
      data-testid="inbox-item"
      data-kind={item.kind}
      data-unread={isUnread}
      className={clsx('flex items-start gap-2 px-3 py-3 sm:px-4', isUnread && 'bg-brand-50/40')}
    >
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={() => onOpen(item)}
          className={clsx(
            'flex w-full min-w-0 items-start gap-3 rounded-lg p-1 text-left hover:bg-zinc-50',
            focusRing,
          )}
        >
          <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-xl bg-zinc-100 text-zinc-600">
            <InboxKindIcon kind={item.kind} />
          </span>
          <span className="min-w-0 flex-1">
            <span className="flex items-baseline gap-2">
              {isUnread ? (
                <span className="size-2 shrink-0 self-center rounded-full bg-brand-600">
                  <span className="sr-only">{inboxMessages.unread}</span>
                </span>
              ) : null}
              <span
                className={clsx(
                  'min-w-0 flex-1 text-sm break-words',
                  isUnread ? 'font-semibold text-zinc-900' : 'text-zinc-700',
                )}
              >
                {title}
              </span>
              <time
                dateTime={item.createdAt}
                title={dates.formatDateTime(item.createdAt)}
                className="shrink-0 text-xs text-zinc-500 tabular-nums"
              >
                {dates.formatListDate(item.createdAt)}
              </time>
            </span>
            {body ? (
              <span className="mt-0.5 line-clamp-2 block text-sm break-words text-zinc-600">
                {body}
              </span>
            ) : null}
            <span className="mt-1 block text-xs text-zinc-500">
              {inboxMessages.kinds[item.kind]}
              {actorName ? ` · ${inboxMessages.from(actorName)}` : null}
            </span>
          </span>
        </button>
        {isInvitation(item) ? (
          <InvitationReply
            eventId={item.subject.id}
            className="mt-1 ml-13"
            onAnswered={() => {
              if (isUnread) onMarkRead(item);
            }}
          />
        ) : null}
      </div>
      {isUnread ? (
        <button
          type="button"
          onClick={() => onMarkRead(item)}
          disabled={isMarking}
          aria-label={`${inboxMessages.markRead}: ${title}`}
          title={inboxMessages.markRead}
          className={clsx(
            'mt-1 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 disabled:opacity-50',
            focusRing,
          )}
        >
          <Check className="size-4" aria-hidden />
        </button>
      ) : null}
    </li>
  );
}
