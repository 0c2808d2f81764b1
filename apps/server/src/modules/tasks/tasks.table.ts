import {
  boolean,
  customType,
  index,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { categories } from '../categories/categories.table.js';
import { organizations } from '../organizations/organizations.table.js';
import { projects } from '../projects/projects.table.js';
import { users } from '../users/users.table.js';
import { taskStates } from './task-states.table.js';

/**
 * A fractional-indexing key. Keys are compared byte by byte (their digits are 0-9A-Za-z), so
 * the column sorts in the "C" collation whatever the database's own is.
 */
const orderKey = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * Tasks of an organisation. Deleting a category, project or the task depended on keeps the
 * task and empties the reference. Indexes follow the list's filters and its due-date order.
 * `isCompleted` is kept in step with the state's type (done or canceled: completed), for the
 * indexes and the assignment rows' copies.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    dependencyId: uuid('dependency_id').references((): AnyPgColumn => tasks.id, {
      onDelete: 'set null',
    }),
    startDate: timestamp('start_date', { withTimezone: true }),
    dueDate: timestamp('due_date', { withTimezone: true }),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Its workflow state; a state with tasks is deleted only after they move elsewhere. */
    stateId: uuid('state_id')
      .notNull()
      .references(() => taskStates.id, { onDelete: 'restrict' }),
    /** Order within its state's column. */
    position: orderKey('position').notNull(),
    /** 0 none, 1 urgent, 2 high, 3 medium, 4 low (contracts' TASK_PRIORITIES). */
    priority: smallint('priority').notNull().default(0),
    /** The task this one is a sub-task of; deleting it makes its sub-tasks top-level. */
    parentId: uuid('parent_id').references((): AnyPgColumn => tasks.id, { onDelete: 'set null' }),
    estimate: numeric('estimate', { mode: 'number' }),
    estimateUnit: text('estimate_unit', { enum: ['points', 'hours'] })
      .notNull()
      .default('points'),
  },
  (table) => {
    // The list's order: soonest due first, undated last, then newest, then id (stable pages).
    // Built afresh for each index: drizzle resets a column's order once an index has taken it.
    const dueOrder = () => [
      table.dueDate.asc().nullsLast(),
      table.createdAt.desc().nullsFirst(),
      table.id,
    ];
    return [
      index('tasks_org_completed_due_idx').on(
        table.organizationId,
        table.isCompleted,
        ...dueOrder(),
      ),
      index('tasks_org_due_idx').on(table.organizationId, ...dueOrder()),
      index('tasks_org_created_idx').on(
        table.organizationId,
        table.createdAt.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
      ),
      index('tasks_org_project_idx').on(
        table.organizationId,
        table.projectId,
        table.isCompleted,
        ...dueOrder(),
      ),
      index('tasks_org_category_idx').on(
        table.organizationId,
        table.categoryId,
        table.isCompleted,
        ...dueOrder(),
      ),
      index('tasks_dependency_idx').on(table.dependencyId),
      // A board column: the tasks of one state in order.
      index('tasks_org_state_position_idx').on(
        table.organizationId,
        table.stateId,
        table.position,
        table.id,
      ),
      // A project's board: its tasks' columns and order read from the index alone (the
      // board's ranking reads no table rows; bench/work-items.bench.ts, issue 25).
      index('tasks_org_project_state_position_idx').on(
        table.organizationId,
        table.projectId,
        table.stateId,
        table.position,
        table.id,
      ),
      index('tasks_parent_idx').on(table.parentId),
      index('tasks_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    ];
  },
);

/**
 * Who a task is assigned to; always users of the task's organisation. Each row carries a copy
 * of its task's completion, due date and creation time (kept in step by tasks.repo), so "my
 * tasks" pages and counts read one index instead of joining every task of the organisation.
 */
export const taskAssignees = pgTable(
  'task_assignees',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    isCompleted: boolean('is_completed').notNull(),
    dueDate: timestamp('due_date', { withTimezone: true }),
    taskCreatedAt: timestamp('task_created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.taskId, table.userId] }),
    index('task_assignees_org_user_due_idx').on(
      table.organizationId,
      table.userId,
      table.isCompleted,
      table.dueDate.asc().nullsLast(),
      table.taskCreatedAt.desc().nullsFirst(),
      table.taskId,
    ),
  ],
);
