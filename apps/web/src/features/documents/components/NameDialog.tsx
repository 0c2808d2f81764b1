import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import { documentsMessages as messages } from '../documents.messages';
import { describeFileError } from '../utils/describeFileError';

type NameDialogProps = {
  title: string;
  label: string;
  initialValue: string;
  hint?: string;
  submitLabel: string;
  /** The contract's reason a value cannot be used (shown before asking the server), or null. */
  validate?: (value: string) => string | null;
  /** Resolves when done; a rejection shows the server's reason and keeps the dialog open. */
  onSubmit: (value: string) => Promise<unknown>;
  onClose: () => void;
};

/** One text field in a dialog: a new folder or document name, a rename, a destination. */
export function NameDialog({
  title,
  label,
  initialValue,
  hint,
  submitLabel,
  validate,
  onSubmit,
  onClose,
}: NameDialogProps) {
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const hasSelectedRef = useRef(false);
  const formId = 'documents-name-form';

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validate?.(value) ?? null;
    if (problem) {
      setError(problem);
      return;
    }
    setIsBusy(true);
    setError(null);
    try {
      await onSubmit(value);
      onClose();
    } catch (caught) {
      setError(describeFileError(caught));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Modal
      isOpen
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isBusy}>
            {messages.cancel}
          </Button>
          <Button type="submit" form={formId} isLoading={isBusy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit} noValidate className="space-y-3">
        <TextField
          label={label}
          hint={hint}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          onFocus={(event) => {
            // On opening, select the name without its ending, as file managers do.
            if (hasSelectedRef.current) return;
            hasSelectedRef.current = true;
            const dot = event.target.value.lastIndexOf('.');
            event.target.setSelectionRange(0, dot > 0 ? dot : event.target.value.length);
          }}
        />
        {error ? <Alert tone="error">{error}</Alert> : null}
      </form>
    </Modal>
  );
}
