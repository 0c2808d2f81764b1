import { ApiError } from '../../../platform/api/ApiError';
import { errorParamsOf, localizeServerText } from '../../../platform/api/serverText';
import { splitServerFieldErrors } from '../../../ui/fieldErrorsOf';
import { notesMessages } from '../notes.messages';

const messages = notesMessages.dialog;

/**
 * Spec 1 §8 for creating a note: any answer but 201 shows the server's error text, else
 * "Failed to create note."; a thrown failure "An error occurred while creating the note.".
 * Saving an edit follows the same pattern with its own words.
 */
export function describeNoteError(error: unknown, mode: 'create' | 'update'): string {
  if (error instanceof ApiError) {
    // A "title: ..." part reads without the field's name.
    const server = error.serverMessage && splitServerFieldErrors(error.serverMessage, []).formError;
    if (server) return localizeServerText(server, error.code, errorParamsOf(error.payload));
    return mode === 'create' ? messages.createFailed : messages.updateFailed;
  }
  return mode === 'create' ? messages.createError : messages.updateError;
}
