import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../platform/api/ApiError';
import { phoneMessages } from '../phone.messages';
import { describeCallFailure, describePhoneFailure } from './callToasts';

describe('describeCallFailure (spec 3 §8)', () => {
  it("carries the server's reason", () => {
    const error = new ApiError('x', 400, 'BAD', 'That number is not yours.');
    expect(describeCallFailure(error)).toBe('Call initiation failed: That number is not yours.');
  });

  it('falls back to "Failed to make call" without one', () => {
    expect(describeCallFailure(new TypeError('Network request failed'))).toBe(
      'Failed to make call',
    );
    expect(describeCallFailure(new ApiError('Request failed with status 502', 502))).toBe(
      phoneMessages.toasts.makeCallFailed,
    );
  });
});

describe('describePhoneFailure', () => {
  it("prefers the server's text over the spec's fallback", () => {
    const fallback = phoneMessages.toasts.transcriptionFailed;
    expect(describePhoneFailure(new ApiError('x', 503, 'X', 'Not configured.'), fallback)).toBe(
      'Not configured.',
    );
    expect(describePhoneFailure(new Error('boom'), fallback)).toBe('Transcription failed.');
  });
});
