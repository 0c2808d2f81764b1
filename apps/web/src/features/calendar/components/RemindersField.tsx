import { MAX_REMINDERS, REMINDER_CHOICES } from '@worksphere/contracts';
import { Bell, X } from 'lucide-react';
import { IconButton } from '../../../ui/IconButton';
import { SelectField } from '../../../ui/SelectField';
import { calendarMessages } from '../calendar.messages';

type RemindersFieldProps = {
  /** Minutes before the start, as the event has them (or its default). */
  value: number[];
  onChange: (reminders: number[]) => void;
};

/**
 * An event's reminders: one line per reminder with its remove button, and a select that adds one
 * of the choices not taken yet (at most MAX_REMINDERS).
 */
export function RemindersField({ value, onChange }: RemindersFieldProps) {
  const sorted = [...value].sort((a, b) => a - b);
  const free = REMINDER_CHOICES.filter((minutes) => !value.includes(minutes));
  const canAdd = value.length < MAX_REMINDERS && free.length > 0;

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">
        {calendarMessages.reminders.label}
      </legend>
      {sorted.length === 0 ? (
        <p className="text-sm text-zinc-500">{calendarMessages.reminders.none}</p>
      ) : (
        <ul className="space-y-1">
          {sorted.map((minutes) => (
            <li key={minutes} className="flex items-center gap-2 text-sm text-zinc-800">
              <Bell aria-hidden className="size-4 text-zinc-500" />
              <span className="flex-1">{calendarMessages.reminders.choice(minutes)}</span>
              <IconButton
                label={calendarMessages.reminders.remove(
                  calendarMessages.reminders.choice(minutes),
                )}
                icon={<X aria-hidden className="size-4" />}
                onClick={() => onChange(value.filter((chosen) => chosen !== minutes))}
              />
            </li>
          ))}
        </ul>
      )}
      {canAdd ? (
        <SelectField
          label={calendarMessages.reminders.add}
          hideLabel
          options={[
            { value: '', label: calendarMessages.reminders.add, isDisabled: true },
            ...free.map((minutes) => ({
              value: String(minutes),
              label: calendarMessages.reminders.choice(minutes),
            })),
          ]}
          value=""
          onChange={(change) => {
            if (change.target.value !== '') onChange([...value, Number(change.target.value)]);
          }}
        />
      ) : null}
    </fieldset>
  );
}
