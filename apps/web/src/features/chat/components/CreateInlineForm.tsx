import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { IconButton } from '../../../ui/IconButton';
import { inputClasses } from '../../../ui/TextField';

/** One text field and an add button: creating a room or a thread. */
export function CreateInlineForm({
  label,
  submitLabel,
  isBusy,
  onCreate,
}: {
  label: string;
  submitLabel: string;
  isBusy: boolean;
  /** Resolves true when created, so the field empties. */
  onCreate: (value: string) => Promise<boolean>;
}) {
  const [value, setValue] = useState('');
  const inputId = useId();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed || isBusy) return;
    if (await onCreate(trimmed)) setValue('');
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="space-y-1">
      <label htmlFor={inputId} className="block px-1 text-xs font-medium text-zinc-600">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={inputId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className={`${inputClasses} border-zinc-300 focus:border-brand-500 focus:ring-brand-200`}
        />
        <IconButton
          type="submit"
          label={submitLabel}
          icon={<Plus className="size-4" />}
          tone="accent"
          disabled={!value.trim() || isBusy}
        />
      </div>
    </form>
  );
}
