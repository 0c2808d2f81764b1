import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { SelectField } from '../../../ui/SelectField';
import { inputClasses } from '../../../ui/TextField';
import { contactsMessages } from '../contacts.messages';

type LabelledRow = { label: string };

type LabelledValuesFieldsetProps<Row extends LabelledRow, Key extends keyof Row & string> = {
  /** The form field, as the contract's error paths name it ("phones", "emails"). */
  field: string;
  title: string;
  rows: Row[];
  /** The row's value besides its label ("number", "address"). */
  valueKey: Key;
  type: 'tel' | 'email';
  suggestedLabels: readonly string[];
  newRow: Row;
  names: {
    label: (position: number) => string;
    value: (position: number) => string;
    remove: (position: number) => string;
    add: string;
  };
  errors: Record<string, string>;
  onChange: (rows: Row[]) => void;
};

/** The label choices: the suggested ones, plus a label the contact already has (imported). */
function labelOptions(suggested: readonly string[], current: string) {
  const values = suggested.includes(current) || !current ? suggested : [...suggested, current];
  return values.map((value) => ({
    value,
    label: contactsMessages.dialog.labels[value] ?? value,
  }));
}

/**
 * A contact's phone numbers or e-mail addresses: each row a label and a value, removable, and a
 * button to add one. Errors come from the contract's paths (`phones.0.number`).
 */
export function LabelledValuesFieldset<Row extends LabelledRow, Key extends keyof Row & string>({
  field,
  title,
  rows,
  valueKey,
  type,
  suggestedLabels,
  newRow,
  names,
  errors,
  onChange,
}: LabelledValuesFieldsetProps<Row, Key>) {
  const replace = (index: number, change: Partial<Row>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-zinc-900">{title}</legend>
      {rows.map((row, index) => (
        <div key={index} className="grid grid-cols-[8rem_1fr_auto] items-start gap-2">
          <SelectField
            label={names.label(index + 1)}
            hideLabel
            options={labelOptions(suggestedLabels, row.label)}
            value={row.label}
            onChange={(change) => replace(index, { label: change.target.value } as Partial<Row>)}
          />
          <RowInput
            label={names.value(index + 1)}
            type={type}
            value={String(row[valueKey] ?? '')}
            error={errors[`${field}.${index}.${valueKey}`] ?? errors[`${field}.${index}.label`]}
            onChange={(value) => replace(index, { [valueKey]: value } as Partial<Row>)}
          />
          <IconButton
            label={names.remove(index + 1)}
            icon={<X className="size-4" />}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      {errors[field] ? <p className="text-xs font-medium text-red-600">{errors[field]}</p> : null}
      <Button
        variant="ghost"
        size="sm"
        icon={<Plus aria-hidden className="size-4" />}
        onClick={() => onChange([...rows, { ...newRow }])}
      >
        {names.add}
      </Button>
    </fieldset>
  );
}

/** A phone number or address of a row: its label is for screen readers (the row shows its kind). */
function RowInput({
  label,
  type,
  value,
  error,
  onChange,
}: {
  label: string;
  type: 'tel' | 'email';
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type={type}
        inputMode={type}
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClasses} ${error ? 'border-red-400 focus:border-red-500 focus:ring-red-200' : 'border-zinc-300 focus:border-brand-500 focus:ring-brand-200'}`}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
