import clsx from 'clsx';
import { Check, ChevronDown } from 'lucide-react';
import type { Ref } from 'react';
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { itemClasses, popoverClasses } from './overlayClasses';

/** Shaped like a native change event, so callers written for `<select>` read `target.value`. */
export type SelectChange = { target: { value: string } };

type SelectFieldProps = {
  label: string;
  /** Keeps the label for screen readers only, for selects inside table rows. */
  hideLabel?: boolean;
  /** An option with isDisabled shows but cannot be chosen ("No email accounts connected"). */
  options: ReadonlyArray<{ value: string; label: string; isDisabled?: boolean }>;
  value: string;
  onChange: (change: SelectChange) => void;
  disabled?: boolean;
  className?: string;
  /** The button that opens the list (focus it to focus the field). */
  ref?: Ref<HTMLElement>;
};

/**
 * A labelled single choice on React Aria's Select: a button that opens a list box, with arrow
 * keys, type-ahead, Home/End, Escape. An option may have the value '' ("all", "none").
 */
export function SelectField({
  label,
  hideLabel,
  options,
  value,
  onChange,
  disabled,
  className,
  ref,
}: SelectFieldProps) {
  // React Aria keys must be non-empty, so '' travels as a stand-in key.
  const toKey = (optionValue: string) => (optionValue === '' ? EMPTY_KEY : optionValue);
  const fromKey = (key: Key | null) => (key === EMPTY_KEY || key === null ? '' : String(key));
  return (
    <Select
      className={clsx('space-y-1.5', className)}
      value={toKey(value)}
      onChange={(key) => onChange({ target: { value: fromKey(key) } })}
      isDisabled={disabled}
      disabledKeys={options
        .filter((option) => option.isDisabled)
        .map((option) => toKey(option.value))}
    >
      <Label className={clsx('block text-sm font-medium text-zinc-800', hideLabel && 'sr-only')}>
        {label}
      </Label>
      <Button
        ref={ref as Ref<HTMLButtonElement>}
        className="flex w-full items-center justify-between gap-2 rounded-lg border border-zinc-300 bg-white px-3 py-2 text-left text-sm text-zinc-900 shadow-sm outline-none data-[disabled]:bg-zinc-100 data-[disabled]:text-zinc-500 data-[focus-visible]:border-brand-500 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-200 data-[pressed]:border-brand-500"
      >
        <SelectValue className="min-w-0 truncate data-[placeholder]:text-zinc-400" />
        <ChevronDown aria-hidden className="size-4 shrink-0 text-zinc-500" />
      </Button>
      <Popover className={clsx(popoverClasses, 'max-h-72')}>
        <ListBox className="outline-none">
          {options.map((option) => (
            <ListBoxItem
              key={toKey(option.value)}
              id={toKey(option.value)}
              textValue={option.label}
              className={clsx(
                itemClasses,
                'justify-between data-[disabled]:cursor-default data-[disabled]:text-zinc-400',
              )}
            >
              {({ isSelected }) => (
                <>
                  <span className="truncate">{option.label}</span>
                  {isSelected ? (
                    <Check aria-hidden className="size-4 shrink-0 text-brand-600" />
                  ) : null}
                </>
              )}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

const EMPTY_KEY = '__empty__';
