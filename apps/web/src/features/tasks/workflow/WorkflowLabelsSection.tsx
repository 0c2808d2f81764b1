import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { describeApiError } from '../../../platform/api/describeApiError';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { notify } from '../../../platform/notify/notify';
import { Button } from '../../../ui/Button';
import { CardSection } from '../../../ui/CardSection';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { IconButton } from '../../../ui/IconButton';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { TextField } from '../../../ui/TextField';
import type { BoardLabel } from '../board/boardTypes';
import { ColorInput, NameInput } from './NameInput';
import { workflowMessages } from './workflow.messages';
import { useTaskLabelsQuery, useWorkflowMutations, type LabelChange } from './workflowApi';

const messages = workflowMessages.labels;

/** Settings > Workflow (admins): the organisation's task labels, added, renamed, deleted. */
export function WorkflowLabelsSection() {
  const labels = useTaskLabelsQuery();
  const mutations = useWorkflowMutations();
  const [deleting, setDeleting] = useState<BoardLabel | null>(null);

  const update = (label: BoardLabel, change: LabelChange) =>
    mutations.updateLabel.mutate(
      { labelId: label.id, change },
      {
        onSuccess: () => notify.success(messages.saved),
        onError: (error) => notify.error(describeApiError(error, messages.saveFailed)),
      },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    mutations.deleteLabel.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(messages.deleted(deleting.name));
        setDeleting(null);
      },
      onError: (error) => notify.error(describeApiError(error, messages.deleteFailed)),
    });
  };

  return (
    <CardSection id="workflow-labels" title={messages.title} description={messages.description}>
      {labels.isPending ? <QueryLoading label={messages.loading} /> : null}
      {labels.isError ? (
        <QueryFailed
          message={describeFetchError(labels.error, messages.listName)}
          retryLabel={messages.retry}
          onRetry={() => void labels.refetch()}
        />
      ) : null}
      {labels.data && labels.data.length === 0 ? (
        <p className="text-sm text-zinc-500">{messages.empty}</p>
      ) : null}
      {labels.data && labels.data.length > 0 ? (
        <ul aria-label={messages.listLabel} className="space-y-2">
          {labels.data.map((label) => (
            <li
              key={label.id}
              data-testid="workflow-label"
              className="flex items-center gap-2 rounded-xl border border-zinc-200 bg-white p-2"
            >
              <ColorInput
                label={messages.colorLabel(label.name)}
                value={label.color}
                onChange={(color) => update(label, { color })}
              />
              <NameInput
                label={messages.nameLabel(label.name)}
                value={label.name}
                onSave={(name) => update(label, { name })}
                className="min-w-0 flex-1"
              />
              <IconButton
                label={messages.delete(label.name)}
                icon={<Trash2 className="size-4" />}
                onClick={() => setDeleting(label)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {labels.data ? <AddLabelForm /> : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={messages.deleteTitle(deleting?.name ?? '')}
        description={messages.deleteText}
        confirmLabel={messages.deleteConfirm}
        isBusy={mutations.deleteLabel.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </CardSection>
  );
}

function AddLabelForm() {
  const { createLabel } = useWorkflowMutations();
  const [name, setName] = useState('');
  const [color, setColor] = useState('#3b82f6');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    createLabel.mutate(
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
      <label className="space-y-1.5 text-sm font-medium text-zinc-800">
        <span className="block">{messages.newColorLabel}</span>
        <input
          type="color"
          value={color}
          onChange={(event) => setColor(event.target.value)}
          className="size-9 cursor-pointer rounded-lg border border-zinc-300 bg-white p-1"
        />
      </label>
      <Button type="submit" isLoading={createLabel.isPending}>
        {messages.add}
      </Button>
    </form>
  );
}
