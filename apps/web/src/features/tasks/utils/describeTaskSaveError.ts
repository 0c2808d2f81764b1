import { ApiError } from '../../../platform/api/ApiError';
import { errorParamsOf, localizeServerText } from '../../../platform/api/serverText';
import { splitServerFieldErrors } from '../../../ui/fieldErrorsOf';
import { tasksMessages } from '../tasks.messages';

const messages = tasksMessages.dialog;

/**
 * Spec 1 §8 for a failed task save: the server's error (a list of messages joined with spaces),
 * else "Failed to save task."; a body that could not be read, "An unknown error occurred.";
 * no answer at all, the network message.
 */
export function describeTaskSaveError(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.networkError;
  // A "dueDate: ..." part reads without the field's name.
  if (error.serverMessage) {
    const text = splitServerFieldErrors(error.serverMessage, []).formError ?? error.serverMessage;
    return localizeServerText(text, error.code, errorParamsOf(error.payload));
  }
  return error.payload === null ? messages.unknownError : messages.saveFailed;
}
