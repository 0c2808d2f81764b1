import type { FileEntry } from '@worksphere/contracts';
import clsx from 'clsx';
import { ChevronRight, Folder, FolderOpen } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { focusRing } from '../../../ui/focusRing';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import { useFolderQuery } from '../api/filesApi';
import { documentsMessages as messages } from '../documents.messages';
import { describeFileError } from '../utils/describeFileError';
import { folderTrail, isInsideEntry, moveProblem } from '../utils/moveRules';

type FolderPickerDialogProps = {
  entry: FileEntry;
  onClose: () => void;
  /** Moves the entry; rejects with the server's reason, which the dialog shows. */
  onMove: (entry: FileEntry, toFolder: string) => Promise<void>;
};

/**
 * Move: the organisation's folders as a tree to choose from (each level loads when opened), never
 * a typed path. The entry's own folder, the entry itself and what is inside it cannot be chosen.
 */
export function FolderPickerDialog({ entry, onClose, onMove }: FolderPickerDialogProps) {
  const formId = useId();
  const radioName = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  // The way down to where the entry is now starts open, so it can be seen among its neighbours.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(folderTrail(entry.folder).map((crumb) => crumb.folder)),
  );

  function toggle(folder: string) {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(folder)) next.delete(folder);
      else next.add(folder);
      return next;
    });
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = moveProblem(entry, chosen);
    if (problem || chosen === null) {
      setError(problem);
      return;
    }
    setIsBusy(true);
    setError(null);
    try {
      await onMove(entry, chosen);
      onClose();
    } catch (caught) {
      setError(describeFileError(caught));
    } finally {
      setIsBusy(false);
    }
  }

  const node = {
    entry,
    radioName,
    chosen,
    expanded,
    onChoose: (folder: string) => {
      setChosen(folder);
      setError(null);
    },
    onToggle: toggle,
  };
  return (
    <Modal
      isOpen
      title={messages.moveTitle(entry.name)}
      onClose={onClose}
      autoFocusFirstField={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isBusy}>
            {messages.cancel}
          </Button>
          <Button type="submit" form={formId} isLoading={isBusy}>
            {messages.moveSubmit}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit} noValidate className="space-y-3">
        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-medium text-zinc-800">
            {messages.moveTreeLabel}
          </legend>
          <ul className="space-y-0.5">
            <FolderNode {...node} folder="" label={messages.root} depth={0} />
          </ul>
        </fieldset>
        {error ? <Alert tone="error">{error}</Alert> : null}
      </form>
    </Modal>
  );
}

type FolderNodeProps = {
  entry: FileEntry;
  radioName: string;
  chosen: string | null;
  expanded: ReadonlySet<string>;
  onChoose: (folder: string) => void;
  onToggle: (folder: string) => void;
  folder: string;
  label: string;
  depth: number;
};

function FolderNode(props: FolderNodeProps) {
  const { entry, radioName, chosen, expanded, onChoose, onToggle, folder, label, depth } = props;
  const isOpen = expanded.has(folder);
  const isCurrent = folder === entry.folder;
  // Inside the entry itself nothing can be chosen, so it does not open either.
  const isInside = isInsideEntry(entry, folder);
  const isDisabled = isCurrent || isInside;
  const inputId = useId();
  const Icon = isOpen ? FolderOpen : Folder;
  return (
    <li>
      <div
        className={clsx(
          'flex min-w-0 items-center gap-1 rounded-lg pr-2',
          chosen === folder && 'bg-brand-50',
        )}
        style={{ paddingLeft: `${Math.min(depth, 8) * 1}rem` }}
      >
        {isInside ? (
          <span aria-hidden className="size-8 shrink-0" />
        ) : (
          <button
            type="button"
            aria-expanded={isOpen}
            aria-label={isOpen ? messages.hideSubfolders(folder) : messages.showSubfolders(folder)}
            onClick={() => onToggle(folder)}
            className={clsx(
              'inline-flex size-8 shrink-0 items-center justify-center rounded-md text-zinc-500 hover:bg-zinc-100',
              focusRing,
            )}
          >
            <ChevronRight
              aria-hidden
              className={clsx('size-4 transition-transform', isOpen && 'rotate-90')}
            />
          </button>
        )}
        <input
          id={inputId}
          type="radio"
          name={radioName}
          value={folder}
          checked={chosen === folder}
          disabled={isDisabled}
          onChange={() => onChoose(folder)}
          className="size-4 shrink-0 accent-brand-600"
        />
        <label
          htmlFor={inputId}
          className={clsx(
            'flex min-h-10 min-w-0 flex-1 cursor-pointer items-center gap-2 py-1.5 pl-1 text-sm',
            isDisabled ? 'cursor-not-allowed text-zinc-400' : 'text-zinc-900',
          )}
        >
          <Icon aria-hidden className="size-4 shrink-0 text-amber-500" />
          <span className="min-w-0 truncate">{label}</span>
          {isCurrent ? (
            <span className="shrink-0 text-xs text-zinc-500">({messages.moveCurrentFolder})</span>
          ) : null}
        </label>
      </div>
      {isOpen && !isInside ? <Subfolders {...props} /> : null}
    </li>
  );
}

function Subfolders(props: FolderNodeProps) {
  const listing = useFolderQuery(props.folder);
  const indent = { paddingLeft: `${Math.min(props.depth + 1, 8) * 1 + 2.25}rem` };
  if (listing.isPending) {
    return (
      <p className="flex items-center gap-2 py-1 text-xs text-zinc-500" style={indent}>
        <Spinner className="size-3" /> {messages.foldersLoading}
      </p>
    );
  }
  if (listing.isError) {
    return (
      <p role="alert" className="py-1 text-xs text-red-700" style={indent}>
        {messages.foldersFailed} {describeFileError(listing.error)}
      </p>
    );
  }
  const folders = listing.data.files.filter((file) => file.kind === 'folder');
  if (folders.length === 0) {
    return (
      <p className="py-1 text-xs text-zinc-500" style={indent}>
        {messages.noSubfolders}
      </p>
    );
  }
  return (
    <ul className="space-y-0.5">
      {folders.map((folder) => (
        <FolderNode
          key={folder.path}
          {...props}
          folder={folder.path}
          label={folder.name}
          depth={props.depth + 1}
        />
      ))}
    </ul>
  );
}
