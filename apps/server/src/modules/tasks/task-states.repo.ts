import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { TaskStateType } from '@worksphere/contracts';
import type { DbExecutor } from '../../platform/db/database.js';
import { taskStates } from './task-states.table.js';
import { taskAssignees, tasks } from './tasks.table.js';

export type TaskStateRow = typeof taskStates.$inferSelect;

/** The organisation's states in column order. */
export function listStates(db: DbExecutor, organizationId: string): Promise<TaskStateRow[]> {
  return db
    .select()
    .from(taskStates)
    .where(eq(taskStates.organizationId, organizationId))
    .orderBy(asc(taskStates.position), asc(taskStates.createdAt), asc(taskStates.id));
}

/**
 * Serialise changes to one organisation's workflow until the transaction ends, so the rules
 * that look at every state (unique names, one open and one done state kept) cannot be broken
 * by two admins at once.
 */
export async function lockWorkflow(db: DbExecutor, organizationId: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`task-states:${organizationId}`}, 0))`,
  );
}

/**
 * One state of the organisation. `lockForMoves` holds its row (FOR NO KEY UPDATE) until the
 * transaction ends: moves into one column then run one after another, while inserts and
 * updates of tasks that only reference the state (a foreign-key check's KEY SHARE lock) still
 * pass, so no move can deadlock with an ordinary task update.
 */
export async function findState(
  db: DbExecutor,
  organizationId: string,
  stateId: string,
  { lockForMoves = false } = {},
): Promise<TaskStateRow | undefined> {
  const query = db
    .select()
    .from(taskStates)
    .where(and(eq(taskStates.organizationId, organizationId), eq(taskStates.id, stateId)));
  const [row] = await (lockForMoves ? query.for('no key update') : query);
  return row;
}

export async function insertState(
  db: DbExecutor,
  values: { organizationId: string; name: string; color: string; type: TaskStateType },
): Promise<TaskStateRow> {
  const [last] = await db
    .select({ position: taskStates.position })
    .from(taskStates)
    .where(eq(taskStates.organizationId, values.organizationId))
    .orderBy(desc(taskStates.position))
    .limit(1);
  const [row] = await db
    .insert(taskStates)
    .values({ ...values, position: (last?.position ?? -1) + 1 })
    .returning();
  return row!;
}

export async function updateState(
  db: DbExecutor,
  organizationId: string,
  stateId: string,
  values: Partial<Pick<TaskStateRow, 'name' | 'color' | 'type' | 'position'>>,
) {
  const [row] = await db
    .update(taskStates)
    .set(values)
    .where(and(eq(taskStates.organizationId, organizationId), eq(taskStates.id, stateId)))
    .returning();
  return row;
}

/** Put the states in this order (every id of the organisation, each once). */
export async function setStateOrder(db: DbExecutor, organizationId: string, ids: string[]) {
  await db.execute(sql`
    update ${taskStates} set position = ordered.position - 1
    from unnest(${sql.param(ids)}::uuid[]) with ordinality as ordered(id, position)
    where ${taskStates.organizationId} = ${organizationId} and ${taskStates.id} = ordered.id`);
}

export async function deleteState(db: DbExecutor, organizationId: string, stateId: string) {
  await db
    .delete(taskStates)
    .where(and(eq(taskStates.organizationId, organizationId), eq(taskStates.id, stateId)));
}

/** Does any task of the organisation sit in this state? */
export async function stateHasTasks(db: DbExecutor, organizationId: string, stateId: string) {
  const [row] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.organizationId, organizationId), eq(tasks.stateId, stateId)))
    .limit(1);
  return Boolean(row);
}

/** The ids of a state's tasks in column order. */
export async function listStateTaskIds(db: DbExecutor, organizationId: string, stateId: string) {
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.organizationId, organizationId), eq(tasks.stateId, stateId)))
    .orderBy(asc(tasks.position), asc(tasks.id));
  return rows.map((row) => row.id);
}

/** The highest position key in a state's column, or null when it is empty. */
export async function lastPositionIn(db: DbExecutor, organizationId: string, stateId: string) {
  const [row] = await db
    .select({ position: tasks.position })
    .from(tasks)
    .where(and(eq(tasks.organizationId, organizationId), eq(tasks.stateId, stateId)))
    .orderBy(desc(tasks.position), desc(tasks.id))
    .limit(1);
  return row?.position ?? null;
}

/** Put these tasks into a state with these position keys (same order). */
export async function placeTasks(
  db: DbExecutor,
  organizationId: string,
  stateId: string,
  placements: { ids: string[]; keys: string[] },
) {
  if (!placements.ids.length) return;
  await db.execute(sql`
    update ${tasks} set state_id = ${stateId}, position = placed.key, updated_at = now()
    from unnest(${sql.param(placements.ids)}::uuid[], ${sql.param(placements.keys)}::text[])
      as placed(id, key)
    where ${tasks.organizationId} = ${organizationId} and ${tasks.id} = placed.id`);
}

/**
 * Make the completion of every task in the state match its type (done and canceled are
 * completed), with the copies on their assignment rows; completedAt is set on completing and
 * cleared on reopening. Answers the ids of the tasks that changed.
 */
export async function syncStateCompletion(
  db: DbExecutor,
  organizationId: string,
  stateId: string,
  isClosed: boolean,
): Promise<string[]> {
  const changed = await db
    .update(tasks)
    .set({
      isCompleted: isClosed,
      completedAt: isClosed ? sql`now()` : null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(tasks.organizationId, organizationId),
        eq(tasks.stateId, stateId),
        ne(tasks.isCompleted, isClosed),
      ),
    )
    .returning({ id: tasks.id });
  if (changed.length) {
    await db.execute(sql`
      update ${taskAssignees} set is_completed = ${isClosed}
      where ${taskAssignees.organizationId} = ${organizationId}
        and ${taskAssignees.taskId} = any(${sql.param(changed.map((row) => row.id))}::uuid[])
        and ${taskAssignees.isCompleted} <> ${isClosed}`);
  }
  return changed.map((row) => row.id);
}
