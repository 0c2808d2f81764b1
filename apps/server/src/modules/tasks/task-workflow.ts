import { generateNKeysBetween } from 'fractional-indexing';
import { isClosedStateType, isId, TASK_MESSAGES } from '@worksphere/contracts';
import type { DbExecutor } from '../../platform/db/database.js';
import * as repo from './tasks.repo.js';
import { invalid } from './task-rules.js';

const OPEN_TYPES = ['backlog', 'unstarted', 'started'] as const;

/** A state of the organisation chosen by id; another's, or none, is "Status not found.". */
export async function requireState(db: DbExecutor, organizationId: string, stateId: string) {
  const state = isId(stateId) ? await repo.findState(db, organizationId, stateId) : undefined;
  if (!state) throw invalid(TASK_MESSAGES.stateNotFound);
  return state;
}

/** Where a new task goes unless a state is chosen: the first 'unstarted' state, else open. */
export async function stateForNewTask(db: DbExecutor, organizationId: string) {
  const state = await firstOpenState(db, organizationId);
  if (!state) throw invalid(TASK_MESSAGES.stateNotFound);
  return state;
}

/** The first open state, 'unstarted' ones first. */
function firstOpenState(db: DbExecutor, organizationId: string) {
  return repo.firstStateOfTypes(db, organizationId, OPEN_TYPES, 'unstarted');
}

/**
 * The state a change may move a task to, found before the task is read so its column can be
 * locked first (the board's moves lock the column, then the task). A chosen state wins;
 * completing means the first 'done' state (else 'canceled'), reopening the first open state
 * ('unstarted' first). Undefined when the change says nothing about the state.
 */
export async function candidateState(
  db: DbExecutor,
  organizationId: string,
  change: { stateId?: string; isCompleted?: boolean },
) {
  if (change.stateId !== undefined) return requireState(db, organizationId, change.stateId);
  if (change.isCompleted === undefined) return undefined;
  const state = change.isCompleted
    ? await repo.firstStateOfTypes(db, organizationId, ['done', 'canceled'], 'done')
    : await firstOpenState(db, organizationId);
  if (!state) throw invalid(TASK_MESSAGES.stateNotFound);
  return state;
}

/**
 * Does the task really move to the candidate? A chosen state always (unless it is the same);
 * completing or reopening only when the task's completion changes: completing a task already
 * in 'canceled' keeps it there.
 */
export function movesTo(
  candidate: repo.TaskStateRow | undefined,
  current: { stateId: string; isCompleted: boolean },
  change: { stateId?: string; isCompleted?: boolean },
): candidate is repo.TaskStateRow {
  if (!candidate || candidate.id === current.stateId) return false;
  return change.stateId !== undefined || change.isCompleted !== current.isCompleted;
}

export const isClosedState = (state: Pick<repo.TaskStateRow, 'type'>) =>
  isClosedStateType(state.type);

/**
 * `count` keys at the top of a state's column, in order, with the column locked until the
 * transaction ends so two writers never take the same keys.
 */
export async function keysAtTop(
  db: DbExecutor,
  organizationId: string,
  stateId: string,
  count: number,
): Promise<string[]> {
  await repo.lockStateColumn(db, organizationId, stateId);
  const first = await repo.firstPositionIn(db, organizationId, stateId);
  return generateNKeysBetween(null, first, count);
}
