import type { Category, CategoryType } from '@worksphere/contracts';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import { useCreateCategoryMutation } from '../api/categoriesApi';
import { categoriesMessages } from '../categories.messages';
import { describeCategoryError } from '../utils/describeCategoryError';

const messages = categoriesMessages.dialog;

export type CategoryDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  type: CategoryType;
  /** Called with the new category, before the dialog closes (the task dialog selects it). */
  onCreated?: (category: Category) => void;
};

/** The add-category dialog (spec 1 §2.6): one field, the name. */
export function CategoryDialog(props: CategoryDialogProps) {
  // Mounted only while open, so every opening starts with an empty form.
  return props.isOpen ? <CategoryDialogContent {...props} /> : null;
}

function CategoryDialogContent({ onClose, type, onCreated }: CategoryDialogProps) {
  const formId = useId();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [saveError, setSaveError] = useState<string | null>(null);
  const createCategory = useCreateCategoryMutation(type);
  const isSaving = createCategory.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The task dialog around this one must not take this submit for its own.
    event.stopPropagation();
    if (isSaving) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(messages.nameRequired);
      return;
    }
    setNameError(undefined);
    setSaveError(null);
    createCategory.mutate(trimmed, {
      onSuccess: (category) => {
        toast.success(messages.added);
        setName('');
        onCreated?.(category);
        onClose();
      },
      onError: (error) => setSaveError(describeCategoryError(error)),
    });
  }

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={messages.title[type]}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSaving}>
            {messages.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={isSaving}>
            {isSaving ? messages.submitting : messages.submit}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit} className="space-y-4">
        {saveError ? <Alert tone="error">{saveError}</Alert> : null}
        <TextField
          label={messages.nameLabel}
          name="categoryName"
          autoComplete="off"
          value={name}
          error={nameError}
          onChange={(event) => setName(event.target.value)}
        />
      </form>
    </Modal>
  );
}
