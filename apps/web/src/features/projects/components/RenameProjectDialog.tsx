import { updateProjectRequestSchema, type Project } from '@worksphere/contracts';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import { useUpdateProjectMutation } from '../api/projectsApi';
import { projectsMessages } from '../projects.messages';

const messages = projectsMessages.actions;

/** Renames a project; opened from the projects list and the project's own page. */
export function RenameProjectDialog({
  project,
  onClose,
}: {
  project: Project | null;
  onClose: () => void;
}) {
  return project ? <RenameProjectForm project={project} onClose={onClose} /> : null;
}

function RenameProjectForm({ project, onClose }: { project: Project; onClose: () => void }) {
  const formId = useId();
  const [name, setName] = useState(project.name);
  const [nameError, setNameError] = useState<string | undefined>();
  const updateProject = useUpdateProjectMutation();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = updateProjectRequestSchema.safeParse({ name });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message);
      return;
    }
    setNameError(undefined);
    updateProject.mutate(
      { id: project.id, changes: { name } },
      {
        onSuccess: () => {
          toast.success(messages.renamed);
          onClose();
        },
      },
    );
  }

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={messages.renameTitle}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={updateProject.isPending}>
            {messages.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={updateProject.isPending}>
            {updateProject.isPending ? messages.renameSaving : messages.renameSubmit}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit} className="space-y-4">
        {updateProject.isError ? (
          <Alert tone="error">{describeApiError(updateProject.error, messages.updateFailed)}</Alert>
        ) : null}
        <TextField
          label={projectsMessages.create.nameLabel}
          autoComplete="off"
          value={name}
          error={nameError}
          onChange={(event) => setName(event.target.value)}
        />
      </form>
    </Modal>
  );
}
