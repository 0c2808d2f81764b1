import type { InfiniteData } from '@tanstack/react-query';
import type { TasksResponse } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import {
  appendToGroup,
  mergeChangedTask,
  mergeDeletedTask,
  removeTaskFromPages,
  replaceTaskInPages,
} from './boardLiveMerge';
import { boardGroup, boardTask } from './boardTestTasks';

const a = boardTask('a', { stateId: 'todo', position: 'a0' });
const b = boardTask('b', { stateId: 'todo', position: 'a2' });
const c = boardTask('c', { stateId: 'done', position: 'a1' });

const idsOf = (board: { groups: { key: string; tasks: { id: string }[]; total: number }[] }) =>
  board.groups.map((group) => [group.key, group.tasks.map((task) => task.id), group.total]);

describe('mergeChangedTask', () => {
  it('moves a task another member moved into its new column at its order key', () => {
    const board = { groups: [boardGroup('todo', [a, b]), boardGroup('done', [c])] };
    const moved = { ...b, stateId: 'done', position: 'a0' };
    const merged = mergeChangedTask(board, moved, 'state');
    expect(idsOf(merged.board)).toEqual([
      ['todo', ['a'], 1],
      ['done', ['b', 'c'], 2],
    ]);
    expect(merged.isComplete).toBe(true);
  });

  it('reorders within a column and keeps the count', () => {
    const board = { groups: [boardGroup('todo', [a, b])] };
    const merged = mergeChangedTask(board, { ...a, position: 'a3' }, 'state');
    expect(idsOf(merged.board)).toEqual([['todo', ['b', 'a'], 2]]);
  });

  it('counts a task landing past the loaded part of a column without showing it', () => {
    const board = { groups: [boardGroup('todo', [a, b], 250)] };
    const merged = mergeChangedTask(board, boardTask('z', { position: 'zz' }), 'state');
    expect(idsOf(merged.board)).toEqual([['todo', ['a', 'b'], 251]]);
  });

  it('adds a new task, and says when its column is missing from the board', () => {
    const board = { groups: [boardGroup('todo', [a])] };
    const fresh = boardTask('n', { stateId: 'todo', position: 'Zz' });
    expect(idsOf(mergeChangedTask(board, fresh, 'state').board)).toEqual([['todo', ['n', 'a'], 2]]);
    const elsewhere = mergeChangedTask(board, { ...fresh, stateId: 'new-state' }, 'state');
    expect(elsewhere.isComplete).toBe(false);
    expect(idsOf(elsewhere.board)).toEqual([['todo', ['a'], 1]]);
  });

  it('shows a task under each of its assignees', () => {
    const board = { groups: [boardGroup('u1', []), boardGroup('u2', []), boardGroup('none', [a])] };
    const merged = mergeChangedTask(board, { ...a, assignedUserIds: ['u1', 'u2'] }, 'assignee');
    expect(idsOf(merged.board)).toEqual([
      ['u1', ['a'], 1],
      ['u2', ['a'], 1],
      ['none', [], 0],
    ]);
  });
});

describe('mergeDeletedTask and appendToGroup', () => {
  it('takes a deleted task out and adds more of a column without doubles', () => {
    const board = { groups: [boardGroup('todo', [a, b], 3)] };
    expect(idsOf(mergeDeletedTask(board, 'a'))).toEqual([['todo', ['b'], 2]]);
    expect(idsOf(mergeDeletedTask(board, 'zzz'))).toEqual([['todo', ['a', 'b'], 3]]);
    const more = appendToGroup(board, 'todo', [b, boardTask('d')]);
    expect(idsOf(more)).toEqual([['todo', ['a', 'b', 'd'], 3]]);
  });
});

describe('list caches', () => {
  const pages: InfiniteData<TasksResponse> = {
    pageParams: [0],
    pages: [{ tasks: [a, b], total: 2, totalIsExact: true, limit: 50, offset: 0 }],
  };
  it('replaces a changed task in place and removes a deleted one', () => {
    const renamed = { ...a, title: 'Renamed' };
    expect(replaceTaskInPages(pages, renamed)?.pages[0]?.tasks[0]?.title).toBe('Renamed');
    const removed = removeTaskFromPages(pages, 'b')?.pages[0];
    expect(removed?.tasks.map((task) => task.id)).toEqual(['a']);
    expect(removed?.total).toBe(1);
    expect(replaceTaskInPages(undefined, a)).toBeUndefined();
  });
});
