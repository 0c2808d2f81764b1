import {
  isClosedStateType,
  isId,
  TASK_BOARD_MESSAGES,
  type TaskState,
  type TaskStateType,
} from '@worksphere/contracts';
import { generateNKeysBetween } from 'fractional-indexing';
import type { z } from 'zod';
import type {
  createTaskStateRequestSchema,
  updateTaskStateRequestSchema,
} from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import type { SessionContext } from '../../platform/auth/session-context.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { publishTaskStates } from './task-events.js';
import { invalid } from './task-rules.js';
import * as repo from './task-states.repo.js';

type CreateStateInput = z.output<typeof createTaskStateRequestSchema>;
type UpdateStateInput = z.output<typeof updateTaskStateRequestSchema>;

const stateNotFound = () => new AppError('NOT_FOUND', TASK_BOARD_MESSAGES.stateNotFound);

/** A state as answers carry it. */
export const presentState = (row: repo.TaskStateRow): TaskState => ({
  id: row.id,
  name: row.name,
  color: row.color,
  type: row.type,
});

const isOpenType = (type: TaskStateType) => !isClosedStateType(type);

/**
 * Every workflow keeps an open state and a 'done' state: unchecking "Mark as Completed" and
 * checking it move a task to one of them.
 */
export function assertWorkflowComplete(types: TaskStateType[]) {
  if (!types.some(isOpenType)) throw invalid(TASK_BOARD_MESSAGES.lastOpenState);
  if (!types.includes('done')) throw invalid(TASK_BOARD_MESSAGES.lastDoneState);
}

/** Only admins change the workflow: it shapes every member's board. */
function assertWorkflowAdmin(session: SessionContext) {
  if (session.role !== 'ADMIN') throw forbidden(TASK_BOARD_MESSAGES.workflowAdminOnly);
}

async function assertNameFree(
  db: DbExecutor,
  organizationId: string,
  name: string,
  exceptId?: string,
) {
  const states = await repo.listStates(db, organizationId);
  const taken = states.some(
    (state) => state.id !== exceptId && state.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) throw new AppError('CONFLICT', TASK_BOARD_MESSAGES.stateNameTaken);
}

/** Workflow states (board columns): list, create, change, reorder, delete. */
export function createTaskStatesService({ db }: AppDeps) {
  /** After a change commits, every member's board hears the workflow as it now is. */
  async function announce(organizationId: string) {
    const states = (await repo.listStates(db, organizationId)).map(presentState);
    publishTaskStates(organizationId, states);
    return states;
  }

  /** The organisation's states in column order. */
  async function listStates(session: SessionContext): Promise<TaskState[]> {
    return (await repo.listStates(db, session.organizationId)).map(presentState);
  }

  /** A new state, last in the column order. */
  async function createState(session: SessionContext, input: CreateStateInput) {
    assertWorkflowAdmin(session);
    const organizationId = session.organizationId;
    const created = await db.transaction(async (tx) => {
      await repo.lockWorkflow(tx, organizationId);
      await assertNameFree(tx, organizationId, input.name);
      return repo.insertState(tx, { organizationId, ...input });
    });
    await announce(organizationId);
    return presentState(created);
  }

  /**
   * Rename, recolour or retype. A type that closes or opens the state completes or reopens
   * its tasks in the same transaction, so a task's completion always matches its state.
   */
  async function updateState(session: SessionContext, stateId: string, input: UpdateStateInput) {
    assertWorkflowAdmin(session);
    if (!isId(stateId)) throw stateNotFound();
    const organizationId = session.organizationId;
    const updated = await db.transaction(async (tx) => {
      await repo.lockWorkflow(tx, organizationId);
      const states = await repo.listStates(tx, organizationId);
      const current = states.find((state) => state.id === stateId);
      if (!current) throw stateNotFound();
      if (input.name !== undefined) await assertNameFree(tx, organizationId, input.name, stateId);
      if (input.type && input.type !== current.type) {
        assertWorkflowComplete(
          states.map((state) => (state.id === stateId ? input.type! : state.type)),
        );
      }
      const changes = Object.fromEntries(
        Object.entries(input).filter(([, value]) => value !== undefined),
      );
      const row = Object.keys(changes).length
        ? await repo.updateState(tx, organizationId, stateId, changes)
        : current;
      if (input.type && isClosedStateType(input.type) !== isClosedStateType(current.type)) {
        await repo.syncStateCompletion(tx, organizationId, stateId, isClosedStateType(input.type));
      }
      return row!;
    });
    await announce(organizationId);
    return presentState(updated);
  }

  /** Put the columns in this order; every state must be named once. */
  async function reorderStates(session: SessionContext, ids: string[]) {
    assertWorkflowAdmin(session);
    const organizationId = session.organizationId;
    await db.transaction(async (tx) => {
      await repo.lockWorkflow(tx, organizationId);
      const states = await repo.listStates(tx, organizationId);
      const known = new Set(states.map((state) => state.id));
      const complete =
        ids.length === states.length &&
        new Set(ids).size === ids.length &&
        ids.every((id) => known.has(id));
      if (!complete) throw invalid(TASK_BOARD_MESSAGES.orderIncomplete);
      await repo.setStateOrder(tx, organizationId, ids);
    });
    return announce(organizationId);
  }

  /**
   * Delete a state. Its tasks first move to `moveTo`, after that column's tasks and in their
   * own order, completed or reopened to match its type; all in one transaction.
   */
  async function deleteState(session: SessionContext, stateId: string, moveTo?: string) {
    assertWorkflowAdmin(session);
    if (!isId(stateId)) throw stateNotFound();
    const organizationId = session.organizationId;
    await db.transaction(async (tx) => {
      await repo.lockWorkflow(tx, organizationId);
      const states = await repo.listStates(tx, organizationId);
      const doomed = states.find((state) => state.id === stateId);
      if (!doomed) throw stateNotFound();
      assertWorkflowComplete(states.filter((state) => state.id !== stateId).map((s) => s.type));
      if (moveTo === stateId) throw invalid(TASK_BOARD_MESSAGES.moveToSame);
      const target = moveTo ? states.find((state) => state.id === moveTo) : undefined;
      if (moveTo && !target) throw invalid(TASK_BOARD_MESSAGES.stateNotFound);
      if (!target) {
        if (await repo.stateHasTasks(tx, organizationId, stateId)) {
          throw invalid(TASK_BOARD_MESSAGES.moveToRequired);
        }
      } else {
        // Both columns' row locks before any task's, the order moves take them in (column, then
        // task): moves into either column wait for this, and this never waits holding a task.
        // Several columns are always locked in id order.
        for (const id of [stateId, target.id].sort()) {
          await repo.findState(tx, organizationId, id, { lockForMoves: true });
        }
        const ids = await repo.listStateTaskIds(tx, organizationId, stateId);
        const last = await repo.lastPositionIn(tx, organizationId, target.id);
        const keys = generateNKeysBetween(last, null, ids.length);
        await repo.placeTasks(tx, organizationId, target.id, { ids, keys });
        await repo.syncStateCompletion(
          tx,
          organizationId,
          target.id,
          isClosedStateType(target.type),
        );
      }
      await repo.deleteState(tx, organizationId, stateId);
    });
    await announce(organizationId);
  }

  return { listStates, createState, updateState, reorderStates, deleteState };
}

export type TaskStatesService = ReturnType<typeof createTaskStatesService>;
