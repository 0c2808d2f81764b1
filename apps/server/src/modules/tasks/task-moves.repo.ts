import { and, asc, desc, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.js';
import { tasks } from './tasks.table.js';

/** A task's place in a column: its key, and its id breaking ties between equal keys. */
export type ColumnPlace = { id: string; position: string };

const place = { id: tasks.id, position: tasks.position };

/** The column's tasks other than the one being moved. */
const columnWithout = (organizationId: string, stateId: string, movingId: string) =>
  and(eq(tasks.organizationId, organizationId), eq(tasks.stateId, stateId), ne(tasks.id, movingId));

/** A task of the column (not the moving one), or undefined when it is not there now. */
export async function findInColumn(
  db: DbExecutor,
  organizationId: string,
  stateId: string,
  movingId: string,
  taskId: string,
): Promise<ColumnPlace | undefined> {
  const [row] = await db
    .select(place)
    .from(tasks)
    .where(and(columnWithout(organizationId, stateId, movingId), eq(tasks.id, taskId)));
  return row;
}

/** Which way to look from a place: down the column (higher keys) or up it (lower keys). */
export type ColumnDirection = 'below' | 'above';

/**
 * The task just below or just above this place in the column (keys sort byte-wise: the column
 * is "C"); equal keys are ordered by id.
 */
export async function neighbourInColumn(
  db: DbExecutor,
  organizationId: string,
  stateId: string,
  movingId: string,
  from: ColumnPlace,
  direction: ColumnDirection,
): Promise<ColumnPlace | undefined> {
  const beyond = direction === 'below' ? gt : lt;
  const order = direction === 'below' ? asc : desc;
  const [row] = await db
    .select(place)
    .from(tasks)
    .where(
      and(
        columnWithout(organizationId, stateId, movingId),
        or(
          beyond(tasks.position, from.position),
          and(eq(tasks.position, from.position), beyond(tasks.id, from.id)),
        ),
      ),
    )
    .orderBy(order(tasks.position), order(tasks.id))
    .limit(1);
  return row;
}

/** The lowest key above `key` in the column (skipping tasks that share `key`). */
export async function firstKeyAbove(
  db: DbExecutor,
  organizationId: string,
  stateId: string,
  movingId: string,
  key: string,
): Promise<string | null> {
  const [row] = await db
    .select({ position: sql<string>`min(${tasks.position})` })
    .from(tasks)
    .where(and(columnWithout(organizationId, stateId, movingId), gt(tasks.position, key)));
  return row?.position ?? null;
}

/** The last task of the column. */
export async function lastInColumn(
  db: DbExecutor,
  organizationId: string,
  stateId: string,
  movingId: string,
): Promise<ColumnPlace | undefined> {
  const [row] = await db
    .select(place)
    .from(tasks)
    .where(columnWithout(organizationId, stateId, movingId))
    .orderBy(desc(tasks.position), desc(tasks.id))
    .limit(1);
  return row;
}
