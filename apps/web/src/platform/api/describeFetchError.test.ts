import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { describeFetchError } from './describeFetchError';

describe('describeFetchError', () => {
  it('says "Failed to fetch {what}." when the server answered with an error', () => {
    expect(describeFetchError(new ApiError('x', 500), 'task categories')).toBe(
      'Failed to fetch task categories.',
    );
  });

  it('says "An error occurred while fetching {what}." when the call itself failed', () => {
    expect(describeFetchError(new TypeError('Failed to fetch'), 'projects')).toBe(
      'An error occurred while fetching projects.',
    );
  });
});
