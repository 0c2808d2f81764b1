import { type EventScope } from '@worksphere/contracts';
import { useId, useState } from 'react';
import { describeApiError } from '../../../platform/api/describeApiError';
import { notify } from '../../../platform/notify/notify';
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
import { describeRecurrence } from '../utils/recurrenceText';
import {
  editEventValues,
  eventRequestOf,
  validateEventForm,
  type EventFormErrors,
  type EventFormValues,
} from '../utils/eventForm';
import {
  choiceRequestFields,
  defaultChoice,
  placementChange,
  rememberChoice,
  rememberedChoice,
  type CalendarChoice,
} from '../utils/calendarChoice';
import { ChoiceDialog } from './ChoiceDialog';
import { remindersText } from '../utils/remindersText';
import { EventAttendees } from './EventAttendees';
import { EventForm } from './EventForm';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { eventCategoryShown } from '../../../platform/i18n/builtinNames';

const messages = calendarMessages;
const hasErrors = (errors: EventFormErrors) => Object.keys(errors).length > 0;

type AddEventModalProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The view's account filter ("all" or one account): the calendar asked for by default. */
  accountId: string;
  initialValues: EventFormValues;
  zone: string;
  showRepeat: boolean;
  /** The calendars the user may add to; the form asks which, starting on the remembered one. */
  calendarChoices: readonly CalendarChoice[];
  userId: string;
};

/** The add-event modal: clears its fields after a successful create (spec 3 §4). */
export function AddEventModal({
  isOpen,
  onClose,
  accountId,
  initialValues,
  zone,
  showRepeat,
  calendarChoices,
  userId,
}: AddEventModalProps) {
  const formId = useId();
  const withDefaultCalendar = (start: EventFormValues) => ({
    ...start,
    calendar:
      start.calendar ||
      defaultChoice(
        calendarChoices,
        rememberedChoice(userId),
        accountId === 'all' ? null : accountId,
      ),
  });
  const [values, setValues] = useState(() => withDefaultCalendar(initialValues));
  const [errors, setErrors] = useState<EventFormErrors>({});
  const createEvent = useCreateEventMutation();
  const choice = calendarChoices.find((candidate) => candidate.id === values.calendar);
  // The built-in calendars hold repeats, attendees and reminders; connected ones what they can.
  const isBuiltIn = choice ? choice.kind !== 'account' : showRepeat;
  // The choices may arrive after the form opened.
  if (!values.calendar && calendarChoices.length > 0) setValues(withDefaultCalendar(values));

  function submit() {
    const found = validateEventForm(values, zone);
    setErrors(found);
    if (hasErrors(found)) return;
    const request = eventRequestOf(values, choice?.accountId ?? accountId, zone, {
      withRecurrence: isBuiltIn,
    });
    createEvent.mutate(
      { ...request, ...(choice ? choiceRequestFields(choice, values.isPrivate) : {}) },
      {
        onSuccess: (created) => {
          if (choice) rememberChoice(userId, choice.id);
          notify.success(messages.created, { toastId: `calendar-created-${created.id}` });
          setValues(withDefaultCalendar(initialValues));
          onClose();
        },
      },
    );
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
            {calendarMessages.spec.alert(
              describeApiError(createEvent.error, calendarMessages.spec.createFailed),
            )}
          </Alert>
        ) : null}
        <EventForm
          id={formId}
          values={values}
          errors={errors}
          onChange={setValues}
          onSubmit={submit}
          showRepeat={isBuiltIn}
          calendarChoices={calendarChoices}
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
  /**
   * Built-in events: the calendars of its account it may move to (My calendar, shared ones);
   * the edit form then offers them and, on a shared one, Private.
   */
  calendarChoices?: readonly CalendarChoice[];
};

/**
 * The event modal (spec 3 §4): viewing shows title, time range, room, category and description;
 * Edit opens the form, Cancel returns to viewing, a saved change or a delete closes it. Edit and
 * Delete need calendar:edit and an event with an emailAccountId that is not read-only.
 */
export function EventModal({
  event,
  onClose,
  canEdit,
  zone,
  showRepeat,
  calendarChoices,
}: EventModalProps) {
  const formId = useId();
  const [mode, setMode] = useState<'viewing' | 'editing'>('viewing');
  const [values, setValues] = useState(() => editEventValues(event));
  const placement = placementChange(event, values, calendarChoices);
  const [errors, setErrors] = useState<EventFormErrors>({});
  const [asking, setAsking] = useState<'edit' | 'delete' | null>(null);
  const updateEvent = useUpdateEventMutation();
  const deleteEvent = useDeleteEventMutation();
  const mayChange = canEdit && Boolean(event.emailAccountId) && !event.readOnly;
  const isBusy = updateEvent.isPending || deleteEvent.isPending;

  function save(scope: EventScope) {
    setAsking(null);
    const request = eventRequestOf(values, event.emailAccountId, zone, {
      withRecurrence: showRepeat && scope !== 'occurrence',
    });
    // The calendar and privacy belong to the series: "this event" alone never moves.
    const moved = placement && scope !== 'occurrence' ? placement.fields : {};
    updateEvent.mutate(
      { id: event.id, request: { ...request, ...moved, scope } },
      {
        onSuccess: () => {
          notify.success(calendarMessages.spec.updated, {
            toastId: `calendar-updated-${event.id}`,
          });
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
          notify.success(calendarMessages.spec.deleted, {
            toastId: `calendar-deleted-${event.id}`,
          });
          onClose();
        },
        onError: () => setAsking(null),
      },
    );
  }

  const error = updateEvent.isError
    ? describeApiError(updateEvent.error, calendarMessages.spec.updateFailed)
    : deleteEvent.isError
      ? describeApiError(deleteEvent.error, calendarMessages.spec.deleteFailed)
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
          {error ? <Alert tone="error">{calendarMessages.spec.alert(error)}</Alert> : null}
          {mode === 'editing' ? (
            <EventForm
              id={formId}
              values={values}
              errors={errors}
              onChange={setValues}
              onSubmit={submit}
              showRepeat={showRepeat}
              calendarChoices={calendarChoices}
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
          // Another calendar or privacy is the whole series' (or the following events').
          ...(placement?.isChanged
            ? []
            : [
                {
                  label: messages.scope.occurrence,
                  variant: 'secondary' as const,
                  onPress: () => save('occurrence'),
                },
              ]),
          ...(showRepeat
            ? [
                {
                  label: messages.scope.following,
                  variant: 'secondary' as const,
                  onPress: () => save('following'),
                },
              ]
            : []),
          { label: messages.scope.series, onPress: () => save('series') },
        ]}
      />
      <ChoiceDialog
        isOpen={asking === 'delete'}
        title={event.isOccurrence ? messages.scope.deleteTitle : messages.deleteTitle}
        description={calendarMessages.spec.deleteConfirm}
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
                ...(showRepeat
                  ? [
                      {
                        label: messages.scope.following,
                        variant: 'danger' as const,
                        onPress: () => remove('following'),
                      },
                    ]
                  : []),
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
  const dates = useDateFormatter(event.start.timeZone);
  const none = messages.detail.none;
  const rows: Array<[string, string]> = [
    [messages.detail.time, formatTimeRange(event, messages.allDay, dates)],
    ...(event.source.recurrence
      ? [
          [messages.detail.repeats, describeRecurrence(event.source.recurrence, dates)] as [
            string,
            string,
          ],
        ]
      : []),
    ...(event.source.reminders
      ? [
          [calendarMessages.reminders.label, remindersText(event.source.reminders)] as [
            string,
            string,
          ],
        ]
      : []),
    [messages.detail.room, event.room || none],
    [messages.detail.category, event.category ? eventCategoryShown(event.category) : none],
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
      <EventAttendees event={event.source} />
      {canEdit && event.readOnly ? <Alert tone="info">{messages.detail.readOnly}</Alert> : null}
    </div>
  );
}
