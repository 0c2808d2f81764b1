import type { Webhook, WebhookDelivery, WebhookDeliveryStatus } from '@worksphere/contracts';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { CardSection } from '../../../ui/CardSection';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { CopyField } from '../../../ui/CopyField';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import {
  useDeleteWebhookMutation,
  useSendWebhookTestMutation,
  useSetWebhookActiveMutation,
  useWebhookDeliveriesQuery,
  useWebhooksQuery,
  webhookKeys,
  type CreatedWebhook,
} from '../api/webhooksApi';
import { webhooksMessages } from '../webhooks.messages';
import { WebhookForm } from './WebhookForm';

const messages = webhooksMessages;

const STATUS_CLASSES: Record<WebhookDeliveryStatus, string> = {
  pending: 'bg-zinc-100 text-zinc-700',
  retrying: 'bg-amber-100 text-amber-800',
  succeeded: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-red-100 text-red-800',
};

/** An event's readable name; the test event and unknown ones fall back to their own. */
function eventLabel(event: string): string {
  if (event === 'webhook.test') return messages.testEvent;
  return (messages.events as Record<string, string>)[event] ?? event;
}

/**
 * Settings → Webhooks (admins): the organisation's webhooks, adding one (its signing secret
 * shown once), editing one in the same form, Send test, Pause/Resume, Delete and each one's
 * delivery log.
 */
export function WebhooksSection() {
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [editing, setEditing] = useState<Webhook | null>(null);
  const urlRef = useRef<HTMLInputElement>(null);

  function dismissSecret() {
    setCreated(null);
    urlRef.current?.focus();
  }

  function startEdit(webhook: Webhook) {
    setCreated(null);
    setEditing(webhook);
    // The form is above the list: bring it (and its first field) to the admin.
    requestAnimationFrame(() => {
      urlRef.current?.scrollIntoView?.({ block: 'center' });
      urlRef.current?.focus();
    });
  }

  function endEdit() {
    setEditing(null);
    urlRef.current?.focus();
  }

  return (
    <CardSection id="webhooks" title={messages.title} description={messages.description}>
      <div className="min-w-0 space-y-6">
        <WebhookForm
          key={editing?.id ?? 'new'}
          urlRef={urlRef}
          editing={editing}
          onCreated={setCreated}
          onEditDone={endEdit}
        />
        {created ? <NewSecret created={created} onDismiss={dismissSecret} /> : null}
        <WebhookList
          onEdit={startEdit}
          onDeleted={(id) => {
            setCreated((current) => (current?.webhook.id === id ? null : current));
            setEditing((current) => (current?.id === id ? null : current));
          }}
        />
      </div>
    </CardSection>
  );
}

/** The new webhook's signing secret, shown this once until the admin says they are done. */
function NewSecret({ created, onDismiss }: { created: CreatedWebhook; onDismiss: () => void }) {
  return (
    <Alert tone="success">
      <p className="break-all">{messages.created(created.webhook.url)}</p>
      <CopyField
        className="mt-2"
        tone="success"
        focusOnShow
        label={messages.secretLabel}
        value={created.secret}
        copyLabel={messages.copySecret}
        copiedMessage={messages.secretCopied}
        copyFailedMessage={messages.copyFailed}
        hint={messages.secretShownOnce}
      />
      <p className="mt-2 text-xs break-words">{messages.verifyNote}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onDismiss}>
        {messages.dismissSecret}
      </Button>
    </Alert>
  );
}

function StatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium',
        STATUS_CLASSES[status],
      )}
    >
      {messages.statuses[status]}
    </span>
  );
}

function WebhookList({
  onEdit,
  onDeleted,
}: {
  onEdit: (webhook: Webhook) => void;
  onDeleted: (id: string) => void;
}) {
  const webhooks = useWebhooksQuery();
  const deleteWebhook = useDeleteWebhookMutation();
  // The webhook asked about stays set while the dialog closes, so its text does not flicker.
  const [asking, setAsking] = useState<Webhook | null>(null);
  const [isAsking, setIsAsking] = useState(false);

  function remove(webhook: Webhook) {
    deleteWebhook.mutate(webhook.id, {
      onSuccess: () => {
        toast.success(messages.removed);
        onDeleted(webhook.id);
      },
      onError: (error) => toast.error(describeApiError(error, messages.removeFailed)),
      onSettled: () => setIsAsking(false),
    });
  }

  return (
    <section aria-labelledby="webhooks-list-title" className="space-y-3">
      <h3 id="webhooks-list-title" className="text-sm font-semibold text-zinc-900">
        {messages.listTitle}
      </h3>
      {webhooks.isPending ? (
        <QueryLoading label={messages.loading} />
      ) : webhooks.isError ? (
        <QueryFailed
          message={describeFetchError(webhooks.error, messages.listName)}
          retryLabel={messages.retry}
          onRetry={() => void webhooks.refetch()}
        />
      ) : webhooks.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-zinc-300 px-4 py-6 text-center text-sm text-zinc-500">
          {messages.empty}
        </p>
      ) : (
        <ul
          aria-label={messages.listLabel}
          className="divide-y divide-zinc-100 rounded-xl border border-zinc-200"
        >
          {webhooks.data.map((webhook) => (
            <WebhookItem
              key={webhook.id}
              webhook={webhook}
              isDeleting={deleteWebhook.isPending && deleteWebhook.variables === webhook.id}
              onEdit={() => onEdit(webhook)}
              onDelete={() => {
                setAsking(webhook);
                setIsAsking(true);
              }}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={isAsking}
        title={messages.removeTitle}
        description={asking ? messages.removeConfirm(asking.url) : ''}
        confirmLabel={messages.remove}
        isBusy={deleteWebhook.isPending}
        onConfirm={() => {
          if (asking) remove(asking);
        }}
        onClose={() => setIsAsking(false)}
      />
    </section>
  );
}

function WebhookItem({
  webhook,
  isDeleting,
  onEdit,
  onDelete,
}: {
  webhook: Webhook;
  isDeleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const dates = useDateFormatter();
  const deliveriesId = useId();
  const [showsDeliveries, setShowsDeliveries] = useState(false);
  const sendTest = useSendWebhookTestMutation();
  const setActive = useSetWebhookActiveMutation();

  function test() {
    sendTest.mutate(webhook.id, {
      onSuccess: () => toast.success(messages.testSent),
      onError: (error) => toast.error(describeApiError(error, messages.testFailed)),
    });
  }

  function toggleActive() {
    const active = !webhook.active;
    setActive.mutate(
      { id: webhook.id, active },
      {
        onSuccess: () => toast.success(active ? messages.resumed : messages.pausedToast),
        onError: (error) => toast.error(describeApiError(error, messages.updateFailed)),
      },
    );
  }

  return (
    <li className="min-w-0 space-y-2 px-4 py-3" aria-label={webhook.url}>
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <p className="min-w-0 flex-1 text-sm font-medium break-all text-zinc-900">{webhook.url}</p>
        <span
          className={clsx(
            'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium',
            webhook.active ? 'bg-emerald-100 text-emerald-800' : 'bg-zinc-100 text-zinc-700',
          )}
        >
          {webhook.active ? messages.active : messages.paused}
        </span>
      </div>
      {webhook.description ? (
        <p className="text-sm break-words text-zinc-700">{webhook.description}</p>
      ) : null}
      <p className="text-xs break-words text-zinc-600">
        {messages.eventsLabel}
        {': '}
        {webhook.events.map(eventLabel).join(', ')}
      </p>
      <p className="text-xs text-zinc-500">
        {webhook.lastDelivery
          ? messages.lastDelivery(
              messages.statuses[webhook.lastDelivery.status],
              dates.formatDateTime(webhook.lastDelivery.at),
            )
          : messages.neverDelivered}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-label={messages.editLabel(webhook.url)}
          onClick={onEdit}
        >
          {messages.edit}
        </Button>
        <Button variant="secondary" size="sm" isLoading={sendTest.isPending} onClick={test}>
          {messages.sendTest}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          isLoading={setActive.isPending}
          onClick={toggleActive}
        >
          {webhook.active ? messages.pause : messages.resume}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showsDeliveries}
          aria-controls={showsDeliveries ? deliveriesId : undefined}
          onClick={() => setShowsDeliveries((shown) => !shown)}
        >
          {showsDeliveries ? messages.hideDeliveries : messages.deliveries}
        </Button>
        <Button
          variant="dangerGhost"
          size="sm"
          aria-label={messages.removeLabel(webhook.url)}
          isLoading={isDeleting}
          onClick={onDelete}
        >
          {messages.remove}
        </Button>
      </div>
      {showsDeliveries ? <DeliveryLog id={deliveriesId} webhook={webhook} /> : null}
    </li>
  );
}

function DeliveryLog({ id, webhook }: { id: string; webhook: Webhook }) {
  const queryClient = useQueryClient();
  const deliveries = useWebhookDeliveriesQuery(webhook.id);
  return (
    <div id={id} className="space-y-2 rounded-lg bg-zinc-50 p-3">
      <div className="flex justify-end">
        <Button
          variant="secondary"
          size="sm"
          isLoading={deliveries.isFetching}
          // The list's "Last delivery" line follows the log.
          onClick={() => void queryClient.invalidateQueries({ queryKey: webhookKeys.all })}
        >
          {messages.refresh}
        </Button>
      </div>
      {deliveries.isPending ? (
        <QueryLoading label={messages.loadingDeliveries} />
      ) : deliveries.isError ? (
        <QueryFailed
          message={describeFetchError(deliveries.error, messages.deliveriesName)}
          retryLabel={messages.retry}
          onRetry={() => void deliveries.refetch()}
        />
      ) : deliveries.data.length === 0 ? (
        <p className="text-sm text-zinc-500">{messages.noDeliveries}</p>
      ) : (
        <ul aria-label={messages.deliveriesLabel(webhook.url)} className="space-y-2">
          {deliveries.data.map((delivery) => (
            <DeliveryItem key={delivery.id} delivery={delivery} />
          ))}
        </ul>
      )}
    </div>
  );
}

function DeliveryItem({ delivery }: { delivery: WebhookDelivery }) {
  const dates = useDateFormatter();
  const outcome = [
    delivery.responseStatus === null ? null : messages.httpStatus(delivery.responseStatus),
    delivery.error,
  ].filter((part): part is string => Boolean(part));
  return (
    <li className="min-w-0 rounded-md border border-zinc-200 bg-white px-3 py-2 text-xs">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <span className="min-w-0 font-medium break-words text-zinc-900">
          {eventLabel(delivery.event)}
        </span>
        <StatusBadge status={delivery.status} />
      </div>
      <p className="mt-1 break-words text-zinc-600">
        {[
          ...outcome,
          messages.attempts(delivery.attempts),
          dates.formatDateTime(delivery.deliveredAt ?? delivery.createdAt),
        ].join(' \u00b7 ')}
      </p>
      {delivery.nextAttemptAt ? (
        <p className="mt-0.5 text-zinc-500">
          {messages.nextRetry(dates.formatDateTime(delivery.nextAttemptAt))}
        </p>
      ) : null}
    </li>
  );
}
