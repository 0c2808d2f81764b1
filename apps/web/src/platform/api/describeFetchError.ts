import { apiMessages } from './api.messages';
import { ApiError } from './ApiError';

/**
 * The message of a failed list fetch (spec 1 §8): "Failed to fetch {what}." when the server
 * answered with an error, "An error occurred while fetching {what}." when the call itself failed.
 */
export function describeFetchError(error: unknown, what: string): string {
  return error instanceof ApiError ? apiMessages.fetchFailed(what) : apiMessages.fetchError(what);
}
