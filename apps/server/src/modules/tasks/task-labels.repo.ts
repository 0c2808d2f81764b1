import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.js';
import { taskLabels } from './task-labels.table.js';

export type TaskLabelRow = typeof taskLabels.$inferSelect;

/** The organisation's labels by name. */
export function listLabels(db: DbExecutor, organizationId: string): Promise<TaskLabelRow[]> {
  return db
    .select()
    .from(taskLabels)
    .where(eq(taskLabels.organizationId, organizationId))
    .orderBy(sql`lower(${taskLabels.name})`, asc(taskLabels.id));
}

export async function findLabel(db: DbExecutor, organizationId: string, labelId: string) {
  const [row] = await db
    .select()
    .from(taskLabels)
    .where(and(eq(taskLabels.organizationId, organizationId), eq(taskLabels.id, labelId)));
  return row;
}

/** Is the name used by another label of the organisation, in any case? */
export async function isLabelNameTaken(
  db: DbExecutor,
  organizationId: string,
  name: string,
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: taskLabels.id })
    .from(taskLabels)
    .where(
      and(
        eq(taskLabels.organizationId, organizationId),
        sql`lower(${taskLabels.name}) = lower(${name})`,
        exceptId ? ne(taskLabels.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertLabel(
  db: DbExecutor,
  values: { organizationId: string; name: string; color: string; createdById: string },
) {
  const [row] = await db.insert(taskLabels).values(values).returning();
  return row!;
}

export async function updateLabel(
  db: DbExecutor,
  organizationId: string,
  labelId: string,
  values: Partial<Pick<TaskLabelRow, 'name' | 'color'>>,
) {
  const [row] = await db
    .update(taskLabels)
    .set(values)
    .where(and(eq(taskLabels.organizationId, organizationId), eq(taskLabels.id, labelId)))
    .returning();
  return row;
}

/** Delete a label; it leaves every task it was on (its links cascade). */
export async function deleteLabel(db: DbExecutor, organizationId: string, labelId: string) {
  await db
    .delete(taskLabels)
    .where(and(eq(taskLabels.organizationId, organizationId), eq(taskLabels.id, labelId)));
}
