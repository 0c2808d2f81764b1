import type { TimelineItem, TimelineKind } from '@worksphere/contracts';
import clsx from 'clsx';
import {
  History,
  Mail,
  MessageSquareText,
  Phone,
  ShoppingBag,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { describeApiError } from '../../../platform/api/describeApiError';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { focusRing } from '../../../ui/focusRing';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { useContactTimelineQuery } from '../api/contactsApi';
import { contactsMessages } from '../contacts.messages';

const messages = contactsMessages.contact;

const icons: Record<TimelineKind, { icon: LucideIcon; tone: string }> = {
  call: { icon: Phone, tone: 'bg-emerald-50 text-emerald-700' },
  sms: { icon: MessageSquareText, tone: 'bg-brand-50 text-brand-700' },
  email: { icon: Mail, tone: 'bg-amber-50 text-amber-700' },
  posOrder: { icon: ShoppingBag, tone: 'bg-zinc-100 text-zinc-700' },
};

/** Calls, texts, e-mails and orders with the contact, newest first, each opening where it lives. */
export function ContactTimeline({ contactId }: { contactId: string }) {
  const timeline = useContactTimelineQuery(contactId);
  const items = timeline.data?.pages.flatMap((page) => page.items) ?? [];
  if (timeline.isPending) return <QueryLoading label={messages.timelineLoading} />;
  if (timeline.isError) {
    return (
      <QueryFailed
        message={describeApiError(timeline.error, messages.timelineFailed)}
        retryLabel={messages.retry}
        onRetry={() => void timeline.refetch()}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<History aria-hidden className="size-6" />}
        title={messages.timelineEmpty}
        description={messages.timelineEmptyHint}
      />
    );
  }
  return (
    <>
      <ol aria-label={messages.timelineLabel} className="divide-y divide-zinc-100">
        {items.map((item) => (
          <TimelineRow key={`${item.kind}-${item.id}`} item={item} />
        ))}
      </ol>
      {timeline.hasNextPage ? (
        <div className="mt-3 flex justify-center">
          <Button
            variant="secondary"
            size="sm"
            isLoading={timeline.isFetchingNextPage}
            onClick={() => void timeline.fetchNextPage()}
          >
            {messages.timelineMore}
          </Button>
        </div>
      ) : null}
    </>
  );
}

function TimelineRow({ item }: { item: TimelineItem }) {
  const dates = useDateFormatter();
  const { icon: Icon, tone } = icons[item.kind];
  return (
    <li data-testid="timeline-item">
      <Link
        to={item.link}
        className={clsx('flex items-start gap-3 rounded-lg px-2 py-3 hover:bg-zinc-50', focusRing)}
      >
        <span
          className={clsx('flex size-8 shrink-0 items-center justify-center rounded-full', tone)}
        >
          <Icon aria-hidden className="size-4" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="sr-only">{messages.timelineKinds[item.kind]}: </span>
          <span className="block truncate text-sm text-zinc-900">{item.summary}</span>
          <time dateTime={item.at} className="text-xs text-zinc-500">
            {dates.formatDateTime(item.at)}
          </time>
        </span>
      </Link>
    </li>
  );
}
