import type { DbExecutor } from '../../../platform/db/database.js';
import { deleteUpdatesOf } from '../../files/collab/collab.repo.js';
import { deleteNoteState } from './note-collab.repo.js';

/** A note's name on the co-editing socket: the prefix and the note's id. */
export const NOTE_COLLAB_PREFIX = 'note:';

/** The note's text replaced as a whole (through the API): the next editors start from it. */
export async function forgetNoteState(db: DbExecutor, organizationId: string, noteId: string) {
  await deleteNoteState(db, organizationId, noteId);
  await deleteUpdatesOf(db, organizationId, `${NOTE_COLLAB_PREFIX}${noteId}`);
}
