import { ApiError } from '../../../platform/api/ApiError';
import { errorParamsOf, localizeServerText } from '../../../platform/api/serverText';
import { documentsMessages } from '../documents.messages';

/** A rule the screen checked itself before asking the server (its message is for the user). */
export class FileRuleError extends Error {
  override name = 'FileRuleError';
}

/** The server's own words for a refused file call, else a general line. */
export function describeFileError(error: unknown): string {
  if (error instanceof FileRuleError) return error.message;
  if (error instanceof ApiError && error.serverMessage)
    return localizeServerText(error.serverMessage, error.code, errorParamsOf(error.payload));
  return documentsMessages.genericError;
}
