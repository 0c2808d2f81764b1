import { Check, Plus, Tags } from 'lucide-react';
import { useState } from 'react';
import { PopoverButton } from '../../../../ui/PopoverButton';
import { focusRing } from '../../../../ui/focusRing';
import { inputClasses } from '../../../../ui/TextField';
import { describeTaskSaveError } from '../../utils/describeTaskSaveError';
import { useCreateTaskLabelMutation } from '../api/taskPageApi';
import type { TaskLabelRef } from '../pageTypes';
import { taskPageMessages } from '../taskPage.messages';
import { labelChoices, nextLabelColor } from '../utils/labelChoices';
import { ColorDot } from './ColorSelect';
import { FieldError } from './FieldError';

const messages = taskPageMessages.labels;

/** The task's labels as chips, and a panel to tick labels on and off or create one. */
export function LabelsField({
  labels,
  selected,
  error,
  onChange,
}: {
  /** Every label of the organisation. */
  labels: ReadonlyArray<TaskLabelRef>;
  /** The task's labels. */
  selected: ReadonlyArray<TaskLabelRef>;
  error?: string;
  onChange: (labelIds: string[]) => void;
}) {
  const [query, setQuery] = useState('');
  const [createError, setCreateError] = useState<string | undefined>();
  const createLabel = useCreateTaskLabelMutation();
  const selectedIds = new Set(selected.map((label) => label.id));
  const { matches, newName } = labelChoices(labels, query);

  function toggle(labelId: string) {
    const next = new Set(selectedIds);
    if (next.has(labelId)) next.delete(labelId);
    else next.add(labelId);
    onChange([...next]);
  }

  function create(name: string) {
    setCreateError(undefined);
    createLabel.mutate(
      { name, color: nextLabelColor(labels.length) },
      {
        onSuccess: (label) => {
          setQuery('');
          onChange([...selectedIds, label.id]);
        },
        onError: (failure) => setCreateError(describeTaskSaveError(failure)),
      },
    );
  }

  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between">
        <span className="text-sm font-medium text-zinc-800">{taskPageMessages.fields.labels}</span>
        <PopoverButton
          label={messages.pick}
          placement="bottom end"
          className="w-72"
          triggerClassName={`inline-flex size-8 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 ${focusRing}`}
          trigger={<Tags aria-hidden className="size-4" />}
        >
          <div className="space-y-2">
            <input
              aria-label={messages.filter}
              placeholder={messages.filter}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && newName && matches.length === 0) {
                  event.preventDefault();
                  create(newName);
                }
              }}
              className={`${inputClasses} border-zinc-300 focus:border-brand-500 focus:ring-brand-200`}
            />
            <ul className="max-h-60 space-y-0.5 overflow-y-auto">
              {matches.map((label) => {
                const isOn = selectedIds.has(label.id);
                return (
                  <li key={label.id}>
                    <button
                      type="button"
                      role="menuitemcheckbox"
                      aria-checked={isOn}
                      onClick={() => toggle(label.id)}
                      className={`flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm text-zinc-800 hover:bg-zinc-100 ${focusRing}`}
                    >
                      <ColorDot color={label.color} />
                      <span className="flex-1 truncate">{label.name}</span>
                      {isOn ? <Check aria-hidden className="size-4 text-brand-600" /> : null}
                    </button>
                  </li>
                );
              })}
              {matches.length === 0 && !newName ? (
                <li className="px-2 py-1.5 text-sm text-zinc-500">{messages.noMatches}</li>
              ) : null}
            </ul>
            {newName ? (
              <button
                type="button"
                disabled={createLabel.isPending}
                onClick={() => create(newName)}
                className={`flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm font-medium text-brand-700 hover:bg-brand-50 ${focusRing}`}
              >
                <Plus aria-hidden className="size-4" />
                {messages.create(newName)}
              </button>
            ) : null}
            <FieldError message={createError} />
          </div>
        </PopoverButton>
      </div>
      {selected.length === 0 ? (
        <p className="text-sm text-zinc-500">{messages.none}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {selected.map((label) => (
            <li
              key={label.id}
              className="inline-flex items-center gap-1.5 rounded-full border border-zinc-200 bg-white px-2 py-0.5 text-xs font-medium text-zinc-700"
            >
              <ColorDot color={label.color} className="size-2" />
              {label.name}
            </li>
          ))}
        </ul>
      )}
      <FieldError message={error} />
    </div>
  );
}
