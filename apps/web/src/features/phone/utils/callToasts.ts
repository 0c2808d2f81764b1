import { ApiError } from '../../../platform/api/ApiError';
import { errorParamsOf, localizeServerText } from '../../../platform/api/serverText';
import { phoneMessages } from '../phone.messages';

const toasts = phoneMessages.toasts;

/**
 * Spec 3 §8: a call the server refused says why ("Call initiation failed: {message}"); one
 * that failed without a reason (network down, an answer without text) is "Failed to make call".
 */
export function describeCallFailure(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) {
    return toasts.callInitiationFailed(
      localizeServerText(error.serverMessage, error.code, errorParamsOf(error.payload)),
    );
  }
  return toasts.makeCallFailed;
}

/** The server's reason when it gave one, else the spec's text for that failure. */
export function describePhoneFailure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage
    ? localizeServerText(error.serverMessage, error.code, errorParamsOf(error.payload))
    : fallback;
}
