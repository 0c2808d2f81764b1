import type { AiPendingAction } from '@worksphere/contracts';
import { useMutation } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Button } from '../../../ui/Button';
import { aiMessages } from '../ai.messages';
import { decideAiAction, fetchAiAction } from '../api/aiActionsApi';
import { actionTitleShown, detailLabelShown } from '../utils/actionTexts';
import { useAiActionUpdates } from '../utils/aiActionUpdates';

const messages = aiMessages.actions;

/** Pending but past its expiry reads as expired before the server says so. */
function statusOf(action: AiPendingAction, now = Date.now()): AiPendingAction['status'] {
  return action.status === 'pending' && Date.parse(action.expiresAt) <= now
    ? 'expired'
    : action.status;
}

function statusText(action: AiPendingAction, status: AiPendingAction['status']): string {
  switch (status) {
    case 'pending':
      return messages.statusPending;
    case 'confirmed':
      return messages.statusConfirmed;
    case 'cancelled':
      return messages.statusCancelled;
    case 'expired':
      return messages.statusExpired;
    case 'failed':
      return messages.statusFailed(action.result ?? '');
  }
}

/**
 * What the assistant (or an AI client) asks to do that leaves the workspace or cannot be
 * undone, in plain words, with Confirm and Cancel: the server acts only on this press.
 */
export function AiActionCard({ action }: { action: AiPendingAction }) {
  const onChanged = useAiActionUpdates();
  const decide = useMutation({
    mutationFn: (decision: 'confirm' | 'cancel') => decideAiAction(action.id, decision),
    onSuccess: ({ action: decided }) => onChanged(decided),
    onError: (error, decision) => {
      toast.error(
        describeApiError(
          error,
          decision === 'confirm' ? messages.confirmFailed : messages.cancelFailed,
        ),
      );
      // Refused (expired, decided elsewhere): show the action as it is now.
      fetchAiAction(action.id)
        .then(onChanged)
        .catch(() => undefined);
    },
  });
  const status = statusOf(action);
  const title = actionTitleShown(action.tool, action.title);
  const isPending = status === 'pending';
  return (
    <section
      aria-label={title}
      data-action-status={status}
      className={
        isPending
          ? 'mt-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-zinc-900'
          : 'mt-2 rounded-xl border border-zinc-200 bg-white p-3 text-sm text-zinc-700'
      }
    >
      {isPending ? (
        <p className="mb-1 flex items-center gap-1.5 text-xs font-semibold text-amber-800">
          <ShieldCheck aria-hidden className="size-3.5" />
          {messages.cardLabel}
        </p>
      ) : null}
      <p className="font-semibold">{title}</p>
      {action.details.length ? (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          {action.details.map((detail) => (
            <div key={detail.label} className="contents">
              <dt className="text-zinc-500">{detailLabelShown(detail.label)}</dt>
              <dd className="break-words whitespace-pre-wrap">{detail.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p role="status" className="mt-2 text-xs text-zinc-600">
        {statusText(action, status)}
      </p>
      {isPending ? (
        <div className="mt-2 flex gap-2">
          <Button
            size="sm"
            isLoading={decide.isPending && decide.variables === 'confirm'}
            disabled={decide.isPending}
            onClick={() => decide.mutate('confirm')}
          >
            {messages.confirm}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={decide.isPending}
            onClick={() => decide.mutate('cancel')}
          >
            {messages.cancel}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
