import { defaultReminders, EVENT_CATEGORIES, WEEKDAYS } from '@worksphere/contracts';
import type { FormEvent } from 'react';
import { CheckboxField } from '../../../ui/CheckboxField';
import { DatePickerField } from '../../../ui/DatePickerField';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { calendarMessages } from '../calendar.messages';
import type { CalendarChoice } from '../utils/calendarChoice';
import { AttendeesField } from './AttendeesField';
import { CalendarChoiceField } from './CalendarChoiceField';
import { RemindersField } from './RemindersField';
import {
  withAllDay,
  type EventFormErrors,
  type EventFormValues,
  type RepeatChoice,
  type RepeatEnd,
} from '../utils/eventForm';
import { eventCategoryShown } from '../../../platform/i18n/builtinNames';

const messages = calendarMessages.form;

type EventFormProps = {
  id: string;
  values: EventFormValues;
  errors: EventFormErrors;
  onChange: (values: EventFormValues) => void;
  onSubmit: () => void;
  /** Repeating events exist on the built-in calendar only. */
  showRepeat: boolean;
  /** Which calendar: the add form always asks; the edit form for built-in events only. */
  calendarChoices?: readonly CalendarChoice[];
};

/** The fields of the add and edit modals (spec 3 §5): title, start, end, category required. */
export function EventForm({
  id,
  values,
  errors,
  onChange,
  onSubmit,
  showRepeat,
  calendarChoices,
}: EventFormProps) {
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const granularity = values.allDay ? 'day' : 'minute';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form id={id} noValidate onSubmit={handleSubmit} className="space-y-4">
      <TextField
        label={messages.title}
        name="title"
        required
        value={values.title}
        error={errors.title}
        maxLength={500}
        onChange={(event) => set('title', event.target.value)}
      />
      {calendarChoices ? (
        <CalendarChoiceField
          choices={calendarChoices}
          value={values.calendar}
          isPrivate={values.isPrivate}
          onChange={(calendar) => set('calendar', calendar)}
          onPrivateChange={(isPrivate) => set('isPrivate', isPrivate)}
        />
      ) : null}
      <CheckboxField
        label={messages.allDay}
        checked={values.allDay}
        onChange={(event) => onChange(withAllDay(values, event.target.checked))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DatePickerField
          key={`start-${granularity}`}
          label={messages.start}
          granularity={granularity}
          value={values.start}
          error={errors.start}
          onChange={(value) => set('start', value)}
        />
        <DatePickerField
          key={`end-${granularity}`}
          label={messages.end}
          granularity={granularity}
          value={values.end}
          error={errors.end}
          onChange={(value) => set('end', value)}
        />
      </div>
      <div>
        <SelectField
          label={messages.category}
          options={[
            { value: '', label: messages.categoryPlaceholder, isDisabled: true },
            ...EVENT_CATEGORIES.map((category) => ({
              value: category,
              label: eventCategoryShown(category),
            })),
          ]}
          value={values.category}
          onChange={(change) => set('category', change.target.value)}
        />
        {errors.category ? <p className="mt-1.5 text-sm text-red-600">{errors.category}</p> : null}
      </div>
      <TextField
        label={messages.location}
        name="location"
        value={values.location}
        maxLength={500}
        onChange={(event) => set('location', event.target.value)}
      />
      <div className="space-y-1.5">
        <label htmlFor={`${id}-description`} className="block text-sm font-medium text-zinc-800">
          {messages.description}
        </label>
        <textarea
          id={`${id}-description`}
          name="description"
          rows={3}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          className="block w-full rounded-lg border border-zinc-300 px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200"
        />
      </div>
      {showRepeat ? <RepeatSection values={values} errors={errors} set={set} /> : null}
      {showRepeat ? (
        <AttendeesField
          value={values.attendees}
          onChange={(attendees) => set('attendees', attendees)}
          day={values.start}
        />
      ) : null}
      {showRepeat ? (
        <RemindersField
          value={values.reminders ?? defaultReminders(values.allDay)}
          onChange={(reminders) => set('reminders', reminders)}
        />
      ) : null}
    </form>
  );
}

function RepeatSection({
  values,
  errors,
  set,
}: {
  values: EventFormValues;
  errors: EventFormErrors;
  set: <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) => void;
}) {
  const repeatOptions = (Object.keys(messages.repeatOptions) as RepeatChoice[]).map((value) => ({
    value,
    label: messages.repeatOptions[value],
  }));
  const endOptions = (Object.keys(messages.endsOptions) as RepeatEnd[]).map((value) => ({
    value,
    label: messages.endsOptions[value],
  }));
  return (
    <fieldset className="space-y-4 rounded-xl border border-zinc-200 p-3">
      <legend className="px-1 text-sm font-medium text-zinc-800">{messages.repeat}</legend>
      <SelectField
        label={messages.repeat}
        hideLabel
        options={repeatOptions}
        value={values.repeat}
        onChange={(change) => set('repeat', change.target.value as RepeatChoice)}
      />
      {values.repeat === 'weekly' ? (
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-zinc-800">{messages.onDays}</legend>
          <div className="flex flex-wrap gap-x-3 gap-y-2">
            {WEEKDAYS.map((weekday) => (
              <CheckboxField
                key={weekday}
                label={messages.weekdays[weekday]}
                aria-label={messages.weekdayNames[weekday]}
                checked={values.byWeekday.includes(weekday)}
                onChange={(event) =>
                  set(
                    'byWeekday',
                    event.target.checked
                      ? WEEKDAYS.filter((day) => day === weekday || values.byWeekday.includes(day))
                      : values.byWeekday.filter((day) => day !== weekday),
                  )
                }
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      {values.repeat !== 'none' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={messages.ends}
            options={endOptions}
            value={values.repeatEnd}
            onChange={(change) => set('repeatEnd', change.target.value as RepeatEnd)}
          />
          {values.repeatEnd === 'until' ? (
            <DatePickerField
              label={messages.until}
              granularity="day"
              value={values.until}
              error={errors.until}
              onChange={(value) => set('until', value)}
            />
          ) : null}
          {values.repeatEnd === 'count' ? (
            <TextField
              label={messages.count}
              name="count"
              type="number"
              inputMode="numeric"
              min={1}
              max={1000}
              value={values.count}
              error={errors.count}
              onChange={(event) => set('count', event.target.value)}
            />
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
