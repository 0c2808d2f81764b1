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
  text,
} from './validation.js';

export const TASK_TITLE_MAX_LENGTH = 500;
/** Most assignees one task may have. */
export const TASK_ASSIGNEES_MAX = 100;

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
} as const;

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
});
export type UpdateTaskRequest = z.input<typeof updateTaskRequestSchema>;
export type UpdateTaskInput = z.output<typeof updateTaskRequestSchema>;

/** Is this pair of dates in order? Either may be missing. */
export function isDueBeforeStart(startDate: string | null, dueDate: string | null): boolean {
  return startDate !== null && dueDate !== null && Date.parse(dueDate) < Date.parse(startDate);
}

export const TASK_SORTS = ['dueDate', 'createdAt'] as const;

/**
 * GET /tasks filters. projectId/categoryId take an id or `none`; assigneeId an id or `me`;
 * dueFrom/dueTo bound dueDate (inclusive); q searches titles. Sort `dueDate` (default: soonest
 * first, undated last) or `createdAt` (newest first).
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
