import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Task, TaskBoardGrouping } from '@worksphere/contracts';
import type { Database, DbExecutor } from '../../platform/db/database.js';
import { containsText, referenceIs } from '../../platform/db/conditions.js';
import { projects } from '../projects/projects.table.js';
import { users } from '../users/users.table.js';
import { taskLabelLinks } from './task-labels.table.js';
import { taskStates } from './task-states.table.js';
import { taskAssignees, tasks } from './tasks.table.js';
import { dependencies, joinDependency, withRelations } from './tasks.repo.js';
import type { TaskFilters } from './tasks.list.repo.js';
import { presentTask } from './tasks.presenter.js';

/** What a board can be narrowed to: the list's filters. */
export type BoardFilters = TaskFilters;

/** One board slot: a task id in its group, and how many tasks the group has in all. */
export type BoardSlot = { id: string; groupKey: string; total: number };

function boardConditions(organizationId: string, filters: BoardFilters): SQL | undefined {
  return and(
    eq(tasks.organizationId, organizationId),
    referenceIs(tasks.projectId, filters.projectId),
    referenceIs(tasks.categoryId, filters.categoryId),
    referenceIs(tasks.parentId, filters.parentId),
    filters.assigneeId
      ? sql`exists (select 1 from ${taskAssignees} where ${taskAssignees.taskId} = ${tasks.id}
          and ${taskAssignees.organizationId} = ${organizationId}
          and ${taskAssignees.userId} = ${filters.assigneeId})`
      : undefined,
    filters.labelId
      ? sql`exists (select 1 from ${taskLabelLinks} where ${taskLabelLinks.taskId} = ${tasks.id}
          and ${taskLabelLinks.organizationId} = ${organizationId}
          and ${taskLabelLinks.labelId} = ${filters.labelId})`
      : undefined,
    filters.isCompleted === undefined ? undefined : eq(tasks.isCompleted, filters.isCompleted),
    filters.dueFrom ? gte(tasks.dueDate, filters.dueFrom) : undefined,
    filters.dueTo ? lte(tasks.dueDate, filters.dueTo) : undefined,
    filters.search ? containsText(tasks.title, filters.search) : undefined,
    filters.stateId ? eq(tasks.stateId, filters.stateId) : undefined,
    filters.priority === undefined ? undefined : eq(tasks.priority, filters.priority),
  );
}

/** The column a task lands in for each grouping ('none' for no assignee or project). */
const groupKeys: Record<TaskBoardGrouping, SQL> = {
  state: sql`${tasks.stateId}::text`,
  priority: sql`${tasks.priority}::text`,
  project: sql`coalesce(${tasks.projectId}::text, 'none')`,
  assignee: sql`coalesce(${taskAssignees.userId}::text, 'none')`,
};

/**
 * The first `perGroup` task ids of every group, in board order (the state's column order,
 * then the task's key), with each group's total: one statement, one pass over the matching
 * tasks, however many groups there are. A task with two assignees is in both their groups.
 */
export async function listBoardSlots(
  db: Database,
  organizationId: string,
  groupBy: TaskBoardGrouping,
  filters: BoardFilters,
  perGroup: number,
): Promise<BoardSlot[]> {
  const key = groupKeys[groupBy];
  const source = db
    .select({
      id: sql<string>`${tasks.id}`.as('id'),
      groupKey: sql<string>`${key}`.as('group_key'),
      rank: sql<number>`row_number() over (partition by ${key}
        order by ${taskStates.position}, ${tasks.position}, ${tasks.id})`.as('rank'),
      total: sql<number>`(count(*) over (partition by ${key}))::int`.as('total'),
    })
    .from(tasks)
    .innerJoin(taskStates, eq(taskStates.id, tasks.stateId))
    .$dynamic();
  const joined =
    groupBy === 'assignee'
      ? source.leftJoin(
          taskAssignees,
          and(eq(taskAssignees.taskId, tasks.id), eq(taskAssignees.organizationId, organizationId)),
        )
      : source;
  const ranked = joined.where(boardConditions(organizationId, filters)).as('ranked');
  return db
    .select({ id: ranked.id, groupKey: ranked.groupKey, total: ranked.total })
    .from(ranked)
    .where(lte(ranked.rank, perGroup))
    .orderBy(asc(ranked.groupKey), asc(ranked.rank));
}

/** These tasks of the organisation as every answer gives them, by id. */
export async function loadTasks(
  db: DbExecutor,
  organizationId: string,
  ids: string[],
): Promise<Map<string, Task>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select(withRelations(organizationId))
    .from(tasks)
    .leftJoin(dependencies, joinDependency(organizationId))
    .where(and(eq(tasks.organizationId, organizationId), inArray(tasks.id, ids)));
  return new Map(rows.map((row) => [row.task.id, presentTask(row)]));
}

/** Names of these projects of the organisation, by id. */
export async function projectNames(db: DbExecutor, organizationId: string, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), inArray(projects.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Display names ("First Last", else the username) of these users of the organisation. */
export async function userNames(db: DbExecutor, organizationId: string, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), inArray(users.id, ids)));
  return new Map(
    rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim() || row.username]),
  );
}
