import type { Category, Person, Task, TaskDependency } from '@worksphere/contracts';
import { ExternalLink, Plus } from 'lucide-react';
import { Link } from 'react-router';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { toast } from 'react-toastify';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { FormErrorAlerts } from '../../../ui/FormErrorAlerts';
import { RequiredTitleField } from '../../../ui/RequiredTitleField';
import { Button } from '../../../ui/Button';
import { CheckboxField } from '../../../ui/CheckboxField';
import { IconButton } from '../../../ui/IconButton';
import { Modal } from '../../../ui/Modal';
import { useDiscardGuard } from '../../../ui/useDiscardGuard';
import { RichTextEditor, type RichTextEditorHandle } from '../../../ui/RichTextEditor';
import { DatePickerField } from '../../../ui/DatePickerField';
import { SelectField } from '../../../ui/SelectField';
import { useCategoriesQuery } from '../../categories/api/categoriesApi';
import { categoriesMessages } from '../../categories/categories.messages';
import { CategoryDialog } from '../../categories/components/CategoryDialog';
import { useProjectsQuery } from '../../projects/api/projectsApi';
import { useMembersQuery } from '../../settings/api/membersApi';
import {
  useDependencyChoicesQuery,
  useSaveTaskMutation,
  useTaskDependentsQuery,
} from '../api/tasksApi';
import { taskPageMessages } from '../page/taskPage.messages';
import { taskPath } from '../page/taskPath';
import { tasksMessages } from '../tasks.messages';
import { textLinkClasses } from '../../../ui/textLinkClasses';
import {
  buildCreateTaskRequest,
  buildUpdateTaskRequest,
  type TaskFormValues,
} from '../utils/buildTaskRequest';
import { toLocalInputValue } from '../utils/dateInput';
import { describeTaskSaveError } from '../utils/describeTaskSaveError';
import { AssigneePicker } from './AssigneePicker';

const messages = tasksMessages.dialog;
/** Spec 1 §2.4, §9: the title takes focus 100 ms after the dialog opens. */
export const TITLE_FOCUS_DELAY_MS = 100;

/** Initial values (spec 1 §3); an `id` makes it the edit dialog. Empty for Quick Task. */
export type TaskDialogInitialData = Partial<
  Pick<
    Task,
    | 'id'
    | 'title'
    | 'description'
    | 'categoryId'
    | 'projectId'
    | 'startDate'
    | 'dueDate'
    | 'assignedUserIds'
    | 'dependencyId'
    | 'isCompleted'
  >
> & {
  /** Names of the assignees, for chips of people no longer listed. */
  assignedUsers?: Person[];
  /** The task it depends on, so a completed one still shows by name. */
  dependency?: TaskDependency | null;
};

export type TaskDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  initialData?: TaskDialogInitialData;
  onSaved?: (task: Task) => void;
};

/** The task dialog (spec 1 §2.4): create a task, or edit one when initialData has an id. */
export function TaskDialog(props: TaskDialogProps) {
  // Mounted only while open, so every opening starts from initialData.
  return props.isOpen ? <TaskDialogContent {...props} /> : null;
}

function initialValuesOf(data: TaskDialogInitialData = {}): TaskFormValues {
  return {
    title: data.title ?? '',
    description: data.description ?? '',
    assignedUserIds: data.assignedUserIds ?? data.assignedUsers?.map((user) => user.id) ?? [],
    projectId: data.projectId ?? '',
    startDate: toLocalInputValue(data.startDate),
    dueDate: toLocalInputValue(data.dueDate),
    categoryId: data.categoryId ?? '',
    dependencyId: data.dependencyId ?? '',
    isCompleted: data.isCompleted ?? false,
  };
}

function TaskDialogContent({ onClose, initialData, onSaved }: TaskDialogProps) {
  const taskId = initialData?.id;
  const isEditing = Boolean(taskId);
  const formId = useId();
  const [initialValues] = useState(() => initialValuesOf(initialData));
  const [values, setValues] = useState(initialValues);
  const isDirty = JSON.stringify(values) !== JSON.stringify(initialValues);
  const { requestClose, discardDialog } = useDiscardGuard(isDirty, onClose);
  const [titleError, setTitleError] = useState<string | undefined>();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [isAddingCategory, setIsAddingCategory] = useState(false);

  const members = useMembersQuery();
  const projects = useProjectsQuery({ archived: 'all' });
  const categories = useCategoriesQuery('task');
  const dependencyChoices = useDependencyChoicesQuery();
  const dependents = useTaskDependentsQuery(taskId);
  const saveTask = useSaveTaskMutation();
  const isSaving = saveTask.isPending;
  const isTitleBlank = values.title.trim() === '';

  const formRef = useRef<HTMLFormElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const editorRef = useRef<RichTextEditorHandle>(null);
  const assigneeRef = useRef<HTMLInputElement>(null);
  const projectRef = useRef<HTMLSelectElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);
  const addCategoryRef = useRef<HTMLButtonElement>(null);
  const startDateRef = useRef<HTMLInputElement>(null);
  const dueDateRef = useRef<HTMLInputElement>(null);
  const dependencyRef = useRef<HTMLSelectElement>(null);
  const completedRef = useRef<HTMLInputElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      // Only while focus still rests on the dialog itself: someone quick who already went to
      // another field (or opened the category dialog) keeps where they are.
      const active = document.activeElement;
      const isOnPanel =
        active === null ||
        active === document.body ||
        (active.getAttribute('role') === 'dialog' && active.contains(formRef.current));
      if (isOnPanel) titleRef.current?.focus();
    }, TITLE_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const setValue = <Key extends keyof TaskFormValues>(key: Key, value: TaskFormValues[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const projectOptions = useMemo(() => {
    const listed = (projects.data ?? []).filter(
      (project) => !project.isArchived || project.id === values.projectId,
    );
    return [
      { value: '', label: messages.noProject },
      ...listed.map((project) => ({
        value: project.id,
        label: project.isArchived ? messages.archivedProject(project.name) : project.name,
      })),
    ];
  }, [projects.data, values.projectId]);

  const categoryOptions = useMemo(
    () => [
      { value: '', label: messages.noCategory },
      ...(categories.data ?? []).map((category) => ({ value: category.id, label: category.name })),
    ],
    [categories.data],
  );

  const dependencyOptions = useMemo(() => {
    // Open tasks other than this one (spec 1 §4) and none that already depend on it, which
    // would close a cycle; the current choice stays even once completed.
    const wouldCycle = new Set(dependents.data ?? []);
    const choices = (dependencyChoices.data ?? []).filter(
      (task) => task.id !== taskId && !task.isCompleted && !wouldCycle.has(task.id),
    );
    const current = initialData?.dependency;
    const options = choices.map((task) => ({ value: task.id, label: task.title }));
    if (current && !choices.some((task) => task.id === current.id)) {
      options.unshift({
        value: current.id,
        label: current.isCompleted ? messages.completedDependency(current.title) : current.title,
      });
    }
    return [{ value: '', label: messages.noDependency }, ...options];
  }, [dependencyChoices.data, dependents.data, taskId, initialData?.dependency]);

  const listErrors = [
    categories.isError
      ? describeFetchError(categories.error, categoriesMessages.listName.task)
      : null,
    projects.isError ? describeFetchError(projects.error, tasksMessages.listNames.projects) : null,
    members.isError ? describeFetchError(members.error, tasksMessages.listNames.users) : null,
    dependencyChoices.isError
      ? describeFetchError(dependencyChoices.error, tasksMessages.listNames.tasks)
      : null,
  ].filter((message): message is string => message !== null);

  function submit() {
    if (isSaving) return;
    if (isTitleBlank) {
      setTitleError(messages.titleRequired);
      titleRef.current?.focus();
      return;
    }
    setTitleError(undefined);
    setSaveError(null);
    const variables = taskId
      ? { id: taskId, request: buildUpdateTaskRequest(values) }
      : { request: buildCreateTaskRequest(values) };
    saveTask.mutate(variables, {
      onSuccess: (task) => {
        toast.success(isEditing ? messages.updated : messages.created);
        onSaved?.(task);
        onClose();
      },
      onError: (error) => setSaveError(describeTaskSaveError(error)),
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
  }

  /** The fields in Tab order (spec 1 §2.4: Tab moves through them in a fixed cycle). */
  function tabCycle(): HTMLElement[] {
    const editable =
      formRef.current?.querySelector<HTMLElement>('[contenteditable="true"]') ?? null;
    const elements: Array<HTMLInputElement | HTMLSelectElement | HTMLButtonElement | null> = [
      titleRef.current,
      assigneeRef.current,
      projectRef.current,
      categoryRef.current,
      addCategoryRef.current,
      startDateRef.current,
      dueDateRef.current,
      dependencyRef.current,
      completedRef.current,
      cancelRef.current,
      submitRef.current,
    ];
    const [title, ...rest] = elements.filter(
      (element): element is NonNullable<typeof element> => element !== null && !element.disabled,
    );
    return [title, editable, ...rest].filter((element): element is HTMLElement => Boolean(element));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    const target = event.target as Node;
    const isInside =
      Boolean(formRef.current?.contains(target)) || Boolean(footerRef.current?.contains(target));
    if (!isInside) return;

    if (event.key === 'Enter' && event.shiftKey) {
      // Shift+Enter saves, except in the rich-text editor, where it breaks a line.
      if (editorRef.current?.contains(target)) return;
      event.preventDefault();
      submit();
      return;
    }

    if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
      // The editor may use Tab itself (indenting a list item).
      if (event.defaultPrevented) return;
      const cycle = tabCycle();
      const current = cycle.findIndex((element) => element.contains(document.activeElement));
      if (current === -1) return;
      const next = (current + (event.shiftKey ? cycle.length - 1 : 1)) % cycle.length;
      event.preventDefault();
      cycle[next]?.focus();
    }
  }

  // Some fields use Enter themselves (a select's button, the parts of a date), so Shift+Enter is
  // caught on its way down to them.
  function handleShiftEnterCapture(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Enter' || !event.shiftKey) return;
    handleKeyDown(event);
    if (event.defaultPrevented) event.stopPropagation();
  }

  function handleCategoryCreated(category: Category) {
    setValue('categoryId', category.id);
  }

  return (
    <>
      <Modal
        isOpen
        onClose={requestClose}
        size="lg"
        autoFocusFirstField={false}
        title={isEditing ? messages.editTitle : messages.createTitle}
        description={
          taskId ? (
            <Link to={taskPath(taskId)} className={textLinkClasses}>
              <ExternalLink aria-hidden className="size-3.5" />
              {taskPageMessages.openPage}
            </Link>
          ) : undefined
        }
        footer={
          <div
            ref={footerRef}
            onKeyDown={handleKeyDown}
            className="flex w-full flex-wrap items-center justify-end gap-2"
          >
            <p className="mr-auto hidden text-xs text-zinc-500 sm:block">{messages.keyboardHint}</p>
            <Button ref={cancelRef} variant="secondary" onClick={requestClose} disabled={isSaving}>
              {messages.cancel}
            </Button>
            <Button ref={submitRef} type="submit" form={formId} disabled={isTitleBlank || isSaving}>
              {isSaving ? messages.saving : isEditing ? messages.update : messages.create}
            </Button>
          </div>
        }
      >
        <form
          id={formId}
          ref={formRef}
          noValidate
          onSubmit={handleSubmit}
          onKeyDownCapture={handleShiftEnterCapture}
          onKeyDown={handleKeyDown}
          className="space-y-4"
        >
          <FormErrorAlerts error={saveError} errors={listErrors} />
          <RequiredTitleField
            ref={titleRef}
            label={messages.titleLabel}
            name="title"
            value={values.title}
            error={titleError}
            onChange={(title) => setValue('title', title)}
            onErrorCleared={() => setTitleError(undefined)}
          />
          <RichTextEditor
            ref={editorRef}
            label={messages.descriptionLabel}
            defaultValue={values.description}
            emptyHint={messages.descriptionHint}
            onChange={(html) => setValue('description', html)}
          />
          <AssigneePicker
            inputRef={assigneeRef}
            label={messages.assigneesLabel}
            users={members.data ?? []}
            knownPeople={initialData?.assignedUsers}
            isLoading={members.isPending}
            selectedIds={values.assignedUserIds}
            onChange={(ids) => setValue('assignedUserIds', ids)}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              ref={projectRef}
              label={messages.projectLabel}
              options={projectOptions}
              value={values.projectId}
              onChange={(event) => setValue('projectId', event.target.value)}
            />
            <div className="flex items-end gap-2">
              <SelectField
                ref={categoryRef}
                className="min-w-0 flex-1"
                label={messages.categoryLabel}
                options={categoryOptions}
                value={values.categoryId}
                onChange={(event) => setValue('categoryId', event.target.value)}
              />
              <IconButton
                ref={addCategoryRef}
                label={messages.addCategory}
                icon={<Plus className="size-5" />}
                className="mb-0.5 border border-zinc-300 bg-white shadow-sm"
                onClick={() => setIsAddingCategory(true)}
              />
            </div>
            <DateField
              inputRef={startDateRef}
              label={messages.startDateLabel}
              value={values.startDate}
              onChange={(value) => setValue('startDate', value)}
            />
            <DateField
              inputRef={dueDateRef}
              label={messages.dueDateLabel}
              value={values.dueDate}
              onChange={(value) => setValue('dueDate', value)}
            />
          </div>
          <SelectField
            ref={dependencyRef}
            label={messages.dependsOnLabel}
            options={dependencyOptions}
            value={values.dependencyId}
            onChange={(event) => setValue('dependencyId', event.target.value)}
          />
          {isEditing ? (
            <CheckboxField
              ref={completedRef}
              label={messages.markCompleted}
              checked={values.isCompleted}
              onChange={(event) => setValue('isCompleted', event.target.checked)}
            />
          ) : null}
        </form>
      </Modal>
      <CategoryDialog
        isOpen={isAddingCategory}
        type="task"
        onClose={() => setIsAddingCategory(false)}
        onCreated={handleCategoryCreated}
      />
      {discardDialog}
    </>
  );
}

function DateField({
  label,
  value,
  onChange,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputRef: Ref<HTMLInputElement>;
}) {
  return <DatePickerField ref={inputRef} label={label} value={value} onChange={onChange} />;
}
