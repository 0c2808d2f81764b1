import { and, asc, desc, eq, gte, ilike, isNull, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database.js';
import { escapeLike } from '../../platform/db/conditions.js';
import { priorityFromNumber, type Task } from '@worksphere/contracts';
import { namedStatement, preparedStatements } from '../../platform/db/prepared.js';
import { users } from '../users/users.table.js';
import { taskLabelLinks } from './task-labels.table.js';
import { taskStates } from './task-states.table.js';
import { taskAssignees, tasks } from './tasks.table.js';
import { dependencies, joinDependency, workflowFields, type TaskQuery } from './tasks.repo.js';

/** What a list or the board can be narrowed to: the query without its order and page. */
export type TaskFilters = Omit<TaskQuery, 'sort' | 'limit' | 'offset'>;

/**
 * Which filters a list uses and how it is sorted. Each shape is one SQL text, prepared once per
 * database (named, so PostgreSQL plans it once per connection too); the values travel as
 * parameters. A shape is a handful of letters: at most a few hundred exist.
 */
function shapeOf(query: TaskFilters & { sort?: TaskQuery['sort'] }): string {
  const reference = (value: string | null | undefined) =>
    value === undefined ? '_' : value === null ? '0' : '1';
  const present = (value: unknown) => (value === undefined ? '_' : '1');
  return [
    reference(query.projectId),
    reference(query.categoryId),
    present(query.assigneeId),
    query.isCompleted === undefined ? '_' : '1',
    present(query.dueFrom),
    present(query.dueTo),
    present(query.search),
    present(query.stateId),
    present(query.priority),
    present(query.labelId),
    reference(query.parentId),
    query.sort === 'createdAt' ? 'c' : query.sort === 'position' ? 'p' : 'd',
  ].join('');
}

const placeholder = {
  organizationId: sql.placeholder('organizationId'),
  projectId: sql.placeholder('projectId'),
  categoryId: sql.placeholder('categoryId'),
  assigneeId: sql.placeholder('assigneeId'),
  isCompleted: sql.placeholder('isCompleted'),
  dueFrom: sql.placeholder('dueFrom'),
  dueTo: sql.placeholder('dueTo'),
  searchPattern: sql.placeholder('searchPattern'),
  stateId: sql.placeholder('stateId'),
  priority: sql.placeholder('priority'),
  labelId: sql.placeholder('labelId'),
  parentId: sql.placeholder('parentId'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  upTo: sql.placeholder('upTo'),
};

/** The values of a query's placeholders. */
function parametersOf(organizationId: string, query: TaskFilters) {
  return {
    organizationId,
    projectId: query.projectId ?? null,
    categoryId: query.categoryId ?? null,
    assigneeId: query.assigneeId ?? null,
    isCompleted: query.isCompleted ?? null,
    dueFrom: query.dueFrom?.toISOString() ?? null,
    dueTo: query.dueTo?.toISOString() ?? null,
    searchPattern: query.search ? `%${escapeLike(query.search)}%` : null,
    stateId: query.stateId ?? null,
    priority: query.priority ?? null,
    labelId: query.labelId ?? null,
    parentId: query.parentId ?? null,
  };
}

/** Do the filters (or the order) need columns that only the task row has? */
function filtersTaskColumns(query: TaskFilters & { sort?: TaskQuery['sort'] }) {
  return (
    query.projectId !== undefined ||
    query.categoryId !== undefined ||
    Boolean(query.search) ||
    query.stateId !== undefined ||
    query.priority !== undefined ||
    query.labelId !== undefined ||
    query.parentId !== undefined ||
    query.sort === 'position'
  );
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

const referenceIs = (
  column: AnyPgColumn,
  value: string | null | undefined,
  bound: ReturnType<typeof sql.placeholder>,
) => (value === undefined ? undefined : value === null ? isNull(column) : eq(column, bound));

/** The filters as SQL, always inside the organisation (and the assignee's rows when given). */
function listConditions(query: TaskFilters) {
  const keys = sortKeys(query);
  return and(
    query.assigneeId
      ? and(
          eq(taskAssignees.organizationId, placeholder.organizationId),
          eq(taskAssignees.userId, placeholder.assigneeId),
        )
      : eq(tasks.organizationId, placeholder.organizationId),
    referenceIs(tasks.projectId, query.projectId, placeholder.projectId),
    referenceIs(tasks.categoryId, query.categoryId, placeholder.categoryId),
    query.isCompleted === undefined ? undefined : eq(keys.isCompleted, placeholder.isCompleted),
    query.dueFrom ? gte(keys.dueDate, placeholder.dueFrom) : undefined,
    query.dueTo ? lte(keys.dueDate, placeholder.dueTo) : undefined,
    query.search ? ilike(tasks.title, placeholder.searchPattern) : undefined,
    query.stateId === undefined ? undefined : eq(tasks.stateId, placeholder.stateId),
    query.priority === undefined ? undefined : eq(tasks.priority, placeholder.priority),
    query.labelId === undefined
      ? undefined
      : sql`exists (select 1 from ${taskLabelLinks}
          where ${taskLabelLinks.organizationId} = ${placeholder.organizationId}
            and ${taskLabelLinks.labelId} = ${placeholder.labelId}
            and ${taskLabelLinks.taskId} = ${tasks.id})`,
    referenceIs(tasks.parentId, query.parentId, placeholder.parentId),
  );
}

/**
 * The column order of a task's state. A list of one state (a board column) leaves it out, so
 * the (organisation, state, position) index gives the order directly.
 */
const statePosition = () =>
  sql<number>`(select ${taskStates.position} from ${taskStates} where ${taskStates.id} = ${tasks.stateId})`;

/** The assignment rows of the one assignee, joined to their tasks of the organisation. */
const assignedTasks = () =>
  and(eq(tasks.id, taskAssignees.taskId), eq(tasks.organizationId, placeholder.organizationId));

/** FROM tasks, the assignee's rows, or both, as the filters need. */
function source<T extends SelectedFields>(
  db: Database,
  fields: T,
  query: TaskFilters & { sort?: TaskQuery['sort'] },
) {
  if (!query.assigneeId) return db.select(fields).from(tasks).$dynamic();
  const assignments = db.select(fields).from(taskAssignees).$dynamic();
  return filtersTaskColumns(query) ? assignments.innerJoin(tasks, assignedTasks()) : assignments;
}

/**
 * The ids (and sort keys) of one page. It reads only indexed columns, so PostgreSQL walks an
 * index (often without touching the table) and skips `offset` entries cheaply; the full rows
 * of just this page are fetched afterwards.
 */
function pageOf(db: Database, query: TaskQuery) {
  const keys = sortKeys(query);
  // A search reads every match to sort them, so counting them on the way costs nothing: the
  // window's count is taken before the limit (a search answers its page and total at once).
  const byPosition = query.sort === 'position';
  const oneState = query.stateId !== undefined;
  const fields = {
    id: keys.id,
    dueDate: keys.dueDate,
    createdAt: keys.createdAt,
    ...(byPosition ? { position: tasks.position } : {}),
    ...(byPosition && !oneState ? { statePosition: statePosition().as('state_position') } : {}),
    ...(query.search ? { total: sql<number>`count(*) over ()`.as('total') } : {}),
  };
  // A search finds its few matches through the trigram index and sorts them; an order an index
  // could give would tempt PostgreSQL to walk that index reading every title on the way.
  const sortable = (column: AnyPgColumn) =>
    query.search ? sql`(${column} + interval '0 seconds')` : sql`${column}`;
  const order = byPosition
    ? [...(oneState ? [] : [statePosition()]), asc(tasks.position), asc(tasks.id)]
    : query.sort === 'createdAt'
      ? [sql`${sortable(keys.createdAt)} desc`, desc(keys.id)]
      : [
          sql`${sortable(keys.dueDate)} asc nulls last`,
          sql`${sortable(keys.createdAt)} desc`,
          asc(keys.id),
        ];
  return source(db, fields, query)
    .where(listConditions(query))
    .orderBy(...order)
    .limit(placeholder.limit)
    .offset(placeholder.offset)
    .as('page');
}

/** A timestamp as `Date#toISOString` writes it (UTC, milliseconds), or null. */
const isoText = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A list row already in the answer's shape (contracts' Task, keys in its order): PostgreSQL
 * formats the dates and builds the dependency and the assignees, so a page costs no per-field
 * mapping in Node. `assignedUserIds` is added from the assignees.
 */
const listFields = (organizationId: typeof placeholder.organizationId) => ({
  id: sql`${tasks.id}`.as('id'),
  title: sql`${tasks.title}`.as('title'),
  description: sql`${tasks.description}`.as('description'),
  categoryId: sql`${tasks.categoryId}`.as('categoryId'),
  projectId: sql`${tasks.projectId}`.as('projectId'),
  startDate: isoText(tasks.startDate).as('startDate'),
  dueDate: isoText(tasks.dueDate).as('dueDate'),
  assignedUsers: sql`(
      select coalesce(json_agg(json_build_object(
        'id', ${users.id}, 'username', ${users.username},
        'firstName', ${users.firstName}, 'lastName', ${users.lastName}
      ) order by lower(${users.username}), ${users.id}), '[]'::json)
      from ${taskAssignees}
      inner join ${users}
        on ${users.id} = ${taskAssignees.userId} and ${users.organizationId} = ${organizationId}
      where ${taskAssignees.taskId} = ${tasks.id})`.as('assignedUsers'),
  isCompleted: sql`${tasks.isCompleted}`.as('isCompleted'),
  completedAt: isoText(tasks.completedAt).as('completedAt'),
  dependencyId: sql`${tasks.dependencyId}`.as('dependencyId'),
  dependency: sql`case when ${dependencies.id} is null then null else json_build_object(
      'id', ${dependencies.id}, 'title', ${dependencies.title},
      'isCompleted', ${dependencies.isCompleted}) end`.as('dependency'),
  createdById: sql`${tasks.createdById}`.as('createdById'),
  createdAt: isoText(tasks.createdAt).as('createdAt'),
  updatedAt: isoText(tasks.updatedAt).as('updatedAt'),
  ...workflowListFields(organizationId),
});

/** The workflow parts of a list row; priority stays a number until withAssignedUserIds. */
function workflowListFields(organizationId: typeof placeholder.organizationId) {
  const workflow = workflowFields(organizationId);
  return {
    stateId: sql`${tasks.stateId}`.as('stateId'),
    state: workflow.state.as('state'),
    position: sql`${tasks.position}`.as('position'),
    priority: sql`${tasks.priority}`.as('priority'),
    labels: workflow.labels.as('labels'),
    parentId: sql`${tasks.parentId}`.as('parentId'),
    parent: workflow.parent.as('parent'),
    subTasks: workflow.subTasks.as('subTasks'),
    estimate: sql`${tasks.estimate}::float8`.as('estimate'),
    estimateUnit: sql`${tasks.estimateUnit}`.as('estimateUnit'),
  };
}

type ListRow = Omit<Task, 'assignedUserIds' | 'priority'> & { priority: number; total?: number };

function prepareList(db: Database, query: TaskQuery, name: string) {
  const page = pageOf(db, query);
  const fields: SelectedFields = listFields(placeholder.organizationId);
  if (query.search) fields.total = sql<number>`${sql.raw('"page"."total"')}::int`.as('total');
  const select = db
    .select(fields)
    .from(page)
    .innerJoin(
      tasks,
      and(eq(tasks.id, page.id), eq(tasks.organizationId, placeholder.organizationId)),
    )
    .leftJoin(dependencies, joinDependency(placeholder.organizationId))
    .orderBy(...outerOrder(query, page));
  return namedStatement<ListRow>(name, select.getSQL());
}

/** The page's own order again, for the rows joined to it. */
function outerOrder(query: TaskQuery, page: ReturnType<typeof pageOf>) {
  const column = (name: string) => sql.raw(`"page"."${name}"`);
  if (query.sort === 'position') {
    return [
      ...(query.stateId === undefined ? [sql`${column('state_position')}`] : []),
      sql`${column('position')}`,
      asc(page.id),
    ];
  }
  return query.sort === 'createdAt'
    ? [desc(page.createdAt), desc(page.id)]
    : [sql`${page.dueDate} asc nulls last`, desc(page.createdAt), asc(page.id)];
}

/** The matching rows, no further than `upTo` (a count of them stays cheap). */
function matchedUpTo(db: Database, query: TaskFilters) {
  return source(db, { one: sql`1` }, query)
    .where(listConditions(query))
    .limit(placeholder.upTo)
    .as('matched');
}

function prepareCount(db: Database, query: TaskFilters, name: string) {
  return db
    .select({ count: sql<number>`count(*)::int` })
    .from(matchedUpTo(db, query))
    .prepare(name);
}

const lists = preparedStatements('tasks_list', prepareList);
const counts = preparedStatements('tasks_count', prepareCount);

/**
 * One page of the organisation's tasks as the API answers them, with the task each depends on
 * and their assignees.
 * Sorted by due date (soonest first, undated last, then newest, then id) or newest first; each
 * order matches an index of tasks.table.ts, so a page stops after `limit + offset` entries.
 * A search also answers how many tasks match in all (from the same scan; undefined when the
 * page is empty): one statement per palette keystroke.
 */
export async function listTasks(
  db: Database,
  organizationId: string,
  query: TaskQuery,
): Promise<{ tasks: Task[]; total: number | undefined }> {
  const statement = lists.get(db, shapeOf(query), query);
  const rows = await statement(db, {
    ...parametersOf(organizationId, query),
    limit: query.limit,
    offset: query.offset,
  });
  return { tasks: rows.map(withAssignedUserIds), total: rows[0]?.total };
}

/** The row with `assignedUserIds`, keys in the order every task answer has them. */
function withAssignedUserIds(row: ListRow): Task {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    categoryId: row.categoryId,
    projectId: row.projectId,
    startDate: row.startDate,
    dueDate: row.dueDate,
    assignedUsers: row.assignedUsers,
    assignedUserIds: row.assignedUsers.map((assignee) => assignee.id),
    isCompleted: row.isCompleted,
    completedAt: row.completedAt,
    dependencyId: row.dependencyId,
    dependency: row.dependency,
    createdById: row.createdById,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    stateId: row.stateId,
    state: row.state,
    position: row.position,
    priority: priorityFromNumber(row.priority),
    labels: row.labels,
    parentId: row.parentId,
    parent: row.parent,
    subTasks: row.subTasks,
    estimate: row.estimate,
    estimateUnit: row.estimateUnit,
  };
}

/** How many tasks match the filters, counting no further than `upTo`. */
export async function countTasks(
  db: Database,
  organizationId: string,
  query: TaskFilters,
  upTo: number,
) {
  const statement = counts.get(db, shapeOf(query), query);
  const [row] = await statement.execute({ ...parametersOf(organizationId, query), upTo });
  return row?.count ?? 0;
}
