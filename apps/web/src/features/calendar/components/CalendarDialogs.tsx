import { CALENDAR_COLORS, type CalendarEntry } from '@worksphere/contracts';
import { useId, useState } from 'react';
import { describeApiError } from '../../../platform/api/describeApiError';
import { notify } from '../../../platform/notify/notify';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import {
  useCreateCalendarMutation,
  useDeleteCalendarMutation,
  useUpdateCalendarMutation,
} from '../api/calendarsApi';
import { calendarMessages } from '../calendar.messages';

const messages = calendarMessages.calendars;

/**
 * Add (no calendar given) or rename and recolour a calendar: a shared one (admins) or one's own
 * private calendar.
 */
export function CalendarEditDialog({
  calendar,
  onClose,
}: {
  calendar: CalendarEntry | null;
  onClose: () => void;
}) {
  const formId = useId();
  const [name, setName] = useState(calendar?.name ?? '');
  const [color, setColor] = useState<string>(calendar?.color ?? CALENDAR_COLORS[1]);
  const create = useCreateCalendarMutation();
  const update = useUpdateCalendarMutation();
  const saving = calendar ? update : create;

  function submit() {
    const request = { name, color };
    const done = {
      onSuccess: () => {
        notify.success(calendar ? messages.saved : messages.created);
        onClose();
      },
    };
    if (calendar) update.mutate({ id: calendar.id, request }, done);
    else create.mutate(request, done);
  }

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={calendar ? messages.renameCalendar : messages.addCalendar}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {messages.cancel}
          </Button>
          <Button type="submit" form={formId} isLoading={saving.isPending}>
            {messages.save}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {saving.isError ? (
          <Alert tone="error">{describeApiError(saving.error, messages.nameRequired)}</Alert>
        ) : null}
        <TextField
          label={messages.nameLabel}
          name="name"
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-zinc-800">
            {messages.colorLabel}
          </legend>
          <div className="flex flex-wrap gap-2">
            {CALENDAR_COLORS.map((option) => (
              <label key={option} className="cursor-pointer">
                <input
                  type="radio"
                  name="color"
                  value={option}
                  checked={color === option}
                  onChange={() => setColor(option)}
                  className="peer sr-only"
                  aria-label={option}
                />
                <span
                  className="block size-7 rounded-full ring-offset-2 peer-checked:ring-2 peer-checked:ring-zinc-900 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500"
                  style={{ backgroundColor: option }}
                />
              </label>
            ))}
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}

const DELETE_EVENTS = 'delete-events';

/** Deleting a shared calendar asks what happens to its events: move them, or delete them. */
export function CalendarDeleteDialog({
  calendar,
  others,
  onClose,
}: {
  calendar: CalendarEntry;
  /** The other shared calendars its events may move to. */
  others: readonly CalendarEntry[];
  onClose: () => void;
}) {
  const [target, setTarget] = useState(others[0]?.id ?? DELETE_EVENTS);
  const remove = useDeleteCalendarMutation();
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={messages.deleteCalendar}
      description={messages.deleteQuestion(calendar.name)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {messages.cancel}
          </Button>
          <Button
            variant="danger"
            isLoading={remove.isPending}
            onClick={() =>
              remove.mutate(
                { id: calendar.id, moveEventsTo: target === DELETE_EVENTS ? null : target },
                {
                  onSuccess: () => {
                    notify.success(messages.removed);
                    onClose();
                  },
                },
              )
            }
          >
            {messages.deleteCalendar}
          </Button>
        </>
      }
    >
      {remove.isError ? (
        <Alert tone="error">{describeApiError(remove.error, messages.calendarNotFound)}</Alert>
      ) : null}
      <SelectField
        label={messages.moveEventsTo}
        options={[
          ...others.map((other) => ({ value: other.id, label: other.name })),
          { value: DELETE_EVENTS, label: messages.deleteEvents },
        ]}
        value={target}
        onChange={(change) => setTarget(change.target.value)}
      />
    </Modal>
  );
}
