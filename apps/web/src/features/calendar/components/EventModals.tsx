import { CALENDAR_MESSAGES, type EventScope } from '@worksphere/contracts';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import {
  useCreateEventMutation,
  useDeleteEventMutation,
  useUpdateEventMutation,
} from '../api/calendarApi';
import { calendarMessages } from '../calendar.messages';
import { formatTimeRange, type DisplayEvent } from '../utils/calendarTime';
import {
  editEventValues,
  eventRequestOf,
  validateEventForm,
  type EventFormErrors,
  type EventFormValues,
} from '../utils/eventForm';
import { ChoiceDialog } from './ChoiceDialog';
import { EventForm } from './EventForm';

const messages = calendarMessages;
const hasErrors = (errors: EventFormErrors) => Object.keys(errors).length > 0;

type AddEventModalProps = {
  isOpen: boolean;
  onClose: () => void;
  accountId: string;
  initialValues: EventFormValues;
  zone: string;
  showRepeat: boolean;
};

/** The add-event modal: clears its fields after a successful create (spec 3 §4). */
export function AddEventModal({
  isOpen,
  onClose,
  accountId,
  initialValues,
  zone,
  showRepeat,
}: AddEventModalProps) {
  const formId = useId();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<EventFormErrors>({});
  const createEvent = useCreateEventMutation();

  function submit() {
    const found = validateEventForm(values, zone);
    setErrors(found);
    if (hasErrors(found)) return;
    createEvent.mutate(eventRequestOf(values, accountId, zone, { withRecurrence: showRepeat }), {
      onSuccess: () => {
        setValues(initialValues);
        onClose();
      },
    });
  }

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={messages.form.addTitle}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {messages.form.cancel}
          </Button>
          <Button type="submit" form={formId} isLoading={createEvent.isPending}>
            {messages.form.create}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {createEvent.isError ? (
          <Alert tone="error">
            {CALENDAR_MESSAGES.alert(
              describeApiError(createEvent.error, CALENDAR_MESSAGES.createFailed),
            )}
          </Alert>
        ) : null}
        <EventForm
          id={formId}
          values={values}
          errors={errors}
          onChange={setValues}
          onSubmit={submit}
          showRepeat={showRepeat}
        />
      </div>
    </Modal>
  );
}

type EventModalProps = {
  event: DisplayEvent;
  onClose: () => void;
  canEdit: boolean;
  zone: string;
  /** The event's account is the built-in calendar, where series can be written. */
  showRepeat: boolean;
};

/**
 * The event modal (spec 3 §4): viewing shows title, time range, room, category and description;
 * Edit opens the form, Cancel returns to viewing, a saved change or a delete closes it. Edit and
 * Delete need calendar:edit and an event with an emailAccountId that is not read-only.
 */
export function EventModal({ event, onClose, canEdit, zone, showRepeat }: EventModalProps) {
  const formId = useId();
  const [mode, setMode] = useState<'viewing' | 'editing'>('viewing');
  const [values, setValues] = useState(() => editEventValues(event));
  const [errors, setErrors] = useState<EventFormErrors>({});
  const [asking, setAsking] = useState<'edit' | 'delete' | null>(null);
  const updateEvent = useUpdateEventMutation();
  const deleteEvent = useDeleteEventMutation();
  const mayChange = canEdit && Boolean(event.emailAccountId) && !event.readOnly;
  const isBusy = updateEvent.isPending || deleteEvent.isPending;

  function save(scope: EventScope) {
    setAsking(null);
    const request = eventRequestOf(values, event.emailAccountId, zone, {
      withRecurrence: showRepeat && scope === 'series',
    });
    updateEvent.mutate(
      { id: event.id, request: { ...request, scope } },
      {
        onSuccess: () => {
          toast.success(CALENDAR_MESSAGES.updated);
          onClose();
        },
      },
    );
  }

  function submit() {
    const found = validateEventForm(values, zone);
    setErrors(found);
    if (hasErrors(found)) return;
    if (event.isOccurrence) setAsking('edit');
    else save('series');
  }

  function remove(scope: EventScope) {
    deleteEvent.mutate(
      { id: event.id, accountId: event.emailAccountId, scope },
      {
        onSuccess: () => {
          setAsking(null);
          toast.success(CALENDAR_MESSAGES.deleted);
          onClose();
        },
        onError: () => setAsking(null),
      },
    );
  }

  const error = updateEvent.isError
    ? describeApiError(updateEvent.error, CALENDAR_MESSAGES.updateFailed)
    : deleteEvent.isError
      ? describeApiError(deleteEvent.error, CALENDAR_MESSAGES.deleteFailed)
      : null;

  const footer =
    mode === 'editing' ? (
      <>
        <Button
          variant="secondary"
          onClick={() => {
            setMode('viewing');
            setValues(editEventValues(event));
            setErrors({});
            updateEvent.reset();
          }}
          disabled={isBusy}
        >
          {messages.form.cancel}
        </Button>
        {/* Keys keep Save a new element: reusing Edit's button would submit on the click that opened the form. */}
        <Button key="save" type="submit" form={formId} isLoading={updateEvent.isPending}>
          {messages.form.save}
        </Button>
      </>
    ) : mayChange ? (
      <>
        <Button variant="dangerGhost" onClick={() => setAsking('delete')} disabled={isBusy}>
          {messages.detail.delete}
        </Button>
        <Button key="edit" onClick={() => setMode('editing')} disabled={isBusy}>
          {messages.detail.edit}
        </Button>
      </>
    ) : undefined;

  return (
    <>
      <Modal
        isOpen
        onClose={onClose}
        title={mode === 'editing' ? messages.form.editTitle : event.title}
        size="lg"
        footer={footer}
        autoFocusFirstField={mode === 'editing'}
      >
        <div className="space-y-4">
          {error ? <Alert tone="error">{CALENDAR_MESSAGES.alert(error)}</Alert> : null}
          {mode === 'editing' ? (
            <EventForm
              id={formId}
              values={values}
              errors={errors}
              onChange={setValues}
              onSubmit={submit}
              showRepeat={showRepeat}
            />
          ) : (
            <EventDetails event={event} canEdit={canEdit} />
          )}
        </div>
      </Modal>
      <ChoiceDialog
        isOpen={asking === 'edit'}
        title={messages.scope.editTitle}
        description={messages.scope.question}
        onClose={() => setAsking(null)}
        choices={[
          {
            label: messages.scope.occurrence,
            variant: 'secondary',
            onPress: () => save('occurrence'),
          },
          { label: messages.scope.series, onPress: () => save('series') },
        ]}
      />
      <ChoiceDialog
        isOpen={asking === 'delete'}
        title={event.isOccurrence ? messages.scope.deleteTitle : messages.deleteTitle}
        description={CALENDAR_MESSAGES.deleteConfirm}
        isBusy={deleteEvent.isPending}
        onClose={() => setAsking(null)}
        choices={
          event.isOccurrence
            ? [
                {
                  label: messages.scope.occurrence,
                  variant: 'danger',
                  onPress: () => remove('occurrence'),
                },
                {
                  label: messages.scope.series,
                  variant: 'danger',
                  onPress: () => remove('series'),
                },
              ]
            : [{ label: messages.deleteButton, variant: 'danger', onPress: () => remove('series') }]
        }
      />
    </>
  );
}

function EventDetails({ event, canEdit }: { event: DisplayEvent; canEdit: boolean }) {
  const none = messages.detail.none;
  const rows: Array<[string, string]> = [
    [messages.detail.time, formatTimeRange(event, messages.allDay)],
    [messages.detail.room, event.room || none],
    [messages.detail.category, event.category || none],
  ];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-zinc-500">{term}</dt>
            <dd className="text-zinc-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="text-sm font-medium text-zinc-500">{messages.detail.description}</h3>
        <p className="mt-1 text-sm whitespace-pre-wrap text-zinc-800">
          {event.description || none}
        </p>
      </div>
      {canEdit && event.readOnly ? <Alert tone="info">{messages.detail.readOnly}</Alert> : null}
    </div>
  );
}
