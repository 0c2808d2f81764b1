import clsx from 'clsx';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { itemClasses, popoverClasses } from './overlayClasses';
import { inputClasses } from './TextField';

type ComboBoxFieldProps = {
  label: string;
  /** The text in the field: typed, or the label of a picked suggestion. */
  value: string;
  onChange: (text: string) => void;
  /** Suggestions, filtered by what is typed (case-insensitive, anywhere in the label). */
  suggestions: ReadonlyArray<{ id: string; label: string }>;
  hint?: string;
  name?: string;
  className?: string;
};

/**
 * A text field with suggestions on React Aria's ComboBox, for free text that often repeats
 * (a category name): typing filters the list, ArrowDown opens it, Enter picks, Escape closes it;
 * any other text stays as typed.
 */
export function ComboBoxField({
  label,
  value,
  onChange,
  suggestions,
  hint,
  name,
  className,
}: ComboBoxFieldProps) {
  const query = value.trim().toLowerCase();
  const shown = suggestions.filter((item) => item.label.toLowerCase().includes(query));
  return (
    <ComboBox
      className={clsx('space-y-1.5', className)}
      allowsCustomValue
      inputValue={value}
      onInputChange={onChange}
      items={shown}
      menuTrigger="input"
    >
      <Label className="block text-sm font-medium text-zinc-800">{label}</Label>
      <Input
        name={name}
        className={clsx(
          inputClasses,
          'border-zinc-300 focus:border-brand-500 focus:ring-brand-200',
        )}
      />
      {hint ? (
        <Text slot="description" className="block text-xs text-zinc-500">
          {hint}
        </Text>
      ) : null}
      <Popover className={clsx(popoverClasses, 'max-h-60')}>
        <ListBox className="outline-none">
          {(item: { id: string; label: string }) => (
            <ListBoxItem id={item.id} textValue={item.label} className={itemClasses}>
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
