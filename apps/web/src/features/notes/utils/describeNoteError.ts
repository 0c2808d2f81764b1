import { ApiError } from '../../../platform/api/ApiError';
import { notesMessages } from '../notes.messages';

const messages = notesMessages.dialog;

/**
 * Spec 1 §8 for creating a note: any answer but 201 shows the server's error text, else
 * "Failed to create note."; a thrown failure "An error occurred while creating the note.".
 * Saving an edit follows the same pattern with its own words.
 */
export function describeNoteError(error: unknown, mode: 'create' | 'update'): string {
  if (error instanceof ApiError) {
    return (
      error.serverMessage ?? (mode === 'create' ? messages.createFailed : messages.updateFailed)
    );
  }
  return mode === 'create' ? messages.createError : messages.updateError;
}
