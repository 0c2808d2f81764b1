import clsx from 'clsx';
import { useId, type InputHTMLAttributes, type Ref } from 'react';

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: string;
  ref?: Ref<HTMLInputElement>;
};

export function CheckboxField({ label, className, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={clsx('flex items-center gap-2', className)}>
      <input
        id={id}
        type="checkbox"
        className="size-4 rounded border-zinc-300 text-brand-600 accent-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500"
        {...inputProps}
      />
      <label htmlFor={id} className="text-sm font-medium text-zinc-800">
        {label}
      </label>
    </div>
  );
}
