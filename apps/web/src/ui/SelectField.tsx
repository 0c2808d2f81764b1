import clsx from 'clsx';
import { useId, type Ref, type SelectHTMLAttributes } from 'react';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  /** Keeps the label for screen readers only, for selects inside table rows. */
  hideLabel?: boolean;
  options: ReadonlyArray<{ value: string; label: string }>;
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({ label, hideLabel, options, className, ...rest }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={clsx('space-y-1.5', className)}>
      <label
        htmlFor={id}
        className={clsx('block text-sm font-medium text-zinc-800', hideLabel && 'sr-only')}
      >
        {label}
      </label>
      <select
        id={id}
        className="block w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-zinc-100 disabled:text-zinc-500"
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
