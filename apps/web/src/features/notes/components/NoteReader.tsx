import type { Note } from '@worksphere/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { QueryLoading } from '../../../ui/QueryStatus';
import { useCurrentUser } from '../../auth/components/useAuth';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { useNoteQuery } from '../api/notesApi';
import { notesMessages } from '../notes.messages';
import { NoteCollabEditor } from '../collab/NoteCollabEditor';
import { NoteBadges } from './NoteBadges';
import type { NoteLookups } from './useNoteLookups';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';

const messages = notesMessages.reader;

type NoteReaderProps = {
  noteId: string | null;
  lookups: NoteLookups;
  onClose: () => void;
  onEdit: (note: Note) => void;
  onDelete: (note: Note) => void;
};

/**
 * Reads one note in full and writes its text together with whoever else has it open; its author
 * may edit its details, its author or an admin delete it.
 */
export function NoteReader({ noteId, lookups, onClose, onEdit, onDelete }: NoteReaderProps) {
  const user = useCurrentUser();
  const dates = useDateFormatter();
  const note = useNoteQuery(noteId);
  const data = note.data;
  const canEdit = data?.authorId === user.id;
  const canDelete = canEdit || user.role === 'ADMIN';

  return (
    <Modal
      isOpen={noteId !== null}
      onClose={onClose}
      size="lg"
      title={data?.title ?? messages.loading}
      description={
        data
          ? `${notesMessages.card.byAuthor(displayNameOf(data.author))} · ${notesMessages.card.updatedOn(dates.formatDate(data.updatedAt))}`
          : undefined
      }
      footer={
        <div className="flex w-full flex-wrap items-center justify-end gap-2">
          {data && canDelete ? (
            <Button
              variant="dangerGhost"
              className="mr-auto"
              icon={<Trash2 aria-hidden className="size-4" />}
              onClick={() => onDelete(data)}
            >
              {messages.delete}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            {messages.close}
          </Button>
          {data && canEdit ? (
            <Button icon={<Pencil aria-hidden className="size-4" />} onClick={() => onEdit(data)}>
              {messages.edit}
            </Button>
          ) : null}
        </div>
      }
    >
      {note.isPending ? (
        <QueryLoading label={messages.loading} />
      ) : note.isError || !data ? (
        <Alert tone="error">{messages.loadFailed}</Alert>
      ) : (
        <div className="space-y-4">
          <NoteBadges note={data} lookups={lookups} />
          <p className="text-xs text-zinc-500">
            {data.isOrganization ? messages.sharedNotice : messages.privateNotice}
          </p>
          {/* Whoever may read the note writes its text, together with the others in it. */}
          <div data-testid="note-content">
            <NoteCollabEditor
              noteId={data.id}
              label={notesMessages.dialog.contentLabel}
              hideLabel
              emptyHint={notesMessages.dialog.contentHint}
            />
          </div>
        </div>
      )}
    </Modal>
  );
}
