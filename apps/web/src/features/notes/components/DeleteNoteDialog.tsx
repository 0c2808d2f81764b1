import type { Note } from '@worksphere/contracts';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useDeleteNoteMutation } from '../api/notesApi';
import { notesMessages } from '../notes.messages';

const messages = notesMessages.reader;

/** Asks before deleting a note, then deletes it. */
export function DeleteNoteDialog({
  note,
  onClose,
  onDeleted,
}: {
  note: Note | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const deleteNote = useDeleteNoteMutation();
  return (
    <ConfirmDialog
      isOpen={note !== null}
      title={messages.deleteTitle}
      description={note ? messages.deleteText(note.title) : null}
      confirmLabel={messages.deleteConfirm}
      isBusy={deleteNote.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!note) return;
        deleteNote.mutate(note.id, {
          onSuccess: () => {
            toast.success(messages.deleted);
            onDeleted();
          },
          onError: (error) => toast.error(describeApiError(error, messages.deleteFailed)),
        });
      }}
    />
  );
}
