import type { Note } from '@worksphere/contracts';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { FormErrorAlerts } from '../../../ui/FormErrorAlerts';
import { RequiredTitleField } from '../../../ui/RequiredTitleField';
import { Button } from '../../../ui/Button';
import { ComboBoxField } from '../../../ui/ComboBoxField';
import { CheckboxField } from '../../../ui/CheckboxField';
import { Modal } from '../../../ui/Modal';
import { useDiscardGuard } from '../../../ui/useDiscardGuard';
import { RichTextEditor } from '../../../ui/RichTextEditor';
import { SelectField } from '../../../ui/SelectField';
import { useCategoriesQuery } from '../../categories/api/categoriesApi';
import { categoriesMessages } from '../../categories/categories.messages';
import { useProjectsQuery } from '../../projects/api/projectsApi';
import { useCreateNoteMutation, useUpdateNoteMutation } from '../api/notesApi';
import { NoteCollabEditor } from '../collab/NoteCollabEditor';
import { notesMessages } from '../notes.messages';
import { describeNoteError } from '../utils/describeNoteError';
import { resolveNoteCategory } from '../utils/resolveNoteCategory';

const messages = notesMessages.dialog;

/**
 * Initial values of the note form (spec 1 §2.5), empty by default. categoryId may be a
 * category's id or a name. An `id` makes it the edit dialog of that note.
 */
export type NoteDialogInitialData = Partial<
  Pick<Note, 'id' | 'title' | 'content' | 'categoryId' | 'projectId' | 'isOrganization'>
>;

export type NoteDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  initialData?: NoteDialogInitialData;
  onSaved?: (note: Note) => void;
};

type NoteFormValues = {
  title: string;
  content: string;
  category: string;
  projectId: string;
  isOrganization: boolean;
};

function initialValuesOf(data: NoteDialogInitialData = {}): NoteFormValues {
  return {
    title: data.title ?? '',
    content: data.content ?? '',
    category: data.categoryId ?? '',
    projectId: data.projectId ?? '',
    isOrganization: data.isOrganization ?? false,
  };
}

/** The create-note dialog (spec 1 §2.5); with an id in initialData it edits that note. */
export function NoteDialog(props: NoteDialogProps) {
  // Mounted only while open, so every opening starts from initialData.
  return props.isOpen ? <NoteDialogContent {...props} /> : null;
}

function NoteDialogContent({ onClose, initialData, onSaved }: NoteDialogProps) {
  const noteId = initialData?.id;
  const mode = noteId ? 'update' : 'create';
  const formId = useId();
  const [initialValues] = useState(() => initialValuesOf(initialData));
  const [values, setValues] = useState(initialValues);
  const isDirty = JSON.stringify(values) !== JSON.stringify(initialValues);
  const { requestClose, discardDialog } = useDiscardGuard(isDirty, onClose);
  // The editor takes its content once; a new key starts it again after the form resets.
  const [editorKey, setEditorKey] = useState(0);
  const [titleError, setTitleError] = useState<string | undefined>();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [isCategoryEdited, setIsCategoryEdited] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);

  const categories = useCategoriesQuery('note');
  const projects = useProjectsQuery({ archived: 'all' });
  const createNote = useCreateNoteMutation();
  const updateNote = useUpdateNoteMutation();
  const isSaving = createNote.isPending || updateNote.isPending;

  // A category given by id shows its name once the list is there.
  const categoryShown = useMemo(() => {
    if (isCategoryEdited) return values.category;
    const byId = categories.data?.find((category) => category.id === values.category);
    return byId ? byId.name : values.category;
  }, [isCategoryEdited, values.category, categories.data]);

  const setValue = <Key extends keyof NoteFormValues>(key: Key, value: NoteFormValues[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const projectOptions = useMemo(
    () => [
      { value: '', label: messages.noProject },
      ...(projects.data ?? [])
        .filter((project) => !project.isArchived || project.id === values.projectId)
        .map((project) => ({ value: project.id, label: project.name })),
    ],
    [projects.data, values.projectId],
  );

  const listErrors = [
    categories.isError
      ? describeFetchError(categories.error, categoriesMessages.listName.note)
      : null,
    projects.isError ? describeFetchError(projects.error, notesMessages.listNames.projects) : null,
  ].filter((message): message is string => message !== null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSaving) return;
    if (!values.title.trim()) {
      setTitleError(messages.titleRequired);
      titleRef.current?.focus();
      return;
    }
    setTitleError(undefined);
    setSaveError(null);
    const request = {
      title: values.title.trim(),
      // An existing note's text is saved as it is typed (written together), not sent again.
      ...(noteId ? {} : { content: values.content }),
      categoryId: resolveNoteCategory(categoryShown, categories.data ?? []),
      projectId: values.projectId || null,
      isOrganization: values.isOrganization,
    };
    const handlers = {
      onSuccess: (note: Note) => {
        toast.success(noteId ? messages.updated : messages.created);
        // Spec 1 §4: the form resets, then the dialog closes.
        setValues(initialValuesOf());
        setIsCategoryEdited(false);
        setEditorKey((key) => key + 1);
        onSaved?.(note);
        onClose();
      },
      onError: (error: unknown) => setSaveError(describeNoteError(error, mode)),
    };
    if (noteId) updateNote.mutate({ id: noteId, request }, handlers);
    else createNote.mutate(request, handlers);
  }

  const submitLabel = noteId
    ? isSaving
      ? messages.saving
      : messages.save
    : isSaving
      ? messages.creating
      : messages.create;

  return (
    <>
      <Modal
        isOpen
        onClose={requestClose}
        size="lg"
        title={noteId ? messages.editTitle : messages.createTitle}
        footer={
          <>
            <Button variant="secondary" onClick={requestClose} disabled={isSaving}>
              {messages.cancel}
            </Button>
            <Button type="submit" form={formId} disabled={isSaving}>
              {submitLabel}
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={handleSubmit} className="space-y-4">
          <FormErrorAlerts error={saveError} errors={listErrors} />
          <RequiredTitleField
            ref={titleRef}
            label={messages.titleLabel}
            name="noteTitle"
            value={values.title}
            error={titleError}
            onChange={(title) => setValue('title', title)}
            onErrorCleared={() => setTitleError(undefined)}
          />
          {noteId ? (
            // An existing note's text is written together (saved as it is typed, not by the form).
            <NoteCollabEditor
              noteId={noteId}
              label={messages.contentLabel}
              emptyHint={messages.contentHint}
            />
          ) : (
            <RichTextEditor
              key={editorKey}
              label={messages.contentLabel}
              defaultValue={values.content}
              emptyHint={messages.contentHint}
              onChange={(html) => setValue('content', html)}
            />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <ComboBoxField
              label={messages.categoryLabel}
              name="noteCategory"
              hint={messages.categoryHint}
              value={categoryShown}
              suggestions={(categories.data ?? []).map((category) => ({
                id: category.id,
                label: category.name,
              }))}
              onChange={(text) => {
                setIsCategoryEdited(true);
                setValue('category', text);
              }}
            />
            <SelectField
              label={messages.projectLabel}
              options={projectOptions}
              value={values.projectId}
              onChange={(event) => setValue('projectId', event.target.value)}
            />
          </div>
          <CheckboxField
            label={messages.shareLabel}
            checked={values.isOrganization}
            onChange={(event) => setValue('isOrganization', event.target.checked)}
          />
        </form>
      </Modal>
      {discardDialog}
    </>
  );
}
