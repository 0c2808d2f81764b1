import { describe, expect, it } from 'vitest';
import { hasTaskFilters, readTaskListParams, toTaskListFilters } from './taskListParams';

describe('task list parameters', () => {
  it('default to open tasks by due date, as a list', () => {
    const params = readTaskListParams(new URLSearchParams());
    expect(params).toMatchObject({ status: 'open', sort: 'dueDate', view: 'list' });
    expect(toTaskListFilters(params)).toEqual({
      q: undefined,
      projectId: undefined,
      categoryId: undefined,
      assigneeId: undefined,
      completed: 'false',
      sort: 'dueDate',
    });
    expect(hasTaskFilters(params)).toBe(false);
  });

  it('turn the address into GET /tasks filters', () => {
    const params = readTaskListParams(
      new URLSearchParams(
        'q=plan&project=none&category=c1&assignee=me&status=completed&sort=createdAt',
      ),
    );
    expect(toTaskListFilters(params)).toEqual({
      q: 'plan',
      projectId: 'none',
      categoryId: 'c1',
      assigneeId: 'me',
      completed: 'true',
      sort: 'createdAt',
    });
    expect(hasTaskFilters(params)).toBe(true);
  });

  it('show open and completed tasks on the status board', () => {
    const params = readTaskListParams(new URLSearchParams('view=status&status=open'));
    expect(toTaskListFilters(params).completed).toBeUndefined();
  });

  it('ignore unknown values', () => {
    const params = readTaskListParams(new URLSearchParams('view=x&status=y&sort=z'));
    expect(params).toMatchObject({ view: 'list', status: 'open', sort: 'dueDate' });
  });
});
