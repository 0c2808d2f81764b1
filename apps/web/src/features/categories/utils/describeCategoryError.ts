import { ApiError } from '../../../platform/api/ApiError';
import { errorParamsOf, localizeServerText } from '../../../platform/api/serverText';
import { categoriesMessages } from '../categories.messages';

const messages = categoriesMessages.dialog;

/** Spec 1 §8: the server's error for a non-201 answer, else its fallback; a thrown failure has its own. */
export function describeCategoryError(error: unknown): string {
  if (error instanceof ApiError) {
    return error.serverMessage !== undefined
      ? localizeServerText(error.serverMessage, error.code, errorParamsOf(error.payload))
      : messages.addFailed;
  }
  return messages.addError;
}
