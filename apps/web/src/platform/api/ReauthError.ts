import { ApiError } from './ApiError';

/** A 401 with `needsReauth`: the session expired or was revoked and must be signed in again. */
export class ReauthError extends ApiError {
  override readonly name: string = 'ReauthError';

  constructor(message: string, code?: string, serverMessage?: string, payload: unknown = null) {
    super(message, 401, code, serverMessage, payload);
  }
}
