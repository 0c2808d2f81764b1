import { describe, expect, it } from 'vitest';
import { isTaskOverdue } from './isTaskOverdue';

const now = new Date('2030-06-01T12:00:00.000Z');

describe('isTaskOverdue', () => {
  it('is true for an open task due before now', () => {
    expect(isTaskOverdue({ isCompleted: false, dueDate: '2030-06-01T11:59:00.000Z' }, now)).toBe(
      true,
    );
  });

  it('is false when completed, undated or due later', () => {
    expect(isTaskOverdue({ isCompleted: true, dueDate: '2030-05-01T00:00:00.000Z' }, now)).toBe(
      false,
    );
    expect(isTaskOverdue({ isCompleted: false, dueDate: null }, now)).toBe(false);
    expect(isTaskOverdue({ isCompleted: false, dueDate: '2030-06-02T00:00:00.000Z' }, now)).toBe(
      false,
    );
  });
});
