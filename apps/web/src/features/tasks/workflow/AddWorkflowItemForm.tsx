import { useState, type FormEvent, type ReactNode } from 'react';
import { describeApiError } from '../../../platform/api/describeApiError';
import { notify } from '../../../platform/notify/notify';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';

type AddWorkflowItemFormProps = {
  messages: {
    newNameLabel: string;
    newColorLabel: string;
    add: string;
    saveFailed: string;
    added: (name: string) => string;
  };
  initialColor: string;
  isPending: boolean;
  /** Sends the new item (a mutation's `mutate`); the form reports the outcome. */
  onAdd: (
    item: { name: string; color: string },
    outcome: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  /** Fields between the name and the colour (a status's type). */
  children?: ReactNode;
};

/** The form under a workflow list (statuses, labels) that adds one item with a name and colour. */
export function AddWorkflowItemForm({
  messages,
  initialColor,
  isPending,
  onAdd,
  children,
}: AddWorkflowItemFormProps) {
  const [name, setName] = useState('');
  const [color, setColor] = useState(initialColor);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    onAdd(
      { name: trimmed, color },
      {
        onSuccess: () => {
          notify.success(messages.added(trimmed));
          setName('');
        },
        onError: (error) => notify.error(describeApiError(error, messages.saveFailed)),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="mt-4 flex flex-wrap items-end gap-2 border-t border-zinc-100 pt-4"
    >
      <TextField
        label={messages.newNameLabel}
        value={name}
        onChange={(event) => setName(event.target.value)}
        className="min-w-40 flex-1"
        required
      />
      {children}
      <label className="space-y-1.5 text-sm font-medium text-zinc-800">
        <span className="block">{messages.newColorLabel}</span>
        <input
          type="color"
          value={color}
          onChange={(event) => setColor(event.target.value)}
          className="size-9 cursor-pointer rounded-lg border border-zinc-300 bg-white p-1"
        />
      </label>
      <Button type="submit" isLoading={isPending}>
        {messages.add}
      </Button>
    </form>
  );
}
