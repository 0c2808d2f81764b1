import {
  isClosedStateType,
  isId,
  TASK_BOARD_MESSAGES,
  type MoveTaskInput,
  type Task,
} from '@worksphere/contracts';
import { generateKeyBetween } from 'fractional-indexing';
import type { AppDeps } from '../../platform/app-deps.js';
import { assertPermission, type SessionContext } from '../../platform/auth/session-context.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors.js';
import { recordTaskChanges } from './activity/task-activity.record.js';
import { publishTaskChanges } from './task-events.js';
import * as moves from './task-moves.repo.js';
import { invalid } from './task-rules.js';
import { findState } from './task-states.repo.js';
import { findTask, updateTask } from './tasks.repo.js';
import { presentTask } from './tasks.presenter.js';

type Column = { organizationId: string; stateId: string; movingId: string };

/** A neighbour the mover named, if it is still in the column now. */
async function neighbour(db: DbExecutor, column: Column, taskId: string | null) {
  if (!taskId || !isId(taskId) || taskId === column.movingId) return undefined;
  return moves.findInColumn(db, column.organizationId, column.stateId, column.movingId, taskId);
}

/**
 * The keys the moved task goes between, read now (the column is locked). The mover saw
 * `before` just above the drop and `after` just below; if others moved tasks meanwhile and they
 * are no longer adjacent, it goes right after `before` (else right before `after`). With
 * neither left, it goes last.
 */
async function boundsFor(db: DbExecutor, column: Column, input: MoveTaskInput) {
  const { organizationId, stateId, movingId } = column;
  const before = await neighbour(db, column, input.beforeId);
  const after = await neighbour(db, column, input.afterId);
  if (before) {
    const next = await moves.neighbourInColumn(
      db,
      organizationId,
      stateId,
      movingId,
      before,
      'below',
    );
    const upper = after && next?.id === after.id ? after : next;
    return { lower: before.position, upper: upper?.position ?? null };
  }
  if (after) {
    const previous = await moves.neighbourInColumn(
      db,
      organizationId,
      stateId,
      movingId,
      after,
      'above',
    );
    return { lower: previous?.position ?? null, upper: after.position };
  }
  const last = await moves.lastInColumn(db, organizationId, stateId, movingId);
  return { lower: last?.position ?? null, upper: null };
}

/** A key strictly between the bounds; two neighbours sharing a key put it after both. */
async function keyBetween(
  db: DbExecutor,
  column: Column,
  lower: string | null,
  upper: string | null,
) {
  if (lower !== null && upper !== null && lower >= upper) {
    const above = await moves.firstKeyAbove(
      db,
      column.organizationId,
      column.stateId,
      column.movingId,
      lower,
    );
    return generateKeyBetween(lower, above);
  }
  return generateKeyBetween(lower, upper);
}

/** Moving a task on the board: into a state column, between two neighbours. */
export function createTaskMovesService(deps: AppDeps) {
  const { db } = deps;
  /**
   * Put the task into the state between its neighbours. The target column's row is locked
   * first, so concurrent moves into one column run one after another and each reads the keys
   * the previous one wrote: everyone ends with one order. Crossing into a closed (done,
   * canceled) state completes the task; into an open one reopens it.
   */
  async function moveTask(
    session: SessionContext,
    taskId: string,
    input: MoveTaskInput,
  ): Promise<Task> {
    assertPermission(session, 'tasks:edit');
    if (!isId(taskId)) throw notFound('Task');
    const organizationId = session.organizationId;
    const moved = await db.transaction(async (tx) => {
      const state = isId(input.stateId)
        ? await findState(tx, organizationId, input.stateId, { lockForMoves: true })
        : undefined;
      if (!state) throw invalid(TASK_BOARD_MESSAGES.stateNotFound);
      const found = await findTask(tx, organizationId, taskId, { forUpdate: true });
      if (!found) throw notFound('Task');
      const before = presentTask(found);
      const column = { organizationId, stateId: state.id, movingId: taskId };
      const { lower, upper } = await boundsFor(tx, column, input);
      const isCompleted = isClosedStateType(state.type);
      const completionChanges = isCompleted !== found.task.isCompleted;
      await updateTask(tx, organizationId, taskId, {
        stateId: state.id,
        position: await keyBetween(tx, column, lower, upper),
        ...(completionChanges ? { isCompleted, completedAt: isCompleted ? new Date() : null } : {}),
      });
      const after = presentTask((await findTask(tx, organizationId, taskId))!);
      if (found.task.stateId !== state.id) {
        await recordTaskChanges(tx, { organizationId, actorId: session.userId, before, after });
      }
      return after;
    });
    publishTaskChanges(organizationId, [moved]);
    deps.webhooks?.emit(organizationId, 'task.updated', { task: moved });
    return moved;
  }

  return { moveTask };
}

export type TaskMovesService = ReturnType<typeof createTaskMovesService>;
