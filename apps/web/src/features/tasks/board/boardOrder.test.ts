import { describe, expect, it } from 'vitest';
import { cardIdOf, indexByPosition, neighboursOf, placeCard, readCardId } from './boardOrder';
import { boardGroup, boardTask } from './boardTestTasks';

const a = boardTask('a', { position: 'a0' });
const b = boardTask('b', { position: 'a1' });
const c = boardTask('c', { position: 'a2' });

describe('card ids', () => {
  it('carries the column and the task, and a column id has no task', () => {
    expect(readCardId(cardIdOf('state-1', 'task-9'))).toEqual({
      groupKey: 'state-1',
      taskId: 'task-9',
    });
    expect(readCardId('state-1')).toEqual({ groupKey: 'state-1', taskId: null });
  });
});

describe('placeCard', () => {
  it('reorders within a column without changing its total', () => {
    const [todo] = placeCard(
      [boardGroup('todo', [a, b, c])],
      { fromKey: 'todo', taskId: 'c' },
      'todo',
      0,
    );
    expect(todo?.tasks.map((task) => task.id)).toEqual(['c', 'a', 'b']);
    expect(todo?.total).toBe(3);
  });

  it('moves across columns: one less on one side, one more on the other', () => {
    const groups = placeCard(
      [boardGroup('todo', [a, b], 7), boardGroup('done', [c], 1)],
      { fromKey: 'todo', taskId: 'a' },
      'done',
      1,
    );
    expect(
      groups.map((group) => [group.key, group.tasks.map((task) => task.id), group.total]),
    ).toEqual([
      ['todo', ['b'], 6],
      ['done', ['c', 'a'], 2],
    ]);
  });

  it('clamps an index past the end and draws the changed task', () => {
    const moved = { ...a, stateId: 'done' };
    const [, done] = placeCard(
      [boardGroup('todo', [a]), boardGroup('done', [])],
      { fromKey: 'todo', taskId: 'a' },
      'done',
      9,
      moved,
    );
    expect(done?.tasks).toEqual([moved]);
  });
});

describe('neighboursOf', () => {
  it('names the tasks above and below, null at the ends', () => {
    const group = boardGroup('todo', [a, b, c]);
    expect(neighboursOf(group, 'b')).toEqual({ beforeId: 'a', afterId: 'c' });
    expect(neighboursOf(group, 'a')).toEqual({ beforeId: null, afterId: 'b' });
    expect(neighboursOf(group, 'c')).toEqual({ beforeId: 'b', afterId: null });
    expect(neighboursOf(boardGroup('todo', [a]), 'a')).toEqual({ beforeId: null, afterId: null });
  });
});

describe('indexByPosition', () => {
  it('orders keys as plain strings (fractional-indexing keys), not by locale', () => {
    const tasks = [boardTask('x', { position: 'Zz' }), boardTask('y', { position: 'a0' })];
    expect(indexByPosition(tasks, 'a0V')).toBe(2);
    expect(indexByPosition(tasks, 'Zzz')).toBe(1);
    expect(indexByPosition(tasks, 'A')).toBe(0);
  });
});
