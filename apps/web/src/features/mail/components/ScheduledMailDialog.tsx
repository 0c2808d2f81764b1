import { X } from 'lucide-react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { IconButton } from '../../../ui/IconButton';
import { Modal } from '../../../ui/Modal';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { useCancelOutgoingMutation, useOutboxQuery } from '../api/mailWritingApi';
import { mailMessages } from '../mail.messages';

const messages = mailMessages.writing;

/** The user's scheduled (and failed) messages, each of which can still be cancelled. */
export function ScheduledMailDialog({ onClose }: { onClose: () => void }) {
  const outbox = useOutboxQuery();
  const cancel = useCancelOutgoingMutation();
  const dates = useDateFormatter();
  return (
    <Modal isOpen onClose={onClose} title={messages.scheduledTitle}>
      {outbox.isPending ? (
        <QueryLoading label={messages.scheduledLoading} />
      ) : outbox.isError ? (
        <QueryFailed
          message={describeApiError(outbox.error, messages.scheduledFailed)}
          retryLabel={mailMessages.retry}
          onRetry={() => void outbox.refetch()}
        />
      ) : outbox.data.length === 0 ? (
        <p className="text-sm text-zinc-600">{messages.scheduledEmpty}</p>
      ) : (
        <ul className="divide-y divide-zinc-100">
          {outbox.data.map((entry) => {
            const subject = entry.subject || messages.noSubject;
            return (
              <li key={entry.id} className="flex items-start gap-2 py-2">
                <div className="min-w-0 flex-1 text-sm">
                  <p className="truncate font-medium text-zinc-900">{subject}</p>
                  <p className="truncate text-zinc-600">{entry.recipients}</p>
                  <p className={entry.state === 'failed' ? 'text-red-700' : 'text-zinc-500'}>
                    {entry.state === 'failed'
                      ? messages.notSent(entry.error ?? '')
                      : messages.sendsAt(dates.formatDateTime(entry.sendAt, { withWeekday: true }))}
                  </p>
                </div>
                {entry.state === 'scheduled' ? (
                  <IconButton
                    label={messages.cancelScheduled(subject)}
                    icon={<X className="size-4" />}
                    onClick={() =>
                      cancel.mutate(entry.id, {
                        onSuccess: () => toast.success(messages.scheduledCancelled),
                        onError: (error) =>
                          toast.error(describeApiError(error, messages.undoFailed)),
                      })
                    }
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
