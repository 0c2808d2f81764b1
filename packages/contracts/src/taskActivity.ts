import { z } from 'zod';
import { personSchema, queryParam, text } from './validation.js';

/**
 * What a task's history records, one entry per changed field. `created` is the task's first
 * entry; `completed` only appears for changes made before tasks had states.
 */
export const TASK_ACTIVITY_FIELDS = [
  'created',
  'title',
  'state',
  'completed',
  'assignees',
  'startDate',
  'dueDate',
  'priority',
  'labels',
  'project',
  'parent',
  'estimate',
] as const;
export const taskActivityFieldSchema = z.enum(TASK_ACTIVITY_FIELDS);
export type TaskActivityField = z.infer<typeof taskActivityFieldSchema>;

/** Fields whose change tells the task's watchers (one Inbox item per save, not per field). */
export const TASK_WATCHED_FIELDS = [
  'state',
  'completed',
  'assignees',
  'startDate',
  'dueDate',
  'priority',
] as const satisfies readonly TaskActivityField[];
export type TaskWatchedField = (typeof TASK_WATCHED_FIELDS)[number];

/** Whether a change of this field tells the task's watchers. */
export const isTaskWatchedField = (field: string): field is TaskWatchedField =>
  (TASK_WATCHED_FIELDS as readonly string[]).includes(field);

/** Names of the fields as the history and the Inbox show them. */
export const TASK_ACTIVITY_FIELD_LABELS: Record<TaskActivityField, string> = {
  created: 'Created',
  title: 'Title',
  state: 'Status',
  completed: 'Completed',
  assignees: 'Assignees',
  startDate: 'Start date',
  dueDate: 'Due date',
  priority: 'Priority',
  labels: 'Labels',
  project: 'Project',
  parent: 'Parent task',
  estimate: 'Estimate',
};

/** Priorities as the history writes them. */
export const TASK_ACTIVITY_PRIORITY_NAMES: Record<string, string> = {
  none: 'No priority',
  urgent: 'Urgent',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const TASK_ACTIVITY_MESSAGES = {
  /** The Inbox item a watcher gets for a change; the Inbox shows who made it beside it. */
  changedTitle: 'A task you watch changed',
  invalidCursor: 'This page of the history is no longer valid.',
  yes: 'Yes',
  no: 'No',
} as const;

/**
 * One change. from/to are readable as they were when it happened: state, person and label
 * names (lists joined with ", "), ISO dates, "3 points"; null means empty. For `created`, `to`
 * is the task's title.
 */
export const taskActivityEntrySchema = z.object({
  id: z.string(),
  actor: personSchema.nullable(),
  field: taskActivityFieldSchema,
  from: z.string().nullable(),
  to: z.string().nullable(),
  at: z.string(),
});
export type TaskActivityEntry = z.infer<typeof taskActivityEntrySchema>;

export const TASK_ACTIVITY_PAGE_SIZE = 50;
export const TASK_ACTIVITY_PAGE_MAX = 200;

/** GET /tasks/{id}/activity?cursor=&limit=: newest first. */
export const listTaskActivityQuerySchema = z.object({
  cursor: queryParam(text().max(200)),
  limit: queryParam(z.coerce.number().int().min(1).max(TASK_ACTIVITY_PAGE_MAX)).transform(
    (value) => value ?? TASK_ACTIVITY_PAGE_SIZE,
  ),
});
export type ListTaskActivityQuery = z.input<typeof listTaskActivityQuerySchema>;

/** A page of the history; nextCursor asks for older entries, null at the end. */
export const taskActivityResponseSchema = z.object({
  entries: z.array(taskActivityEntrySchema),
  nextCursor: z.string().nullable(),
});
export type TaskActivityResponse = z.infer<typeof taskActivityResponseSchema>;
