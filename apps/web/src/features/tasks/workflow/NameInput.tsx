import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { inputClasses } from '../../../ui/TextField';

type NameInputProps = {
  label: string;
  value: string;
  onSave: (name: string) => void;
  className?: string;
};

/** A name edited in place: saved on Enter or when focus leaves, Escape puts the old one back. */
export function NameInput({ label, value, onSave, className }: NameInputProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // A new name from the server (saved here or by another admin) replaces an untouched draft.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  const save = () => {
    const name = draft.trim();
    if (name && name !== value) onSave(name);
    else setDraft(value);
  };
  return (
    <input
      aria-label={label}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') save();
        if (event.key === 'Escape') setDraft(value);
      }}
      className={clsx(
        inputClasses,
        'border-zinc-300 focus:border-brand-500 focus:ring-brand-200',
        className,
      )}
    />
  );
}

type ColorInputProps = { label: string; value: string; onChange: (color: string) => void };

/**
 * The browser's colour picker as a small swatch. Saved on the native `change` event (the picker
 * closed with a new colour), not React's onChange, which fires at every step of a drag.
 */
export function ColorInput({ label, value, onChange }: ColorInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    input.value = value;
    const handleChange = () => {
      if (input.value !== value) onChangeRef.current(input.value);
    };
    input.addEventListener('change', handleChange);
    return () => input.removeEventListener('change', handleChange);
  }, [value]);
  return (
    <input
      ref={ref}
      type="color"
      aria-label={label}
      title={label}
      defaultValue={value}
      className="size-9 shrink-0 cursor-pointer rounded-lg border border-zinc-300 bg-white p-1"
    />
  );
}
