import { ApiError } from './ApiError';
import { errorParamsOf, localizeServerText } from './serverText';

/** The server's own error text (in the page's language) when it sent one, else the fallback. */
export function describeApiError(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage
    ? localizeServerText(error.serverMessage, error.code, errorParamsOf(error.payload))
    : fallback;
}
