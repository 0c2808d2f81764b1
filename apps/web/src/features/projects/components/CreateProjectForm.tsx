import { createProjectRequestSchema } from '@worksphere/contracts';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useCreateProjectMutation } from '../api/projectsApi';
import { projectsMessages } from '../projects.messages';

const messages = projectsMessages.create;

/** One field and a button: POST /projects {name}. */
export function CreateProjectForm() {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const createProject = useCreateProjectMutation();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createProjectRequestSchema.safeParse({ name });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? messages.nameRequired);
      return;
    }
    setNameError(undefined);
    createProject.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(messages.created);
        setName('');
      },
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-3">
      {createProject.isError ? (
        <Alert tone="error">{describeApiError(createProject.error, messages.failed)}</Alert>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          className="min-w-0 flex-1"
          label={messages.nameLabel}
          name="projectName"
          autoComplete="off"
          value={name}
          error={nameError}
          onChange={(event) => setName(event.target.value)}
        />
        <Button
          type="submit"
          className="sm:mt-6.5"
          isLoading={createProject.isPending}
          icon={<Plus aria-hidden className="size-4" />}
        >
          {createProject.isPending ? messages.submitting : messages.submit}
        </Button>
      </div>
    </form>
  );
}
