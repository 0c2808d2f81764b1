import { and, asc, desc, eq, gte, lte, notInArray, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../platform/db/database.js';
import { containsText, referenceIs } from '../../platform/db/conditions.js';
import { users } from '../users/users.table.js';
import { taskAssignees, tasks } from './tasks.table.js';

export type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = typeof tasks.$inferInsert;
export type TaskDependencyRow = { id: string; title: string; isCompleted: boolean };
export type AssigneeRow = { id: string; username: string; firstName: string; lastName: string };
/** A task with the task it depends on and its assignees (by username), as lists read it. */
export type TaskWithRelations = {
  task: TaskRow;
  dependency: TaskDependencyRow | null;
  assignees: AssigneeRow[];
};

/** What a task list can be narrowed to; null on a reference means "has none". */
export type TaskQuery = {
  projectId?: string | null;
  categoryId?: string | null;
  assigneeId?: string;
  isCompleted?: boolean;
  dueFrom?: Date;
  dueTo?: Date;
  search?: string;
  sort: 'dueDate' | 'createdAt';
  limit: number;
  offset: number;
};

const dependencies = alias(tasks, 'dependency');

type TaskFilters = Omit<TaskQuery, 'sort' | 'limit' | 'offset'>;

/** Do the filters need columns that only the task row has? */
function filtersTaskColumns(query: TaskFilters) {
  return query.projectId !== undefined || query.categoryId !== undefined || Boolean(query.search);
}

/**
 * The columns a list filters and sorts on. With an assignee, they are the copies on the
 * assignment rows, so the (organisation, user, completion, due date) index drives the query.
 */
function sortKeys(query: TaskFilters) {
  return query.assigneeId
    ? {
        isCompleted: taskAssignees.isCompleted,
        dueDate: taskAssignees.dueDate,
        createdAt: taskAssignees.taskCreatedAt,
        id: taskAssignees.taskId,
      }
    : {
        isCompleted: tasks.isCompleted,
        dueDate: tasks.dueDate,
        createdAt: tasks.createdAt,
        id: tasks.id,
      };
}

/** The filters as SQL, always inside the organisation (and the assignee's rows when given). */
function listConditions(organizationId: string, query: TaskFilters) {
  const keys = sortKeys(query);
  return and(
    query.assigneeId
      ? and(
          eq(taskAssignees.organizationId, organizationId),
          eq(taskAssignees.userId, query.assigneeId),
        )
      : eq(tasks.organizationId, organizationId),
    referenceIs(tasks.projectId, query.projectId),
    referenceIs(tasks.categoryId, query.categoryId),
    query.isCompleted === undefined ? undefined : eq(keys.isCompleted, query.isCompleted),
    query.dueFrom ? gte(keys.dueDate, query.dueFrom) : undefined,
    query.dueTo ? lte(keys.dueDate, query.dueTo) : undefined,
    query.search ? containsText(tasks.title, query.search) : undefined,
  );
}

/** The assignment rows of the one assignee, joined to their tasks of the organisation. */
function assignedTasks(organizationId: string) {
  return and(eq(tasks.id, taskAssignees.taskId), eq(tasks.organizationId, organizationId));
}

/**
 * The ids (and sort keys) of one page. It reads only indexed columns, so PostgreSQL walks an
 * index (often without touching the table) and skips `offset` entries cheaply; the full rows
 * of just this page are fetched afterwards.
 */
function pageOf(db: DbExecutor, organizationId: string, query: TaskQuery) {
  const keys = sortKeys(query);
  const fields = { id: keys.id, dueDate: keys.dueDate, createdAt: keys.createdAt };
  const from = !query.assigneeId
    ? db.select(fields).from(tasks).$dynamic()
    : filtersTaskColumns(query)
      ? db
          .select(fields)
          .from(taskAssignees)
          .innerJoin(tasks, assignedTasks(organizationId))
          .$dynamic()
      : db.select(fields).from(taskAssignees).$dynamic();
  // A search finds its few matches through the trigram index and sorts them; an order an index
  // could give would tempt PostgreSQL to walk that index reading every title on the way.
  const sortable = (column: AnyPgColumn) =>
    query.search ? sql`(${column} + interval '0 seconds')` : sql`${column}`;
  const order =
    query.sort === 'createdAt'
      ? [sql`${sortable(keys.createdAt)} desc`, desc(keys.id)]
      : [
          sql`${sortable(keys.dueDate)} asc nulls last`,
          sql`${sortable(keys.createdAt)} desc`,
          asc(keys.id),
        ];
  return from
    .where(listConditions(organizationId, query))
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset)
    .as('page');
}

/** The task, its dependency and, in the same statement, its assignees as a JSON list. */
function withRelations(organizationId: string) {
  return {
    task: tasks,
    dependency: {
      id: dependencies.id,
      title: dependencies.title,
      isCompleted: dependencies.isCompleted,
    },
    assignees: sql<AssigneeRow[]>`(
      select coalesce(json_agg(json_build_object(
        'id', ${users.id}, 'username', ${users.username},
        'firstName', ${users.firstName}, 'lastName', ${users.lastName}
      ) order by lower(${users.username}), ${users.id}), '[]'::json)
      from ${taskAssignees}
      inner join ${users}
        on ${users.id} = ${taskAssignees.userId} and ${users.organizationId} = ${organizationId}
      where ${taskAssignees.taskId} = ${tasks.id})`,
  };
}

function joinDependency(organizationId: string) {
  return and(
    eq(dependencies.id, tasks.dependencyId),
    eq(dependencies.organizationId, organizationId),
  );
}

/**
 * One page of the organisation's tasks, with the task each depends on and their assignees.
 * Sorted by due date (soonest first, undated last, then newest, then id) or newest first; each
 * order matches an index of tasks.table.ts, so a page stops after `limit + offset` entries.
 */
export async function listTasks(
  db: DbExecutor,
  organizationId: string,
  query: TaskQuery,
): Promise<TaskWithRelations[]> {
  const page = pageOf(db, organizationId, query);
  return db
    .select(withRelations(organizationId))
    .from(page)
    .innerJoin(tasks, and(eq(tasks.id, page.id), eq(tasks.organizationId, organizationId)))
    .leftJoin(dependencies, joinDependency(organizationId))
    .orderBy(
      ...(query.sort === 'createdAt'
        ? [desc(page.createdAt), desc(page.id)]
        : [sql`${page.dueDate} asc nulls last`, desc(page.createdAt), asc(page.id)]),
    );
}

/** How many tasks match the filters, counting no further than `upTo`. */
export async function countTasks(
  db: DbExecutor,
  organizationId: string,
  query: TaskFilters,
  upTo: number,
) {
  const one = { one: sql`1` };
  const from = !query.assigneeId
    ? db.select(one).from(tasks).$dynamic()
    : filtersTaskColumns(query)
      ? db
          .select(one)
          .from(taskAssignees)
          .innerJoin(tasks, assignedTasks(organizationId))
          .$dynamic()
      : db.select(one).from(taskAssignees).$dynamic();
  const matched = from.where(listConditions(organizationId, query)).limit(upTo).as('matched');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matched);
  return row?.count ?? 0;
}

/** One task of the organisation; `forUpdate` locks it (not its key) until the transaction ends. */
export async function findTask(
  db: DbExecutor,
  organizationId: string,
  taskId: string,
  { forUpdate = false } = {},
): Promise<TaskWithRelations | undefined> {
  const query = db
    .select(withRelations(organizationId))
    .from(tasks)
    .leftJoin(dependencies, joinDependency(organizationId))
    .where(and(eq(tasks.organizationId, organizationId), eq(tasks.id, taskId)));
  const [row] = await (forUpdate ? query.for('no key update', { of: tasks }) : query);
  return row;
}

/** Who the task is assigned to now. */
export async function listAssigneeIds(db: DbExecutor, organizationId: string, taskId: string) {
  const rows = await db
    .select({ id: taskAssignees.userId })
    .from(taskAssignees)
    .where(and(eq(taskAssignees.organizationId, organizationId), eq(taskAssignees.taskId, taskId)));
  return rows.map((row) => row.id);
}

export async function insertTask(db: DbExecutor, values: NewTaskRow) {
  const [row] = await db.insert(tasks).values(values).returning();
  return row!;
}

/** Change a task, and the copies its assignment rows keep of it. */
export async function updateTask(
  db: DbExecutor,
  organizationId: string,
  taskId: string,
  values: Partial<NewTaskRow>,
) {
  const [row] = await db
    .update(tasks)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(tasks.organizationId, organizationId), eq(tasks.id, taskId)))
    .returning();
  if (row) {
    await db
      .update(taskAssignees)
      .set({ isCompleted: row.isCompleted, dueDate: row.dueDate })
      .where(
        and(
          eq(taskAssignees.organizationId, organizationId),
          eq(taskAssignees.taskId, taskId),
          sql`(${taskAssignees.isCompleted}, ${taskAssignees.dueDate}) is distinct from (${row.isCompleted}::boolean, ${row.dueDate}::timestamptz)`,
        ),
      );
  }
  return row;
}

/** Delete one task; tasks that depended on it keep existing without a dependency. */
export async function deleteTask(db: DbExecutor, organizationId: string, taskId: string) {
  const rows = await db
    .delete(tasks)
    .where(and(eq(tasks.organizationId, organizationId), eq(tasks.id, taskId)))
    .returning({ id: tasks.id });
  return rows.length === 1;
}

/** Make exactly these users the task's assignees. */
export async function replaceAssignees(
  db: DbExecutor,
  organizationId: string,
  taskId: string,
  userIds: string[],
) {
  await db
    .delete(taskAssignees)
    .where(
      and(
        eq(taskAssignees.organizationId, organizationId),
        eq(taskAssignees.taskId, taskId),
        userIds.length ? notInArray(taskAssignees.userId, userIds) : undefined,
      ),
    );
  if (userIds.length) {
    // Each assignment row starts with a copy of the task's completion, due date and creation.
    await db.execute(sql`
      insert into ${taskAssignees} (task_id, user_id, organization_id, is_completed, due_date, task_created_at)
      select ${tasks.id}, assignee.id, ${tasks.organizationId}, ${tasks.isCompleted}, ${tasks.dueDate}, ${tasks.createdAt}
      from ${tasks}, unnest(${sql.param(userIds)}::uuid[]) as assignee(id)
      where ${tasks.organizationId} = ${organizationId} and ${tasks.id} = ${taskId}
      on conflict do nothing`);
  }
}

/**
 * Serialise dependency changes within one organisation until the transaction ends, so two
 * concurrent changes cannot each close half of a cycle.
 */
export async function lockTaskDependencies(db: DbExecutor, organizationId: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`task-dependencies:${organizationId}`}, 0))`,
  );
}

/** Does following dependencies from `fromTaskId` (itself included) ever reach `taskId`? */
export async function dependencyChainReaches(
  db: DbExecutor,
  organizationId: string,
  fromTaskId: string,
  taskId: string,
): Promise<boolean> {
  const result = await db.execute<{ reaches: boolean }>(sql`
    with recursive chain(id, dependency_id) as (
      select ${tasks.id}, ${tasks.dependencyId} from ${tasks}
      where ${tasks.organizationId} = ${organizationId} and ${tasks.id} = ${fromTaskId}
      union
      select t.id, t.dependency_id from ${tasks} t
      join chain on t.id = chain.dependency_id
      where t.organization_id = ${organizationId}
    )
    select exists (select 1 from chain where id = ${taskId}) as reaches`);
  return result.rows[0]?.reaches === true;
}

/** Ids of every task whose dependency chain leads to `taskId` (not the task itself). */
export async function listDependentTaskIds(
  db: DbExecutor,
  organizationId: string,
  taskId: string,
): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    with recursive dependents(id) as (
      select t.id from ${tasks} t
      where t.organization_id = ${organizationId} and t.dependency_id = ${taskId}
      union
      select t.id from ${tasks} t
      join dependents on t.dependency_id = dependents.id
      where t.organization_id = ${organizationId}
    )
    select id from dependents where id <> ${taskId}`);
  return result.rows.map((row) => row.id);
}
