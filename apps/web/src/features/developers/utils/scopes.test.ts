import { describe, expect, it } from 'vitest';
import { summarizeScopes, toggleScope } from './scopes';

const labels = {
  areas: {
    tasks: 'Tasks',
    projects: 'Projects',
    notes: 'Notes',
    contacts: 'Contacts',
    calendar: 'Calendar',
    chat: 'Chat',
    pos: 'Point of sale',
  },
  mcp: 'Assistant',
  read: 'read',
  write: 'write',
};

describe('token scopes', () => {
  it('grants read with write, and takes write away with read', () => {
    expect(toggleScope(['mcp'], 'tasks:write', true).sort()).toEqual([
      'mcp',
      'tasks:read',
      'tasks:write',
    ]);
    expect(toggleScope(['tasks:read', 'tasks:write'], 'tasks:read', false)).toEqual([]);
    expect(toggleScope(['tasks:read', 'tasks:write'], 'tasks:write', false)).toEqual([
      'tasks:read',
    ]);
  });

  it('summarizes in the areas\u2019 order', () => {
    expect(summarizeScopes(['notes:read', 'mcp', 'tasks:write', 'tasks:read'], labels)).toBe(
      'Assistant \u00b7 Tasks: read, write \u00b7 Notes: read',
    );
  });
});
