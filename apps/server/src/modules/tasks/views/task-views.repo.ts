import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { TaskViewFilters } from '@worksphere/contracts';
import type { DbExecutor } from '../../../platform/db/database.js';
import { taskViews } from './task-views.table.js';

export type TaskViewRow = typeof taskViews.$inferSelect;

/** The member's own views and the organisation's shared ones, by name. */
export async function listVisibleViews(db: DbExecutor, organizationId: string, userId: string) {
  return db
    .select()
    .from(taskViews)
    .where(
      and(
        eq(taskViews.organizationId, organizationId),
        or(eq(taskViews.ownerId, userId), eq(taskViews.shared, true)),
      ),
    )
    .orderBy(asc(sql`lower(${taskViews.name})`), asc(taskViews.id));
}

/** One view the member may see (own or shared); undefined otherwise. */
export async function findVisibleView(
  db: DbExecutor,
  organizationId: string,
  userId: string,
  viewId: string,
) {
  const [row] = await db
    .select()
    .from(taskViews)
    .where(
      and(
        eq(taskViews.organizationId, organizationId),
        eq(taskViews.id, viewId),
        or(eq(taskViews.ownerId, userId), eq(taskViews.shared, true)),
      ),
    );
  return row;
}

export async function countOwnViews(db: DbExecutor, organizationId: string, userId: string) {
  const [row] = await db
    .select({ total: count() })
    .from(taskViews)
    .where(and(eq(taskViews.organizationId, organizationId), eq(taskViews.ownerId, userId)));
  return row?.total ?? 0;
}

export async function insertView(db: DbExecutor, values: typeof taskViews.$inferInsert) {
  const [row] = await db.insert(taskViews).values(values).returning();
  return row!;
}

/** Change the owner's view; undefined when it is not theirs (or gone). */
export async function updateOwnView(
  db: DbExecutor,
  organizationId: string,
  ownerId: string,
  viewId: string,
  changes: { name?: string; shared?: boolean; filters?: TaskViewFilters },
) {
  const [row] = await db
    .update(taskViews)
    .set({ ...changes, updatedAt: new Date() })
    .where(
      and(
        eq(taskViews.organizationId, organizationId),
        eq(taskViews.ownerId, ownerId),
        eq(taskViews.id, viewId),
      ),
    )
    .returning();
  return row;
}

/** Delete the owner's view; false when it is not theirs (or gone). */
export async function deleteOwnView(
  db: DbExecutor,
  organizationId: string,
  ownerId: string,
  viewId: string,
) {
  const rows = await db
    .delete(taskViews)
    .where(
      and(
        eq(taskViews.organizationId, organizationId),
        eq(taskViews.ownerId, ownerId),
        eq(taskViews.id, viewId),
      ),
    )
    .returning({ id: taskViews.id });
  return rows.length === 1;
}
