import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.js';
import { notes } from '../notes/notes.table.js';
import { projects } from './projects.table.js';

export type ProjectRow = typeof projects.$inferSelect;
export type ArchivedFilter = 'true' | 'false' | 'all';

function archivedCondition(archived: ArchivedFilter) {
  if (archived === 'all') return undefined;
  return archived === 'true' ? isNotNull(projects.archivedAt) : isNull(projects.archivedAt);
}

/** The organisation's projects by name; active ones, archived ones or all. */
export async function listProjects(
  db: DbExecutor,
  organizationId: string,
  archived: ArchivedFilter,
  limit?: number,
) {
  const query = db
    .select()
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), archivedCondition(archived)))
    .orderBy(asc(sql`lower(${projects.name})`), asc(projects.id));
  return limit === undefined ? query : query.limit(limit);
}

export async function countProjects(
  db: DbExecutor,
  organizationId: string,
  archived: ArchivedFilter,
) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), archivedCondition(archived)));
  return row?.count ?? 0;
}

export async function findProject(db: DbExecutor, organizationId: string, projectId: string) {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.id, projectId)));
  return row;
}

/** The project with this name, ignoring case (optionally not this one). */
export async function findProjectByName(
  db: DbExecutor,
  organizationId: string,
  name: string,
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.organizationId, organizationId),
        sql`lower(${projects.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(projects.id, exceptId) : undefined,
      ),
    );
  return row;
}

export async function insertProject(db: DbExecutor, values: typeof projects.$inferInsert) {
  const [row] = await db.insert(projects).values(values).returning();
  return row!;
}

export async function updateProject(
  db: DbExecutor,
  organizationId: string,
  projectId: string,
  values: Partial<Pick<ProjectRow, 'name' | 'archivedAt'>>,
) {
  const [row] = await db
    .update(projects)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(projects.organizationId, organizationId), eq(projects.id, projectId)))
    .returning();
  return row;
}

/** Delete one project; its tasks and notes stay, without a project. */
export async function deleteProject(db: DbExecutor, organizationId: string, projectId: string) {
  const rows = await db
    .delete(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.id, projectId)))
    .returning({ id: projects.id });
  return rows.length === 1;
}

/**
 * The user's own private notes in each of these projects (shared ones are counted on the
 * project row); projects without any are absent from the map.
 */
export async function countPrivateNotes(
  db: DbExecutor,
  organizationId: string,
  userId: string,
  projectIds: string[],
): Promise<Map<string, number>> {
  if (!projectIds.length) return new Map();
  const rows = await db
    .select({ projectId: notes.projectId, count: sql<number>`count(*)::int` })
    .from(notes)
    .where(
      and(
        eq(notes.organizationId, organizationId),
        eq(notes.authorId, userId),
        inArray(notes.projectId, projectIds),
        eq(notes.isOrganization, false),
      ),
    )
    .groupBy(notes.projectId);
  return new Map(rows.map((row) => [row.projectId!, row.count]));
}
