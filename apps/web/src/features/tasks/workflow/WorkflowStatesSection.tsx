import { GripVertical, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { describeApiError } from '../../../platform/api/describeApiError';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { notify } from '../../../platform/notify/notify';
import { Button } from '../../../ui/Button';
import { CardSection } from '../../../ui/CardSection';
import { focusRing } from '../../../ui/focusRing';
import { IconButton } from '../../../ui/IconButton';
import { Modal } from '../../../ui/Modal';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { SelectField } from '../../../ui/SelectField';
import { SortableList, useSortableItem } from '../../../ui/Sortable';
import { BOARD_STATE_TYPES, type BoardState, type BoardStateType } from '../board/boardTypes';
import { AddWorkflowItemForm } from './AddWorkflowItemForm';
import { ColorInput, NameInput } from './NameInput';
import { workflowMessages } from './workflow.messages';
import { useTaskStatesQuery, useWorkflowMutations, type StateChange } from './workflowApi';

const messages = workflowMessages.states;
const TYPE_OPTIONS = BOARD_STATE_TYPES.map((type) => ({
  value: type,
  label: messages.types[type],
}));

/** Settings > Workflow (admins): the statuses, renamed, recoloured, retyped, added, reordered. */
export function WorkflowStatesSection() {
  const states = useTaskStatesQuery();
  const mutations = useWorkflowMutations();
  const [deleting, setDeleting] = useState<BoardState | null>(null);
  const list = states.data ?? [];

  const update = (state: BoardState, change: StateChange) =>
    mutations.updateState.mutate(
      { stateId: state.id, change },
      {
        onSuccess: () => notify.success(messages.saved),
        onError: (error) => notify.error(describeApiError(error, messages.saveFailed)),
      },
    );

  const move = (id: string, toIndex: number) => {
    const ids = list.map((state) => state.id).filter((stateId) => stateId !== id);
    ids.splice(toIndex, 0, id);
    mutations.reorderStates.mutate(ids, {
      onError: (error) => notify.error(describeApiError(error, messages.reorderFailed)),
    });
  };

  return (
    <CardSection id="workflow-states" title={messages.title} description={messages.description}>
      {states.isPending ? <QueryLoading label={messages.loading} /> : null}
      {states.isError ? (
        <QueryFailed
          message={describeFetchError(states.error, messages.listName)}
          retryLabel={messages.retry}
          onRetry={() => void states.refetch()}
        />
      ) : null}
      {states.data ? (
        <SortableList
          ids={list.map((state) => state.id)}
          labelOf={(id) => list.find((state) => state.id === id)?.name ?? ''}
          messages={messages.drag}
          onMove={move}
        >
          <ul aria-label={messages.listLabel} className="space-y-2">
            {list.map((state) => (
              <StateRow
                key={state.id}
                state={state}
                onChange={(change) => update(state, change)}
                onDelete={() => setDeleting(state)}
              />
            ))}
          </ul>
        </SortableList>
      ) : null}
      {states.data ? <AddStateForm /> : null}
      <DeleteStateDialog state={deleting} states={list} onClose={() => setDeleting(null)} />
    </CardSection>
  );
}

type StateRowProps = {
  state: BoardState;
  onChange: (change: StateChange) => void;
  onDelete: () => void;
};

function StateRow({ state, onChange, onDelete }: StateRowProps) {
  const { itemProps, handleProps, isDragging } = useSortableItem(state.id);
  return (
    <li
      {...itemProps}
      data-testid="workflow-state"
      className={`flex flex-wrap items-center gap-2 rounded-xl border border-zinc-200 bg-white p-2 sm:flex-nowrap ${isDragging ? 'shadow-lg' : ''}`}
    >
      <button
        type="button"
        {...handleProps}
        aria-label={messages.drag.handle(state.name)}
        title={messages.drag.handle(state.name)}
        className={`flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-zinc-400 hover:text-zinc-700 ${focusRing}`}
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <ColorInput
        label={messages.colorLabel(state.name)}
        value={state.color}
        onChange={(color) => onChange({ color })}
      />
      <NameInput
        label={messages.nameLabel(state.name)}
        value={state.name}
        onSave={(name) => onChange({ name })}
        className="min-w-0 flex-1"
      />
      <SelectField
        label={messages.typeLabel(state.name)}
        hideLabel
        options={TYPE_OPTIONS}
        value={state.type}
        onChange={({ target }) => onChange({ type: target.value as BoardStateType })}
        className="w-36"
      />
      <IconButton
        label={messages.delete(state.name)}
        icon={<Trash2 className="size-4" />}
        onClick={onDelete}
      />
    </li>
  );
}

function AddStateForm() {
  const { createState } = useWorkflowMutations();
  const [type, setType] = useState<BoardStateType>('unstarted');
  return (
    <AddWorkflowItemForm
      messages={messages}
      initialColor="#6b7280"
      isPending={createState.isPending}
      onAdd={(state, outcome) => createState.mutate({ ...state, type }, outcome)}
    >
      <SelectField
        label={messages.newTypeLabel}
        options={TYPE_OPTIONS}
        value={type}
        onChange={({ target }) => setType(target.value as BoardStateType)}
        className="w-36"
      />
    </AddWorkflowItemForm>
  );
}

type DeleteStateDialogProps = {
  state: BoardState | null;
  states: readonly BoardState[];
  onClose: () => void;
};

/** Deleting a status asks where its tasks go (the server moves them in the same transaction). */
function DeleteStateDialog({ state, states, onClose }: DeleteStateDialogProps) {
  const { deleteState } = useWorkflowMutations();
  const others = states.filter((candidate) => candidate.id !== state?.id);
  const [moveTo, setMoveTo] = useState('');
  const target = others.some((candidate) => candidate.id === moveTo)
    ? moveTo
    : (others[0]?.id ?? '');
  const confirm = () => {
    if (!state) return;
    deleteState.mutate(
      { stateId: state.id, moveTo: target },
      {
        onSuccess: () => {
          notify.success(messages.deleted(state.name));
          onClose();
        },
        onError: (error) => notify.error(describeApiError(error, messages.deleteFailed)),
      },
    );
  };
  return (
    <Modal
      isOpen={state !== null}
      onClose={onClose}
      title={messages.deleteTitle(state?.name ?? '')}
      description={messages.deleteText}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={deleteState.isPending}>
            {messages.cancel}
          </Button>
          <Button variant="danger" onClick={confirm} isLoading={deleteState.isPending}>
            {messages.deleteConfirm}
          </Button>
        </>
      }
    >
      <SelectField
        label={messages.moveToLabel}
        options={others.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        value={target}
        onChange={({ target: choice }) => setMoveTo(choice.value)}
      />
    </Modal>
  );
}
