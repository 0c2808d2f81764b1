import { CheckboxField } from '../../../ui/CheckboxField';
import { SelectField } from '../../../ui/SelectField';
import type { CalendarChoice } from '../utils/calendarChoice';
import { calendarMessages } from '../calendar.messages';

type CalendarChoiceFieldProps = {
  choices: readonly CalendarChoice[];
  value: string;
  isPrivate: boolean;
  onChange: (value: string) => void;
  onPrivateChange: (isPrivate: boolean) => void;
};

/**
 * The event forms' "Calendar" select (My calendar, the shared calendars, connected accounts) and,
 * on a shared calendar, "Private": others then see only "Busy" at its time.
 */
export function CalendarChoiceField({
  choices,
  value,
  isPrivate,
  onChange,
  onPrivateChange,
}: CalendarChoiceFieldProps) {
  const chosen = choices.find((choice) => choice.id === value);
  return (
    <div className="space-y-2">
      <SelectField
        label={calendarMessages.calendars.calendarField}
        options={choices.map((choice) => ({ value: choice.id, label: choice.name }))}
        value={value}
        onChange={(change) => onChange(change.target.value)}
      />
      {chosen?.kind === 'shared' ? (
        <CheckboxField
          label={calendarMessages.calendars.private}
          checked={isPrivate}
          onChange={(event) => onPrivateChange(event.target.checked)}
        />
      ) : null}
    </div>
  );
}
