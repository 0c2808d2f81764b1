import { describe, expect, it } from 'vitest';
import {
  applyDropToTask,
  changeForDrop,
  groupKeysOf,
  NO_VALUE_KEY,
  readBoardGrouping,
} from './boardGrouping';
import { boardTask } from './boardTestTasks';

describe('readBoardGrouping', () => {
  it('reads group=, falls back to state, and keeps the old board by project', () => {
    expect(readBoardGrouping(new URLSearchParams('group=priority'))).toBe('priority');
    expect(readBoardGrouping(new URLSearchParams('group=nonsense'))).toBe('state');
    expect(readBoardGrouping(new URLSearchParams('view=project'))).toBe('project');
    expect(readBoardGrouping(new URLSearchParams('view=status'))).toBe('state');
  });
});

describe('groupKeysOf', () => {
  const task = boardTask('t', {
    stateId: 's1',
    priority: 'high',
    projectId: null,
    assignedUserIds: ['u1', 'u2'],
  });
  it('puts a task in one column per grouping, or one per assignee', () => {
    expect(groupKeysOf(task, 'state')).toEqual(['s1']);
    expect(groupKeysOf(task, 'priority')).toEqual(['high']);
    expect(groupKeysOf(task, 'project')).toEqual([NO_VALUE_KEY]);
    expect(groupKeysOf(task, 'assignee')).toEqual(['u1', 'u2']);
    expect(groupKeysOf({ ...task, assignedUserIds: [] }, 'assignee')).toEqual([NO_VALUE_KEY]);
  });
});

describe('changeForDrop', () => {
  const task = boardTask('t', { assignedUserIds: ['u1', 'u2'], projectId: 'p1' });
  it('sets the field of the column it lands in', () => {
    expect(changeForDrop('priority', task, 'none', 'urgent')).toEqual({ priority: 'urgent' });
    expect(changeForDrop('project', task, 'p1', 'p2')).toEqual({ projectId: 'p2' });
    expect(changeForDrop('project', task, 'p1', NO_VALUE_KEY)).toEqual({ projectId: null });
  });

  it('swaps the assignee of the column it left for the one it lands in', () => {
    expect(changeForDrop('assignee', task, 'u1', 'u3')).toEqual({ assignedUserIds: ['u2', 'u3'] });
    expect(changeForDrop('assignee', task, 'u1', NO_VALUE_KEY)).toEqual({ assignedUserIds: [] });
    expect(changeForDrop('assignee', boardTask('n'), NO_VALUE_KEY, 'u1')).toEqual({
      assignedUserIds: ['u1'],
    });
  });

  it('changes nothing for its own column or an unknown priority', () => {
    expect(changeForDrop('project', task, 'p1', 'p1')).toBeNull();
    expect(changeForDrop('priority', task, 'none', 'soon')).toBeNull();
  });
});

describe('applyDropToTask', () => {
  it('takes the new state and whether it is closed', () => {
    const done = { id: 'd', name: 'Done', color: '#16a34a', type: 'done' as const };
    const moved = applyDropToTask('state', boardTask('t'), 'd', null, () => done);
    expect(moved).toMatchObject({ stateId: 'd', state: done, isCompleted: true });
  });

  it('keeps only the assignees that stay', () => {
    const person = { id: 'u1', username: 'ann', firstName: 'Ann', lastName: 'Lee' };
    const task = boardTask('t', { assignedUserIds: ['u1'], assignedUsers: [person] as never });
    const moved = applyDropToTask('assignee', task, 'u2', { assignedUserIds: ['u2'] });
    expect(moved.assignedUserIds).toEqual(['u2']);
    expect(moved.assignedUsers).toEqual([]);
  });
});
