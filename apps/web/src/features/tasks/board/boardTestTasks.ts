import type { BoardGroup, BoardTask } from './boardTypes';

/** A board task for tests: only what the board reads, with the rest filled in. */
export function boardTask(id: string, overrides: Partial<BoardTask> = {}): BoardTask {
  // Cast: the contract's task grows fields (parent, estimate) the board does not read.
  return {
    id,
    title: `Task ${id}`,
    description: '',
    categoryId: null,
    projectId: null,
    startDate: null,
    dueDate: null,
    assignedUsers: [],
    assignedUserIds: [],
    isCompleted: false,
    completedAt: null,
    dependencyId: null,
    dependency: null,
    createdById: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    stateId: 'todo',
    state: { id: 'todo', name: 'To do', color: '#6b7280', type: 'unstarted' },
    position: 'a0',
    priority: 'none',
    labels: [],
    subTasks: { total: 0, completed: 0 },
    parentId: null,
    parent: null,
    estimate: null,
    estimateUnit: 'points',
    ...overrides,
  } as BoardTask;
}

/** A column of these tasks, its total the number given or how many there are. */
export function boardGroup(key: string, tasks: BoardTask[], total = tasks.length): BoardGroup {
  return { key, label: key, tasks, total };
}
