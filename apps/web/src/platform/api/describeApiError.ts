import { ApiError } from './ApiError';

/** The server's own error text when it sent one, otherwise the screen's fallback. */
export function describeApiError(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
