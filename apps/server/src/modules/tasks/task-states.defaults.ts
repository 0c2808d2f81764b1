import { DEFAULT_TASK_STATES } from '@worksphere/contracts';
import type { DbExecutor } from '../../platform/db/database.js';
import { taskStates } from './task-states.table.js';

/** Give a new organisation the default workflow: Backlog, To do, ..., Done, Canceled. */
export async function createDefaultTaskStates(db: DbExecutor, organizationId: string) {
  await db
    .insert(taskStates)
    .values(DEFAULT_TASK_STATES.map((state, position) => ({ organizationId, ...state, position })));
}
