import { makeTask } from '../../../test/fixtures';
import type { BoardGroup, BoardTask } from './boardTypes';

/** A board task for tests: the shared test task, numbered and in the "todo" state. */
export function boardTask(id: string, overrides: Partial<BoardTask> = {}): BoardTask {
  return makeTask({
    id,
    title: `Task ${id}`,
    createdById: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    stateId: 'todo',
    state: { id: 'todo', name: 'To do', color: '#6b7280', type: 'unstarted' },
    ...overrides,
  });
}

/** A column of these tasks, its total the number given or how many there are. */
export function boardGroup(key: string, tasks: BoardTask[], total = tasks.length): BoardGroup {
  return { key, label: key, tasks, total };
}
