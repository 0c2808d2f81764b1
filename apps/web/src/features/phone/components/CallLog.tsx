import { CALL_LOG_FILTERS, type Call, type CallLogFilter } from '@worksphere/contracts';
import clsx from 'clsx';
import {
  MessageSquareText,
  PhoneCall,
  PhoneIncoming,
  PhoneMissed,
  PhoneOutgoing,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { focusRing } from '../../../ui/focusRing';
import { IconButton } from '../../../ui/IconButton';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { useCallActionMutation, useCallLogQuery } from '../api/callsApi';
import { phoneMessages } from '../phone.messages';
import { callState } from '../realtime/callState';
import { describePhoneFailure } from '../utils/callToasts';
import { callKindOf, type CallKind } from '../utils/callKind';
import { formatPhoneNumber } from '../utils/phoneNumber';
import { VoicemailPlayer } from './VoicemailPlayer';
import { displayNameOf } from '@worksphere/contracts';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { ContactName } from '../../contacts/components/ContactName';

const messages = phoneMessages.callLog;

const kinds: Record<CallKind, { icon: LucideIcon; label: string; tone: string }> = {
  missed: { icon: PhoneMissed, label: messages.missed, tone: 'bg-red-50 text-red-600' },
  inbound: { icon: PhoneIncoming, label: messages.inbound, tone: 'bg-emerald-50 text-emerald-700' },
  outbound: { icon: PhoneOutgoing, label: messages.outbound, tone: 'bg-brand-50 text-brand-700' },
};

type CallLogProps = {
  onCall: (number: string) => void;
  onText: (number: string) => void;
  /** Calling back needs a number of our own to call from. */
  canCall: boolean;
};

/** The call log (newest first) with its filter: all, missed, incoming, outgoing. */
export function CallLog({ onCall, onText, canCall }: CallLogProps) {
  const [filter, setFilter] = useState<CallLogFilter>('all');
  const log = useCallLogQuery(filter);
  const calls = log.data?.pages.flatMap((page) => page.calls) ?? [];

  return (
    <div className="space-y-4">
      <div role="group" aria-label={messages.filterLabel} className="flex flex-wrap gap-1.5">
        {CALL_LOG_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className={clsx(
              'rounded-full border px-3 py-1 text-sm font-medium transition-colors',
              filter === value
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-zinc-300 bg-white text-zinc-700 hover:bg-zinc-50',
              focusRing,
            )}
          >
            {messages.filters[value]}
          </button>
        ))}
      </div>
      {log.isPending ? (
        <QueryLoading label={messages.loading} />
      ) : log.isError ? (
        <QueryFailed
          message={describeFetchError(log.error, 'calls')}
          retryLabel={messages.retry}
          onRetry={() => void log.refetch()}
        />
      ) : calls.length === 0 ? (
        <EmptyState
          icon={<PhoneCall aria-hidden className="size-6" />}
          title={filter === 'all' ? messages.empty : messages.emptyFiltered}
          description={filter === 'all' ? messages.emptyHint : null}
        />
      ) : (
        <>
          <ul aria-label={messages.listLabel} className="divide-y divide-zinc-100">
            {calls.map((call) => (
              <CallRow
                key={call.id}
                call={call}
                canCall={canCall}
                onCall={onCall}
                onText={onText}
              />
            ))}
          </ul>
          {log.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                size="sm"
                isLoading={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                {messages.loadMore}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

function CallRow({
  call,
  canCall,
  onCall,
  onText,
}: {
  call: Call;
  canCall: boolean;
  onCall: (number: string) => void;
  onText: (number: string) => void;
}) {
  const kind = kinds[callKindOf(call)];
  const dates = useDateFormatter();
  const Icon = kind.icon;
  const contact = formatPhoneNumber(call.contactNumber);
  const details = [
    kind.label,
    messages.statuses[call.status],
    call.durationSeconds ? messages.duration(call.durationSeconds) : null,
    call.user ? displayNameOf(call.user) : null,
  ].filter(Boolean);
  return (
    <li data-testid="call-row" className="flex items-start gap-3 py-3">
      <span
        className={clsx('flex size-9 shrink-0 items-center justify-center rounded-full', kind.tone)}
      >
        <Icon aria-hidden className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p
            className={clsx('truncate font-medium', call.missed ? 'text-red-700' : 'text-zinc-900')}
          >
            <ContactName value={call.contactNumber} fallback={contact} />
          </p>
          <time dateTime={call.startedAt} className="shrink-0 text-xs text-zinc-500">
            {dates.formatTimeOrDateTime(call.startedAt)}
          </time>
        </div>
        <p className="truncate text-xs text-zinc-500">{details.join(' · ')}</p>
        {call.errorMessage ? <p className="text-xs text-red-600">{call.errorMessage}</p> : null}
        {call.recording ? (
          <VoicemailPlayer
            recording={call.recording}
            transcription={call.transcription}
            contact={contact}
          />
        ) : call.transcription ? (
          <p className="mt-1 line-clamp-3 text-sm text-zinc-700">{call.transcription}</p>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-1">
        {call.direction === 'inbound' && call.status === 'ringing' ? (
          <AnswerButton callId={call.id} contact={contact} />
        ) : null}
        <IconButton
          label={messages.callBack(contact)}
          icon={<PhoneCall className="size-4" />}
          disabled={!canCall}
          onClick={() => onCall(call.contactNumber)}
        />
        <IconButton
          label={messages.textTo(contact)}
          icon={<MessageSquareText className="size-4" />}
          onClick={() => onText(call.contactNumber)}
        />
      </div>
    </li>
  );
}

/** A call still ringing can be answered from the log too (after a Dismiss, say). */
function AnswerButton({ callId, contact }: { callId: string; contact: string }) {
  const answerCall = useCallActionMutation('answer');
  return (
    <IconButton
      label={messages.answer(contact)}
      icon={<PhoneIncoming className="size-4" />}
      tone="accent"
      disabled={answerCall.isPending}
      onClick={() =>
        answerCall.mutate(callId, {
          onSuccess: (answered) => {
            callState.removeIncoming(callId);
            callState.setActive(answered);
            toast.success(phoneMessages.incoming.answered);
          },
          onError: (error) =>
            toast.error(describePhoneFailure(error, phoneMessages.incoming.answerFailed)),
        })
      }
    />
  );
}
