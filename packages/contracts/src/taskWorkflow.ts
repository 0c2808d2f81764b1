import { z } from 'zod';

/**
 * The words of a task's workflow shared by every task answer: its priority, the kinds of
 * states (board columns) and the labels. State and label CRUD live in taskBoard.ts.
 */

/** Priorities in the order people rank them; 'none' sorts last. Stored as 0 none, 1..4. */
export const TASK_PRIORITIES = ['none', 'urgent', 'high', 'medium', 'low'] as const;
export const taskPrioritySchema = z.enum(TASK_PRIORITIES);
export type TaskPriority = z.infer<typeof taskPrioritySchema>;

/** The stored number of a priority (0 none, 1 urgent ... 4 low) and back. */
export const priorityToNumber = (priority: TaskPriority): number =>
  TASK_PRIORITIES.indexOf(priority);
export const priorityFromNumber = (value: number): TaskPriority => TASK_PRIORITIES[value] ?? 'none';

/**
 * What a state means: not planned yet, planned, being worked on, finished, dropped. The last
 * two are "closed": a task in them is completed (spec 1's isCompleted).
 */
export const TASK_STATE_TYPES = ['backlog', 'unstarted', 'started', 'done', 'canceled'] as const;
export const taskStateTypeSchema = z.enum(TASK_STATE_TYPES);
export type TaskStateType = z.infer<typeof taskStateTypeSchema>;

/** Is a task in a state of this type completed? */
export function isClosedStateType(type: TaskStateType): boolean {
  return type === 'done' || type === 'canceled';
}

/** A state as a task answer carries it. */
export const taskStateSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  type: taskStateTypeSchema,
});
export type TaskState = z.infer<typeof taskStateSchema>;

/** A label as a task answer carries it. */
export const taskLabelSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
});
export type TaskLabel = z.infer<typeof taskLabelSchema>;

/** How an estimate is counted. */
export const TASK_ESTIMATE_UNITS = ['points', 'hours'] as const;
export const taskEstimateUnitSchema = z.enum(TASK_ESTIMATE_UNITS);
export type TaskEstimateUnit = z.infer<typeof taskEstimateUnitSchema>;
/** The largest estimate a task may have, in either unit. */
export const TASK_ESTIMATE_MAX = 10_000;

/** The states every organisation starts with, in column order. */
export const DEFAULT_TASK_STATES: ReadonlyArray<{
  name: string;
  color: string;
  type: TaskStateType;
}> = [
  { name: 'Backlog', color: '#94a3b8', type: 'backlog' },
  { name: 'To do', color: '#6b7280', type: 'unstarted' },
  { name: 'In progress', color: '#eab308', type: 'started' },
  { name: 'In review', color: '#8b5cf6', type: 'started' },
  { name: 'Done', color: '#22c55e', type: 'done' },
  { name: 'Canceled', color: '#ef4444', type: 'canceled' },
];
