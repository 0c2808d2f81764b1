import { describe, expect, it } from 'vitest';
import { labelChoices, nextLabelColor, NEW_LABEL_COLORS } from './labelChoices';
import { parentChoices } from './parentChoices';
import { subTaskProgress } from './subTaskProgress';
import { commentAnchorId, taskPath } from '../taskPath';

const labels = [
  { id: 'l1', name: 'Bug', color: '#ef4444' },
  { id: 'l2', name: 'Backend', color: '#0ea5e9' },
];

describe('labelChoices', () => {
  it('matches any part of a name ignoring case and offers the typed name as new', () => {
    expect(labelChoices(labels, 'b')).toEqual({ matches: labels, newName: 'b' });
    expect(labelChoices(labels, 'END ')).toEqual({ matches: [labels[1]], newName: 'END' });
  });

  it('offers no new label for an empty text or a name that exists in another case', () => {
    expect(labelChoices(labels, '  ').newName).toBeNull();
    expect(labelChoices(labels, 'bug').newName).toBeNull();
  });

  it('gives new labels colours in turn', () => {
    expect(nextLabelColor(0)).toBe(NEW_LABEL_COLORS[0]);
    expect(nextLabelColor(NEW_LABEL_COLORS.length + 1)).toBe(NEW_LABEL_COLORS[1]);
  });
});

describe('parentChoices', () => {
  const candidates = [
    { id: 't1', title: 'Itself', parentId: null },
    { id: 't2', title: 'Other', parentId: null },
    { id: 't3', title: 'Its child', parentId: 't1' },
  ];

  it('leaves out the task itself and its own sub-tasks', () => {
    expect(parentChoices({ id: 't1', parent: null }, candidates)).toEqual([
      { id: 't2', title: 'Other' },
    ]);
  });

  it('keeps the current parent first when the list no longer has it', () => {
    expect(
      parentChoices({ id: 't1', parent: { id: 'done', title: 'Closed parent' } }, candidates)[0],
    ).toEqual({ id: 'done', title: 'Closed parent' });
  });
});

describe('subTaskProgress', () => {
  it('counts done sub-tasks and rounds the share', () => {
    expect(
      subTaskProgress([{ isCompleted: true }, { isCompleted: false }, { isCompleted: false }]),
    ).toEqual({ done: 1, total: 3, percent: 33 });
    expect(subTaskProgress([])).toEqual({ done: 0, total: 0, percent: 0 });
  });
});

describe('taskPath', () => {
  it('is the task page, optionally at one comment', () => {
    expect(taskPath('a b')).toBe('/tasks/a%20b');
    expect(taskPath('t1', 'c1')).toBe(`/tasks/t1#${commentAnchorId('c1')}`);
  });
});
