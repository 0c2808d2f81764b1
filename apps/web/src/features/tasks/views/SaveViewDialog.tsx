import {
  TASK_VIEW_MESSAGES,
  type SavedTaskView,
  type TaskViewFilters,
} from '@worksphere/contracts';
import { useState, type FormEvent } from 'react';
import { describeApiError } from '../../../platform/api/describeApiError';
import { notify } from '../../../platform/notify/notify';
import { Button } from '../../../ui/Button';
import { CheckboxField } from '../../../ui/CheckboxField';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import { useSaveTaskViewMutation } from './taskViewsApi';
import { viewsMessages as messages } from './views.messages';

type SaveViewDialogProps = {
  /** A view to rename or share; without it the current filters are saved as a new view. */
  view: SavedTaskView | null;
  /** What a new view saves. */
  filters: TaskViewFilters;
  onClose: () => void;
};

/** Names a view and shares it (or not); saves the current filters as a new view or edits one. */
export function SaveViewDialog({ view, filters, onClose }: SaveViewDialogProps) {
  const [name, setName] = useState(view?.name ?? '');
  const [isShared, setIsShared] = useState(view?.isShared ?? false);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveTaskViewMutation();
  const formId = 'save-task-view';

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError(TASK_VIEW_MESSAGES.nameRequired);
      return;
    }
    const request = { name: name.trim(), isShared };
    save.mutate(view ? { id: view.id, request } : { request: { ...request, filters } }, {
      onSuccess: (saved) => {
        notify.success(messages.saved(saved.name));
        onClose();
      },
      onError: (failure) => setError(describeApiError(failure, messages.saveFailed)),
    });
  }

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={view ? messages.editTitle : messages.saveTitle}
      description={view ? undefined : messages.saveDescription}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {messages.cancel}
          </Button>
          <Button type="submit" form={formId} isLoading={save.isPending}>
            {save.isPending ? messages.saving : view ? messages.update : messages.save}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit} className="space-y-4" noValidate>
        <TextField
          label={messages.nameLabel}
          value={name}
          maxLength={100}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          error={error ?? undefined}
        />
        <CheckboxField
          label={messages.shareLabel}
          checked={isShared}
          onChange={(event) => setIsShared(event.target.checked)}
        />
      </form>
    </Modal>
  );
}
