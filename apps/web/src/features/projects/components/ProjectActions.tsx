import type { Project } from '@worksphere/contracts';
import { Archive, ArchiveRestore, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { IconButton } from '../../../ui/IconButton';
import { useDeleteProjectMutation, useUpdateProjectMutation } from '../api/projectsApi';
import { projectsMessages } from '../projects.messages';
import { RenameProjectDialog } from './RenameProjectDialog';

const messages = projectsMessages.actions;

/** Rename, archive or restore, and delete: the icon buttons of one project. */
export function ProjectActions({
  project,
  onDeleted,
}: {
  project: Project;
  onDeleted?: () => void;
}) {
  const [isRenaming, setIsRenaming] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const updateProject = useUpdateProjectMutation();
  const deleteProject = useDeleteProjectMutation();

  function toggleArchived() {
    const archived = !project.isArchived;
    updateProject.mutate(
      { id: project.id, changes: { archived } },
      {
        onSuccess: () => toast.success(archived ? messages.archived : messages.restored),
        onError: (error) => toast.error(describeApiError(error, messages.updateFailed)),
      },
    );
  }

  return (
    <div className="flex shrink-0 items-center gap-0.5">
      <IconButton
        label={messages.rename(project.name)}
        icon={<Pencil className="size-4" />}
        onClick={() => setIsRenaming(true)}
      />
      <IconButton
        label={project.isArchived ? messages.restore(project.name) : messages.archive(project.name)}
        icon={
          project.isArchived ? (
            <ArchiveRestore className="size-4" />
          ) : (
            <Archive className="size-4" />
          )
        }
        disabled={updateProject.isPending}
        onClick={toggleArchived}
      />
      <IconButton
        label={messages.delete(project.name)}
        icon={<Trash2 className="size-4" />}
        onClick={() => setIsDeleting(true)}
      />
      <RenameProjectDialog
        project={isRenaming ? project : null}
        onClose={() => setIsRenaming(false)}
      />
      <ConfirmDialog
        isOpen={isDeleting}
        title={messages.deleteTitle}
        description={messages.deleteText(project.name)}
        confirmLabel={messages.deleteConfirm}
        isBusy={deleteProject.isPending}
        onClose={() => setIsDeleting(false)}
        onConfirm={() =>
          deleteProject.mutate(project.id, {
            onSuccess: () => {
              toast.success(messages.deleted);
              setIsDeleting(false);
              onDeleted?.();
            },
            onError: (error) => toast.error(describeApiError(error, messages.deleteFailed)),
          })
        }
      />
    </div>
  );
}
