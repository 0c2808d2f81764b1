import {
  createWebhookRequestSchema,
  WEBHOOK_EVENTS,
  type Webhook,
  type WebhookEventType,
} from '@worksphere/contracts';
import { useId, useState, type FormEvent, type RefObject } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../../platform/api/ApiError';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { CheckboxField } from '../../../ui/CheckboxField';
import { fieldErrorsOf } from '../../../ui/fieldErrorsOf';
import { TextField } from '../../../ui/TextField';
import { useFormErrors } from '../../../ui/useFormErrors';
import {
  useCreateWebhookMutation,
  useUpdateWebhookMutation,
  type CreatedWebhook,
} from '../api/webhooksApi';
import { webhooksMessages as messages } from '../webhooks.messages';

const FIELDS = ['url', 'events', 'description'];

/** A 400 about the address itself: the server's own checks name their field ("url: ..."). */
function isAddressRefusal(error: unknown, message: string): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    error.code === 'VALIDATION_ERROR' &&
    !/^[a-z][a-zA-Z]*: /.test(message)
  );
}

/**
 * Adding a webhook, or editing one (its URL, events and description) in the same form filled
 * with its values. Mount it with a key per webhook so an edit starts from that webhook's values.
 */
export function WebhookForm({
  urlRef,
  editing,
  onCreated,
  onEditDone,
}: {
  urlRef: RefObject<HTMLInputElement | null>;
  /** The webhook being edited; null: the form adds a new one. */
  editing: Webhook | null;
  onCreated: (created: CreatedWebhook) => void;
  onEditDone: () => void;
}) {
  const titleId = useId();
  const eventsId = useId();
  const [url, setUrl] = useState(editing?.url ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(
    // A retired event the webhook still names is kept out: the server would refuse it.
    editing?.events.filter((event) => (WEBHOOK_EVENTS as readonly string[]).includes(event)) ?? [],
  );
  const { fieldErrors, formError, setFieldErrors, clearFieldError, showServerError } =
    useFormErrors(FIELDS);
  const createWebhook = useCreateWebhookMutation();
  const updateWebhook = useUpdateWebhookMutation();
  const isPending = createWebhook.isPending || updateWebhook.isPending;

  function toggleEvent(event: WebhookEventType, checked: boolean) {
    setEvents((current) =>
      checked ? [...current, event] : current.filter((chosen) => chosen !== event),
    );
    clearFieldError('events');
  }

  function showError(error: unknown, fallback: string) {
    const message = describeApiError(error, fallback);
    // The address guard's refusal (private network, not https...) names no field: it is the URL's.
    if (isAddressRefusal(error, message)) {
      setFieldErrors({ url: message });
      urlRef.current?.focus();
    } else {
      showServerError(message);
    }
  }

  function handleSubmit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    const parsed = createWebhookRequestSchema.safeParse({ url, events, description });
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error.issues);
      setFieldErrors(errors);
      if (errors.url) urlRef.current?.focus();
      return;
    }
    setFieldErrors({});
    if (editing) {
      updateWebhook.mutate(
        { id: editing.id, ...parsed.data },
        {
          onSuccess: () => {
            toast.success(messages.saved);
            onEditDone();
          },
          onError: (error) => showError(error, messages.saveFailed),
        },
      );
      return;
    }
    createWebhook.mutate(parsed.data, {
      onSuccess: (answer) => {
        setUrl('');
        setDescription('');
        setEvents([]);
        onCreated(answer);
      },
      onError: (error) => showError(error, messages.createFailed),
    });
  }

  const submitLabel = editing
    ? isPending
      ? messages.saving
      : messages.save
    : isPending
      ? messages.creating
      : messages.create;

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-3" aria-labelledby={titleId}>
      <h3 id={titleId} className="text-sm font-semibold text-zinc-900">
        {editing ? messages.editTitle : messages.createTitle}
      </h3>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField
        ref={urlRef}
        label={messages.urlLabel}
        name="webhookUrl"
        type="url"
        inputMode="url"
        autoComplete="off"
        value={url}
        hint={messages.urlHint}
        error={fieldErrors.url}
        onChange={(event) => {
          setUrl(event.target.value);
          clearFieldError('url');
        }}
      />
      <TextField
        label={messages.descriptionLabel}
        name="webhookDescription"
        autoComplete="off"
        value={description}
        error={fieldErrors.description}
        onChange={(event) => {
          setDescription(event.target.value);
          clearFieldError('description');
        }}
      />
      <fieldset
        className="space-y-2"
        aria-describedby={fieldErrors.events ? `${eventsId}-error` : undefined}
      >
        <legend className="text-sm font-medium text-zinc-800">{messages.eventsLegend}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <CheckboxField
              key={event}
              label={messages.events[event]}
              name="webhookEvents"
              value={event}
              checked={events.includes(event)}
              onChange={(change) => toggleEvent(event, change.target.checked)}
            />
          ))}
        </div>
        {fieldErrors.events ? (
          <p id={`${eventsId}-error`} className="text-sm text-red-700">
            {fieldErrors.events}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={isPending}>
          {submitLabel}
        </Button>
        {editing ? (
          <Button variant="secondary" disabled={isPending} onClick={onEditDone}>
            {messages.cancelEdit}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
