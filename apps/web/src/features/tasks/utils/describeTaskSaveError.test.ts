import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../platform/api/ApiError';
import { tasksMessages } from '../tasks.messages';
import { describeTaskSaveError } from './describeTaskSaveError';

const apiError = (serverMessage?: string, payload: unknown = {}) =>
  new ApiError('x', 400, 'VALIDATION_ERROR', serverMessage, payload);

describe('describeTaskSaveError', () => {
  it('shows the server text without field names in front', () => {
    expect(
      describeTaskSaveError(apiError('dueDate: Use an ISO date. startDate: Use an ISO date.')),
    ).toBe('Use an ISO date. Use an ISO date.');
    expect(describeTaskSaveError(apiError('Dependency not found.'))).toBe('Dependency not found.');
  });

  it('falls back to the spec texts', () => {
    expect(describeTaskSaveError(apiError(undefined))).toBe(tasksMessages.dialog.saveFailed);
    expect(describeTaskSaveError(apiError(undefined, null))).toBe(
      tasksMessages.dialog.unknownError,
    );
    expect(describeTaskSaveError(new TypeError('offline'))).toBe(tasksMessages.dialog.networkError);
  });
});
