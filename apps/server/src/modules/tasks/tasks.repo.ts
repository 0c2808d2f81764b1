import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TaskLabel, TaskParent, TaskState, TaskSubTasks } from '@worksphere/contracts';
import type { DbExecutor } from '../../platform/db/database.js';
import { users } from '../users/users.table.js';
import { taskLabelLinks, taskLabels } from './task-labels.table.js';
import { taskStates } from './task-states.table.js';
import { taskAssignees, tasks } from './tasks.table.js';

export type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = typeof tasks.$inferInsert;
export type TaskDependencyRow = { id: string; title: string; isCompleted: boolean };
export type AssigneeRow = { id: string; username: string; firstName: string; lastName: string };
/**
 * A task with the task it depends on, its assignees (by username), its state, labels (by
 * name), parent and sub-task counts, as lists read it.
 */
export type TaskWithRelations = {
  task: TaskRow;
  dependency: TaskDependencyRow | null;
  assignees: AssigneeRow[];
  state: TaskState;
  labels: TaskLabel[];
  parent: TaskParent | null;
  subTasks: TaskSubTasks;
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
  stateId?: string;
  /** 0 none, 1 urgent ... 4 low. */
  priority?: number;
  labelId?: string;
  parentId?: string | null;
  sort: 'dueDate' | 'createdAt' | 'position';
  limit: number;
  offset: number;
};

/** An organisation id, or the placeholder of one in a prepared statement. */
type OrganizationValue = string | ReturnType<typeof sql.placeholder>;

export const dependencies = alias(tasks, 'dependency');
const parents = alias(tasks, 'parent');
const subTasks = alias(tasks, 'sub_task');

/**
 * (Inside sql`` an alias renders as its bare name, so the subqueries below name the table and
 * the alias themselves.)
 *
 * The workflow parts of a task answer, each one small correlated subquery on an index (no
 * query per task): its state, its labels by name, its parent and its sub-tasks' progress.
 */
export function workflowFields(organizationId: OrganizationValue) {
  return {
    state: sql<TaskState>`(
      select json_build_object('id', ${taskStates.id}, 'name', ${taskStates.name},
        'color', ${taskStates.color}, 'type', ${taskStates.type})
      from ${taskStates} where ${taskStates.id} = ${tasks.stateId})`,
    labels: sql<TaskLabel[]>`(
      select coalesce(json_agg(json_build_object(
        'id', ${taskLabels.id}, 'name', ${taskLabels.name}, 'color', ${taskLabels.color}
      ) order by lower(${taskLabels.name}), ${taskLabels.id}), '[]'::json)
      from ${taskLabelLinks}
      inner join ${taskLabels}
        on ${taskLabels.id} = ${taskLabelLinks.labelId} and ${taskLabels.organizationId} = ${organizationId}
      where ${taskLabelLinks.taskId} = ${tasks.id})`,
    parent: sql<TaskParent | null>`(
      select json_build_object('id', ${parents.id}, 'title', ${parents.title})
      from ${tasks} as "parent"
      where ${parents.id} = ${tasks.parentId} and ${parents.organizationId} = ${organizationId})`,
    subTasks: sql<TaskSubTasks>`(
      select json_build_object('total', count(*),
        'completed', count(*) filter (where ${subTasks.isCompleted}))
      from ${tasks} as "sub_task" where ${subTasks.parentId} = ${tasks.id})`,
  };
}

/** The task, its dependency and, in the same statement, its assignees as a JSON list. */
export function withRelations(organizationId: OrganizationValue) {
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
    ...workflowFields(organizationId),
  };
}

export function joinDependency(organizationId: OrganizationValue) {
  return and(
    eq(dependencies.id, tasks.dependencyId),
    eq(dependencies.organizationId, organizationId),
  );
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

/**
 * Several tasks of the organisation (in id order); `forUpdate` locks them, in that order, until
 * the transaction ends. Ids not of the organisation are simply missing from the answer.
 */
export async function findTasks(
  db: DbExecutor,
  organizationId: string,
  taskIds: string[],
  { forUpdate = false } = {},
): Promise<TaskWithRelations[]> {
  if (!taskIds.length) return [];
  const query = db
    .select(withRelations(organizationId))
    .from(tasks)
    .leftJoin(dependencies, joinDependency(organizationId))
    .where(and(eq(tasks.organizationId, organizationId), inArray(tasks.id, taskIds)))
    .orderBy(asc(tasks.id));
  return forUpdate ? query.for('no key update', { of: tasks }) : query;
}

/** Delete these tasks of the organisation; answers the ids deleted. */
export async function deleteTasks(db: DbExecutor, organizationId: string, taskIds: string[]) {
  const rows = await db
    .delete(tasks)
    .where(and(eq(tasks.organizationId, organizationId), inArray(tasks.id, taskIds)))
    .returning({ id: tasks.id });
  return rows.map((row) => row.id);
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

/** A link from task to task that must never close a loop. */
type TaskLink = 'dependencies' | 'parents';

const linkColumn = { dependencies: tasks.dependencyId, parents: tasks.parentId };

/**
 * Serialise changes of one kind of link within one organisation until the transaction ends, so
 * two concurrent changes cannot each close half of a cycle.
 */
async function lockTaskLinks(db: DbExecutor, organizationId: string, link: TaskLink) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`task-${link}:${organizationId}`}, 0))`,
  );
}

/** Does following the link from `fromTaskId` (itself included) ever reach `taskId`? */
async function linkChainReaches(
  db: DbExecutor,
  organizationId: string,
  link: TaskLink,
  fromTaskId: string,
  taskId: string,
): Promise<boolean> {
  const column = linkColumn[link];
  const result = await db.execute<{ reaches: boolean }>(sql`
    with recursive chain(id, link_id) as (
      select ${tasks.id}, ${column} from ${tasks}
      where ${tasks.organizationId} = ${organizationId} and ${tasks.id} = ${fromTaskId}
      union
      select t.id, t.${sql.identifier(column.name)} from ${tasks} t
      join chain on t.id = chain.link_id
      where t.organization_id = ${organizationId}
    )
    select exists (select 1 from chain where id = ${taskId}) as reaches`);
  return result.rows[0]?.reaches === true;
}

/** Serialise dependency changes within one organisation (see lockTaskLinks). */
export const lockTaskDependencies = (db: DbExecutor, organizationId: string) =>
  lockTaskLinks(db, organizationId, 'dependencies');

/** Does following dependencies from `fromTaskId` (itself included) ever reach `taskId`? */
export const dependencyChainReaches = (
  db: DbExecutor,
  organizationId: string,
  fromTaskId: string,
  taskId: string,
) => linkChainReaches(db, organizationId, 'dependencies', fromTaskId, taskId);

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

export type TaskStateRow = typeof taskStates.$inferSelect;

/** One state of the organisation. */
export async function findState(db: DbExecutor, organizationId: string, stateId: string) {
  const [row] = await db
    .select()
    .from(taskStates)
    .where(and(eq(taskStates.organizationId, organizationId), eq(taskStates.id, stateId)));
  return row;
}

/**
 * The first state (by column order) of one of these types; `preferred` first when there is
 * one ("to do" before "backlog" when a task is reopened).
 */
export async function firstStateOfTypes(
  db: DbExecutor,
  organizationId: string,
  types: readonly TaskStateRow['type'][],
  preferred?: TaskStateRow['type'],
) {
  const [row] = await db
    .select()
    .from(taskStates)
    .where(and(eq(taskStates.organizationId, organizationId), inArray(taskStates.type, [...types])))
    .orderBy(
      ...(preferred ? [sql`${taskStates.type} <> ${preferred}`] : []),
      asc(taskStates.position),
      asc(taskStates.createdAt),
    )
    .limit(1);
  return row;
}

/**
 * Lock a state's column until the transaction ends, so tasks placed in it at the same time
 * (created, moved, changed in bulk) get keys one after the other and never the same.
 */
export async function lockStateColumn(db: DbExecutor, organizationId: string, stateId: string) {
  await db
    .select({ id: taskStates.id })
    .from(taskStates)
    .where(and(eq(taskStates.organizationId, organizationId), eq(taskStates.id, stateId)))
    .for('no key update');
}

/** The key of the first task of a state's column, null when it is empty. */
export async function firstPositionIn(db: DbExecutor, organizationId: string, stateId: string) {
  const [row] = await db
    .select({ position: tasks.position })
    .from(tasks)
    .where(and(eq(tasks.organizationId, organizationId), eq(tasks.stateId, stateId)))
    .orderBy(asc(tasks.position), asc(tasks.id))
    .limit(1);
  return row?.position ?? null;
}

/** Which of these ids are labels of the organisation. */
export async function existingLabelIds(db: DbExecutor, organizationId: string, labelIds: string[]) {
  if (!labelIds.length) return [];
  const rows = await db
    .select({ id: taskLabels.id })
    .from(taskLabels)
    .where(and(eq(taskLabels.organizationId, organizationId), inArray(taskLabels.id, labelIds)));
  return rows.map((row) => row.id);
}

/** Make exactly these labels the task's labels (the caller checked they are the organisation's). */
export async function replaceLabels(
  db: DbExecutor,
  organizationId: string,
  taskId: string,
  labelIds: string[],
) {
  await db
    .delete(taskLabelLinks)
    .where(
      and(
        eq(taskLabelLinks.organizationId, organizationId),
        eq(taskLabelLinks.taskId, taskId),
        labelIds.length ? notInArray(taskLabelLinks.labelId, labelIds) : undefined,
      ),
    );
  if (labelIds.length) {
    await db
      .insert(taskLabelLinks)
      .values(labelIds.map((labelId) => ({ taskId, labelId, organizationId })))
      .onConflictDoNothing();
  }
}

/** Serialise parent changes within one organisation, as dependency changes are. */
export const lockTaskParents = (db: DbExecutor, organizationId: string) =>
  lockTaskLinks(db, organizationId, 'parents');

/** Does following parents from `fromTaskId` (itself included) ever reach `taskId`? */
export const parentChainReaches = (
  db: DbExecutor,
  organizationId: string,
  fromTaskId: string,
  taskId: string,
) => linkChainReaches(db, organizationId, 'parents', fromTaskId, taskId);
