import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.js';
import { dashboardLayouts } from './dashboard.table.js';

/** The user's saved widgets as stored (unchecked JSON), or undefined when never saved. */
export async function findLayout(db: DbExecutor, organizationId: string, userId: string) {
  const [row] = await db
    .select({ widgets: dashboardLayouts.widgets })
    .from(dashboardLayouts)
    .where(
      and(eq(dashboardLayouts.organizationId, organizationId), eq(dashboardLayouts.userId, userId)),
    );
  return row?.widgets;
}

/** Save the user's widgets, replacing what was there. */
export async function saveLayout(
  db: DbExecutor,
  organizationId: string,
  userId: string,
  widgets: unknown,
) {
  await db
    .insert(dashboardLayouts)
    .values({ organizationId, userId, widgets })
    .onConflictDoUpdate({
      target: dashboardLayouts.userId,
      set: { widgets, organizationId, updatedAt: new Date() },
    });
}
