import {
  createTaskRequestSchema,
  isDueBeforeStart,
  listTasksQuerySchema,
  parseInstant,
  updateTaskRequestSchema,
} from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { addedAssignees, mergedDates, nextCompletedAt, toTaskQuery } from './task-rules.js';
import type { TaskRow } from './tasks.repo.js';

describe('createTaskRequestSchema', () => {
  it('trims the title and makes empty references and dates null', () => {
    expect(
      createTaskRequestSchema.parse({
        title: '  Ship it ',
        categoryId: '',
        projectId: '   ',
        dependencyId: null,
        startDate: '',
        dueDate: null,
        assignedUserIds: null,
      }),
    ).toEqual({
      title: 'Ship it',
      description: '',
      categoryId: null,
      projectId: null,
      dependencyId: null,
      startDate: null,
      dueDate: null,
      assignedUserIds: [],
      // Issue 25's fields, which the spec's dialog never sends, take their defaults.
      priority: 'none',
      labelIds: [],
      parentId: null,
      estimate: null,
      estimateUnit: 'points',
    });
  });

  it('answers dates as UTC instants and de-duplicates assignees', () => {
    const parsed = createTaskRequestSchema.parse({
      title: 'x',
      startDate: '2030-01-01T10:00:00+0130',
      dueDate: '2030-01-02',
      assignedUserIds: [' a ', 'a', 'b', ''],
    });
    expect(parsed.startDate).toBe('2030-01-01T08:30:00.000Z');
    expect(parsed.dueDate).toBe('2030-01-02T00:00:00.000Z');
    expect(parsed.assignedUserIds).toEqual(['a', 'b']);
  });

  it('drops isCompleted: a new task is always open', () => {
    expect(createTaskRequestSchema.parse({ title: 'x', isCompleted: true })).not.toHaveProperty(
      'isCompleted',
    );
  });

  it('refuses a blank title with the spec text, marked to be shown as is', () => {
    const result = createTaskRequestSchema.safeParse({ title: ' \t ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        message: 'Task title is required.',
        path: ['title'],
        params: { standalone: true },
      }),
    ]);
    expect(createTaskRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Task title is required.',
    );
  });

  it('refuses a title longer than 500 characters', () => {
    expect(createTaskRequestSchema.safeParse({ title: 'x'.repeat(500) }).success).toBe(true);
    expect(
      createTaskRequestSchema.safeParse({ title: 'x'.repeat(501) }).error?.issues[0]?.message,
    ).toBe('Task title must be at most 500 characters.');
  });
});

describe('updateTaskRequestSchema', () => {
  it('leaves out what was not sent, and keeps null apart from absent', () => {
    expect(updateTaskRequestSchema.parse({ isCompleted: true })).toEqual({ isCompleted: true });
    expect(updateTaskRequestSchema.parse({ projectId: '', dueDate: '' })).toEqual({
      projectId: null,
      dueDate: null,
    });
  });
});

describe('parseInstant', () => {
  it('reads dates, timestamps with and without offset, and refuses impossible ones', () => {
    expect(parseInstant('2030-02-28')?.toISOString()).toBe('2030-02-28T00:00:00.000Z');
    expect(parseInstant('2030-02-28T23:30')?.toISOString()).toBe('2030-02-28T23:30:00.000Z');
    expect(parseInstant('2030-02-28T23:30:00.123456Z')?.toISOString()).toBe(
      '2030-02-28T23:30:00.123Z',
    );
    expect(parseInstant('2030-03-01T01:00:00-05:00')?.toISOString()).toBe(
      '2030-03-01T06:00:00.000Z',
    );
    expect(parseInstant('0001-01-01')?.toISOString()).toBe('0001-01-01T00:00:00.000Z');
    expect(parseInstant('9999-12-31T23:59:59Z')?.toISOString()).toBe('9999-12-31T23:59:59.000Z');
    const outOfRange = ['0000-01-01', '0001-01-01T00:30+01:00', '9999-12-31T23:30-01:00'];
    for (const bad of [
      '2030-02-30',
      '2030-13-01',
      '2030-01-01T24:00',
      'tomorrow',
      '1/2/2030',
      ...outOfRange,
    ]) {
      expect(parseInstant(bad), bad).toBeNull();
    }
  });
});

describe('task rules', () => {
  it('compares dates only when both are set', () => {
    expect(isDueBeforeStart('2030-01-02T00:00:00Z', '2030-01-01T00:00:00Z')).toBe(true);
    expect(isDueBeforeStart('2030-01-01T00:00:00Z', '2030-01-01T00:00:00Z')).toBe(false);
    expect(isDueBeforeStart(null, '2030-01-01T00:00:00Z')).toBe(false);
    expect(isDueBeforeStart('2030-01-01T00:00:00Z', null)).toBe(false);
  });

  it('merges the dates of an update with the stored ones', () => {
    const current = {
      startDate: new Date('2030-01-01T00:00:00Z'),
      dueDate: new Date('2030-01-05T00:00:00Z'),
    } as TaskRow;
    expect(mergedDates(current, { dueDate: '2029-12-31T00:00:00.000Z' })).toEqual({
      startDate: '2030-01-01T00:00:00.000Z',
      dueDate: '2029-12-31T00:00:00.000Z',
    });
    expect(mergedDates(current, { startDate: null })).toEqual({
      startDate: null,
      dueDate: '2030-01-05T00:00:00.000Z',
    });
  });

  it('sets completedAt on completion, clears it on reopening, keeps it otherwise', () => {
    const now = new Date('2030-01-01T12:00:00Z');
    const earlier = new Date('2029-01-01T00:00:00Z');
    expect(nextCompletedAt({ isCompleted: false, completedAt: null }, true, now)).toBe(now);
    expect(nextCompletedAt({ isCompleted: true, completedAt: earlier }, false, now)).toBeNull();
    expect(nextCompletedAt({ isCompleted: true, completedAt: earlier }, true, now)).toBe(earlier);
    expect(nextCompletedAt({ isCompleted: true, completedAt: earlier }, undefined, now)).toBe(
      earlier,
    );
  });

  it('checks only the assignees a change adds', () => {
    expect(addedAssignees(['a', 'b'], ['b', 'c', 'd'])).toEqual(['c', 'd']);
    expect(addedAssignees(['a'], [])).toEqual([]);
  });

  it('turns list filters into a query: none is null, me is the caller', () => {
    const filters = listTasksQuerySchema.parse({
      projectId: 'none',
      categoryId: '',
      assigneeId: 'me',
      completed: 'false',
      dueFrom: '2030-01-01',
      q: '  report ',
    });
    expect(toTaskQuery(filters, 'user-1')).toEqual({
      projectId: null,
      categoryId: undefined,
      assigneeId: 'user-1',
      isCompleted: false,
      dueFrom: new Date('2030-01-01T00:00:00.000Z'),
      dueTo: undefined,
      search: 'report',
      sort: 'dueDate',
      limit: 50,
      offset: 0,
    });
    expect(listTasksQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(listTasksQuerySchema.safeParse({ limit: '201' }).success).toBe(false);
    expect(listTasksQuerySchema.parse({ limit: '200', offset: '10' })).toMatchObject({
      limit: 200,
      offset: 10,
    });
  });
});
