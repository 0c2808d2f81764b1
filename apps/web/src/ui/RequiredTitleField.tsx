import type { Ref } from 'react';
import { TextField } from './TextField';

/** A required title whose error clears as soon as something is typed, as dialog forms need. */
export function RequiredTitleField({
  ref,
  label,
  name,
  value,
  error,
  onChange,
  onErrorCleared,
}: {
  ref?: Ref<HTMLInputElement>;
  label: string;
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onErrorCleared: () => void;
}) {
  return (
    <TextField
      ref={ref}
      label={label}
      name={name}
      autoComplete="off"
      required
      value={value}
      error={error}
      onChange={(event) => {
        onChange(event.target.value);
        if (error && event.target.value.trim()) onErrorCleared();
      }}
    />
  );
}
