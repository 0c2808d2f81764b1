import { ApiError } from '../../../platform/api/ApiError';
import { documentsMessages } from '../documents.messages';

/** The server's own words for a refused file call, else a general line. */
export function describeFileError(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return documentsMessages.genericError;
}
