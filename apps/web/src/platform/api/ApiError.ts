/** A non-OK answer of the API, carrying what the server said about it. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    /** The body's own error text, when the server sent one; callers prefer it over their default. */
    readonly serverMessage?: string,
    /** The parsed body; null when the answer had none or it was not JSON. */
    readonly payload: unknown = null,
  ) {
    super(message);
  }
}

/** True for a 401: the caller is not (or no longer) signed in. */
export function isUnauthorizedError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401;
}
