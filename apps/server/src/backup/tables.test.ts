import { describe, expect, it } from 'vitest';
import { orderByReferences } from './tables.js';

describe('orderByReferences', () => {
  it('puts every table after the tables it refers to', () => {
    const parents = new Map([
      ['tasks', ['projects', 'organizations']],
      ['projects', ['organizations']],
      ['task_attachments', ['tasks']],
    ]);
    const order = orderByReferences(
      ['task_attachments', 'tasks', 'projects', 'organizations'],
      parents,
    );
    expect(order).toEqual(['organizations', 'projects', 'tasks', 'task_attachments']);
  });

  it('names a cycle between tables, which no load order satisfies', () => {
    const parents = new Map([
      ['a', ['b']],
      ['b', ['a']],
    ]);
    expect(() => orderByReferences(['a', 'b'], parents)).toThrow(
      'Tables refer to each other in a cycle: a -> b -> a',
    );
  });
});
