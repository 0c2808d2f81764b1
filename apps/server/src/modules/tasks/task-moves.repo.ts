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

/** The task just below this place in the column (keys sort byte-wise: the column is "C"). */
export async function nextInColumn(
  db: DbExecutor,
  organizationId: string,
  stateId: string,
  movingId: string,
  from: ColumnPlace,
): Promise<ColumnPlace | undefined> {
  const [row] = await db
    .select(place)
    .from(tasks)
    .where(
      and(
        columnWithout(organizationId, stateId, movingId),
        or(
          gt(tasks.position, from.position),
          and(eq(tasks.position, from.position), gt(tasks.id, from.id)),
        ),
      ),
    )
    .orderBy(asc(tasks.position), asc(tasks.id))
    .limit(1);
  return row;
}

/** The task just above this place in the column. */
export async function previousInColumn(
  db: DbExecutor,
  organizationId: string,
  stateId: string,
  movingId: string,
  from: ColumnPlace,
): Promise<ColumnPlace | undefined> {
  const [row] = await db
    .select(place)
    .from(tasks)
    .where(
      and(
        columnWithout(organizationId, stateId, movingId),
        or(
          lt(tasks.position, from.position),
          and(eq(tasks.position, from.position), lt(tasks.id, from.id)),
        ),
      ),
    )
    .orderBy(desc(tasks.position), desc(tasks.id))
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
