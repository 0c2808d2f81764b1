import { z } from 'zod';
import {
  instantSchema,
  isId,
  pageInfoSchema,
  paginationQuerySchema,
  personSchema,
  queryBooleanSchema,
  queryParam,
  referenceFilterSchema,
  referenceSchema,
  requiredText,
  richTextSchema,
  STANDALONE_MESSAGE,
  text,
} from './validation.js';
import {
  TASK_ESTIMATE_MAX,
  taskEstimateUnitSchema,
  taskLabelSchema,
  taskPrioritySchema,
  taskStateSchema,
} from './taskWorkflow.js';

export * from './taskWorkflow.js';

export const TASK_TITLE_MAX_LENGTH = 500;
/** Most assignees one task may have. */
export const TASK_ASSIGNEES_MAX = 100;
/** Most labels one task may carry. */
export const TASK_LABELS_MAX = 50;
/** Most tasks one bulk change or bulk delete may name. */
export const TASK_BULK_MAX = 500;

/** The texts users see about tasks; the first is the spec's own (spec 1 §5). */
export const TASK_MESSAGES = {
  titleRequired: 'Task title is required.',
  titleTooLong: `Task title must be at most ${TASK_TITLE_MAX_LENGTH} characters.`,
  dueBeforeStart: 'The due date cannot be before the start date.',
  dependsOnItself: 'A task cannot depend on itself.',
  dependsOnCompleted: 'A task cannot depend on a completed task.',
  dependencyCycle: 'A task cannot depend on a task that depends on it.',
  dependencyNotFound: 'Dependency not found.',
  assigneesInvalid: 'Assignees must be active members of your organization.',
  tooManyAssignees: `A task can have at most ${TASK_ASSIGNEES_MAX} assignees.`,
  notFound: 'Task not found.',
  stateNotFound: 'Status not found.',
  labelsInvalid: 'Labels must be labels of your organization.',
  tooManyLabels: `A task can have at most ${TASK_LABELS_MAX} labels.`,
  parentNotFound: 'Parent task not found.',
  parentIsItself: 'A task cannot be its own parent.',
  parentCycle: 'A task cannot be a sub-task of one of its own sub-tasks.',
  estimateInvalid: `Estimate must be a number from 0 to ${TASK_ESTIMATE_MAX.toLocaleString('en')}.`,
  bulkEmpty: 'Choose at least one task.',
  bulkTooMany: `Choose at most ${TASK_BULK_MAX} tasks at once.`,
  bulkDuplicate: 'Each task may appear only once.',
} as const;

/** The task a sub-task belongs to, enough to link to it. */
export const taskParentSchema = z.object({ id: z.string(), title: z.string() });
export type TaskParent = z.infer<typeof taskParentSchema>;

/** How many sub-tasks a task has and how many of them are completed. */
export const taskSubTasksSchema = z.object({ total: z.number(), completed: z.number() });
export type TaskSubTasks = z.infer<typeof taskSubTasksSchema>;

/** The task it depends on, enough to show "waiting on ...". */
export const taskDependencySchema = z.object({
  id: z.string(),
  title: z.string(),
  isCompleted: z.boolean(),
});
export type TaskDependency = z.infer<typeof taskDependencySchema>;

/** A task as every answer gives it (spec 1 §3 plus what screens need). Dates are UTC ISO. */
export const taskSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  categoryId: z.string().nullable(),
  projectId: z.string().nullable(),
  startDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  assignedUsers: z.array(personSchema),
  assignedUserIds: z.array(z.string()),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  dependencyId: z.string().nullable(),
  dependency: taskDependencySchema.nullable(),
  createdById: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Its workflow state; isCompleted is true exactly when the state's type is done or canceled. */
  stateId: z.string(),
  state: taskStateSchema,
  /** Order within its state's column: a fractional-indexing key, compared byte by byte. */
  position: z.string(),
  priority: taskPrioritySchema,
  labels: z.array(taskLabelSchema),
  parentId: z.string().nullable(),
  parent: taskParentSchema.nullable(),
  subTasks: taskSubTasksSchema,
  estimate: z.number().nullable(),
  estimateUnit: taskEstimateUnitSchema,
});
export type Task = z.infer<typeof taskSchema>;

const taskTitleSchema = requiredText(
  TASK_MESSAGES.titleRequired,
  TASK_TITLE_MAX_LENGTH,
  TASK_MESSAGES.titleTooLong,
);

const assigneeIdsSchema = z
  .array(text())
  .nullable()
  .transform((ids) => [...new Set((ids ?? []).map((id) => id.trim()).filter(Boolean))])
  .refine((ids) => ids.length <= TASK_ASSIGNEES_MAX, { message: TASK_MESSAGES.tooManyAssignees });

const labelIdsSchema = z
  .array(text())
  .nullable()
  .transform((ids) => [...new Set((ids ?? []).map((id) => id.trim()).filter(Boolean))])
  .refine((ids) => ids.length <= TASK_LABELS_MAX, {
    message: TASK_MESSAGES.tooManyLabels,
    params: STANDALONE_MESSAGE,
  });

/** A state chosen by id (a wrong one is answered "Status not found."). */
const stateIdSchema = text().trim().min(1, TASK_MESSAGES.stateNotFound);

/** An estimate in its unit: 0 to 10,000, null for none. */
const estimateSchema = z.custom<number | null>(
  (value) =>
    value === null ||
    (typeof value === 'number' &&
      Number.isFinite(value) &&
      value >= 0 &&
      value <= TASK_ESTIMATE_MAX),
  { message: TASK_MESSAGES.estimateInvalid, params: STANDALONE_MESSAGE },
);

/** A list of the tasks one bulk request names: 1 to 500. */
function bulkListSchema<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .refine((items) => items.length > 0, {
      message: TASK_MESSAGES.bulkEmpty,
      params: STANDALONE_MESSAGE,
    })
    .refine((items) => items.length <= TASK_BULK_MAX, {
      message: TASK_MESSAGES.bulkTooMany,
      params: STANDALONE_MESSAGE,
    });
}

/**
 * POST /tasks (spec 1 §7): answers 201 {task}. Empty category, dependency and project are
 * null; dates are ISO strings (a date alone is midnight UTC) or null. isCompleted is ignored.
 */
export const createTaskRequestSchema = z.object({
  title: taskTitleSchema.prefault(''),
  description: richTextSchema.default(''),
  categoryId: referenceSchema.default(null),
  projectId: referenceSchema.default(null),
  dependencyId: referenceSchema.default(null),
  startDate: instantSchema.default(null),
  dueDate: instantSchema.default(null),
  assignedUserIds: assigneeIdsSchema.default([]),
  /** Left out: the first 'unstarted' state. */
  stateId: stateIdSchema.optional(),
  priority: taskPrioritySchema.default('none'),
  labelIds: labelIdsSchema.default([]),
  parentId: referenceSchema.default(null),
  estimate: estimateSchema.default(null),
  estimateUnit: taskEstimateUnitSchema.default('points'),
});
export type CreateTaskRequest = z.input<typeof createTaskRequestSchema>;
export type CreateTaskInput = z.output<typeof createTaskRequestSchema>;

/**
 * PUT /tasks/{id}: the create fields plus isCompleted; answers {task}. A field left out stays
 * as it is, so one click can send just `{isCompleted: true}`.
 */
export const updateTaskRequestSchema = z.object({
  title: taskTitleSchema.optional(),
  description: richTextSchema.optional(),
  categoryId: referenceSchema.optional(),
  projectId: referenceSchema.optional(),
  dependencyId: referenceSchema.optional(),
  startDate: instantSchema.optional(),
  dueDate: instantSchema.optional(),
  assignedUserIds: assigneeIdsSchema.optional(),
  isCompleted: z.boolean().optional(),
  /** Moving to a done or canceled state completes the task; with isCompleted, stateId wins. */
  stateId: stateIdSchema.optional(),
  priority: taskPrioritySchema.optional(),
  labelIds: labelIdsSchema.optional(),
  parentId: referenceSchema.optional(),
  estimate: estimateSchema.optional(),
  estimateUnit: taskEstimateUnitSchema.optional(),
});
export type UpdateTaskRequest = z.input<typeof updateTaskRequestSchema>;
export type UpdateTaskInput = z.output<typeof updateTaskRequestSchema>;

/** Is this pair of dates in order? Either may be missing. */
export function isDueBeforeStart(startDate: string | null, dueDate: string | null): boolean {
  return startDate !== null && dueDate !== null && Date.parse(dueDate) < Date.parse(startDate);
}

export const TASK_SORTS = ['dueDate', 'createdAt', 'position'] as const;

/**
 * GET /tasks filters. projectId/categoryId take an id or `none`; assigneeId an id or `me`;
 * dueFrom/dueTo bound dueDate (inclusive); q searches titles. Sort `dueDate` (default: soonest
 * first, undated last), `createdAt` (newest first) or `position` (column order: the state's
 * position, then the task's key). stateId, labelId take an id; priority a priority; parentId an
 * id (its sub-tasks) or `none` (top-level tasks).
 */
export const listTasksQuerySchema = z
  .object({
    projectId: queryParam(referenceFilterSchema),
    categoryId: queryParam(referenceFilterSchema),
    assigneeId: queryParam(
      text()
        .trim()
        .refine((value) => value === 'me' || isId(value), { message: 'Use an id or me.' }),
    ),
    completed: queryParam(queryBooleanSchema),
    dueFrom: queryParam(instantSchema),
    dueTo: queryParam(instantSchema),
    q: queryParam(text().trim().max(200)),
    stateId: queryParam(
      text()
        .trim()
        .refine((value) => isId(value), { message: 'Use an id.' }),
    ),
    priority: queryParam(taskPrioritySchema),
    labelId: queryParam(
      text()
        .trim()
        .refine((value) => isId(value), { message: 'Use an id.' }),
    ),
    parentId: queryParam(referenceFilterSchema),
    sort: queryParam(z.enum(TASK_SORTS)).transform((value) => value ?? 'dueDate'),
  })
  .extend(paginationQuerySchema.shape);
export type ListTasksQuery = z.input<typeof listTasksQuerySchema>;
export type TaskFilters = z.output<typeof listTasksQuerySchema>;

/**
 * GET /tasks/{id}/dependents: every task whose dependency chain leads to this one; choosing any
 * of them as this task's dependency would close a cycle.
 */
export const taskDependentsResponseSchema = z.object({ taskIds: z.array(z.string()) });
export type TaskDependentsResponse = z.infer<typeof taskDependentsResponseSchema>;

export const taskResponseSchema = z.object({ task: taskSchema });
/** GET /tasks: one page, and how many match in all. */
export const tasksResponseSchema = z
  .object({ tasks: z.array(taskSchema) })
  .extend(pageInfoSchema.shape);
export type TasksResponse = z.infer<typeof tasksResponseSchema>;

/** The fields a bulk change may set; each left out stays as it is. */
export const bulkTaskChangesSchema = z
  .object({
    stateId: stateIdSchema.optional(),
    assignedUserIds: assigneeIdsSchema.optional(),
    priority: taskPrioritySchema.optional(),
    labelIds: labelIdsSchema.optional(),
    projectId: referenceSchema.optional(),
    dueDate: instantSchema.optional(),
  })
  .strict();
export type BulkTaskChanges = z.output<typeof bulkTaskChangesSchema>;

/**
 * POST /tasks/bulk: change many tasks at once, all or nothing (one transaction; any task not
 * of the organisation answers 404 and changes nothing). Answers the tasks as they are now and
 * `before`: for each task, the previous values of exactly the fields that were sent, so Undo
 * is the same request with `before` as `updates`.
 */
export const bulkUpdateTasksRequestSchema = z.object({
  updates: bulkListSchema(z.object({ id: text().trim(), changes: bulkTaskChangesSchema })).refine(
    (updates) => new Set(updates.map((update) => update.id)).size === updates.length,
    { message: TASK_MESSAGES.bulkDuplicate, params: STANDALONE_MESSAGE },
  ),
});
export type BulkUpdateTasksRequest = z.input<typeof bulkUpdateTasksRequestSchema>;
export type BulkUpdateTasksInput = z.output<typeof bulkUpdateTasksRequestSchema>;

/** A task's previous values of the changed fields (assignees and labels as ids). */
export const bulkTaskBeforeSchema = z.object({
  id: z.string(),
  changes: z.object({
    stateId: z.string().optional(),
    assignedUserIds: z.array(z.string()).optional(),
    priority: taskPrioritySchema.optional(),
    labelIds: z.array(z.string()).optional(),
    projectId: z.string().nullable().optional(),
    dueDate: z.string().nullable().optional(),
  }),
});
export type BulkTaskBefore = z.infer<typeof bulkTaskBeforeSchema>;

export const bulkUpdateTasksResponseSchema = z.object({
  tasks: z.array(taskSchema),
  before: z.array(bulkTaskBeforeSchema),
});
export type BulkUpdateTasksResponse = z.infer<typeof bulkUpdateTasksResponseSchema>;

/** POST /tasks/bulk-delete: delete many tasks at once, all or nothing. */
export const bulkDeleteTasksRequestSchema = z.object({
  taskIds: bulkListSchema(text().trim()).transform((ids) => [...new Set(ids)]),
});
export type BulkDeleteTasksRequest = z.input<typeof bulkDeleteTasksRequestSchema>;
export const bulkDeleteTasksResponseSchema = z.object({ deletedIds: z.array(z.string()) });
export type BulkDeleteTasksResponse = z.infer<typeof bulkDeleteTasksResponseSchema>;
