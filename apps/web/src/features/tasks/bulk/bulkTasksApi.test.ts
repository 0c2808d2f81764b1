import { describe, expect, it } from 'vitest';
import { buildBulkUndo, buildBulkUpdate } from './bulkTasksApi';

describe('bulk payloads', () => {
  it('sends the same change for every selected task', () => {
    expect(buildBulkUpdate(['a', 'b', 'c'], { priority: 'urgent' })).toEqual({
      updates: [
        { id: 'a', changes: { priority: 'urgent' } },
        { id: 'b', changes: { priority: 'urgent' } },
        { id: 'c', changes: { priority: 'urgent' } },
      ],
    });
    // Every update has its own copy: nothing shared between tasks can be changed by accident.
    const request = buildBulkUpdate(['a', 'b'], { labelIds: ['l1'] });
    expect(request.updates[0]!.changes).not.toBe(request.updates[1]!.changes);
  });

  it('undoes with each task’s own previous values, nulls and empty lists included', () => {
    const before = [
      { id: 'a', changes: { priority: 'high' as const, dueDate: null } },
      { id: 'b', changes: { priority: 'none' as const, dueDate: '2026-01-02T00:00:00.000Z' } },
      { id: 'c', changes: { assignedUserIds: [], projectId: null } },
    ];
    expect(buildBulkUndo(before)).toEqual({
      updates: [
        { id: 'a', changes: { priority: 'high', dueDate: null } },
        { id: 'b', changes: { priority: 'none', dueDate: '2026-01-02T00:00:00.000Z' } },
        { id: 'c', changes: { assignedUserIds: [], projectId: null } },
      ],
    });
  });
});
