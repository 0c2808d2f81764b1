import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { describeApiError } from '../../../platform/api/describeApiError';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { notify } from '../../../platform/notify/notify';
import { CardSection } from '../../../ui/CardSection';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { IconButton } from '../../../ui/IconButton';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import type { BoardLabel } from '../board/boardTypes';
import { AddWorkflowItemForm } from './AddWorkflowItemForm';
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
  return (
    <AddWorkflowItemForm
      messages={messages}
      initialColor="#3b82f6"
      isPending={createLabel.isPending}
      onAdd={(label, outcome) => createLabel.mutate(label, outcome)}
    />
  );
}
