import { z } from 'zod';
import { listTasksQuerySchema, taskSchema, type Task } from './tasks.js';
import { TASK_STATE_TYPES, taskLabelSchema, taskStateSchema } from './taskWorkflow.js';
import { queryParam, requiredText, text } from './validation.js';

export const TASK_STATE_NAME_MAX_LENGTH = 60;
export const TASK_LABEL_NAME_MAX_LENGTH = 60;
/** Most tasks one board column answers at once; the rest come from GET /tasks?stateId=... */
export const TASK_BOARD_GROUP_LIMIT = 100;

/** The texts users see about workflow states, labels, moves and the board. */
export const TASK_BOARD_MESSAGES = {
  stateNotFound: 'Status not found.',
  stateNameRequired: 'Status name is required.',
  stateNameTooLong: `Status name must be at most ${TASK_STATE_NAME_MAX_LENGTH} characters.`,
  stateNameTaken: 'A status with this name already exists.',
  lastOpenState: 'Keep at least one open status (of type Backlog, Unstarted or Started).',
  lastDoneState: 'Keep at least one status of type Done.',
  moveToRequired: 'Choose the status its tasks move to.',
  moveToSame: 'Its tasks cannot move to the status being deleted.',
  orderIncomplete: 'List every status exactly once to reorder them.',
  workflowAdminOnly: 'Only an admin can change the workflow.',
  colorInvalid: 'Choose a colour like #6b7280.',
  labelNotFound: 'Label not found.',
  labelNameRequired: 'Label name is required.',
  labelNameTooLong: `Label name must be at most ${TASK_LABEL_NAME_MAX_LENGTH} characters.`,
  labelNameTaken: 'A label with this name already exists.',
  labelChangeForbidden: 'Only an admin or the member who created a label can change or delete it.',
  noAssignee: 'No assignee',
  noProject: 'No project',
} as const;

/** The board's column titles when grouped by priority (Linear's order: none first). */
export const TASK_PRIORITY_LABELS = {
  none: 'No priority',
  urgent: 'Urgent',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
} as const;

/** A colour as #rrggbb; stored lower-case. */
export const taskColorSchema = text()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { message: TASK_BOARD_MESSAGES.colorInvalid })
  .transform((value) => value.toLowerCase());

const stateNameSchema = requiredText(
  TASK_BOARD_MESSAGES.stateNameRequired,
  TASK_STATE_NAME_MAX_LENGTH,
  TASK_BOARD_MESSAGES.stateNameTooLong,
);
const labelNameSchema = requiredText(
  TASK_BOARD_MESSAGES.labelNameRequired,
  TASK_LABEL_NAME_MAX_LENGTH,
  TASK_BOARD_MESSAGES.labelNameTooLong,
);
const stateTypeSchema = z.enum(TASK_STATE_TYPES);

/** GET /task-states: the organisation's workflow states in column order. */
export const taskStatesResponseSchema = z.object({ states: z.array(taskStateSchema) });
export type TaskStatesResponse = z.infer<typeof taskStatesResponseSchema>;

/** POST /task-states (admins): a new state, placed last; answers 201 {state}. */
export const createTaskStateRequestSchema = z.object({
  name: stateNameSchema.prefault(''),
  color: taskColorSchema.default('#6b7280'),
  type: stateTypeSchema,
});
export type CreateTaskStateRequest = z.input<typeof createTaskStateRequestSchema>;

/**
 * PUT /task-states/{id} (admins): rename, recolour or retype; fields left out stay. A new type
 * that opens or closes the state completes or reopens its tasks with it. Answers {state}.
 */
export const updateTaskStateRequestSchema = z.object({
  name: stateNameSchema.optional(),
  color: taskColorSchema.optional(),
  type: stateTypeSchema.optional(),
});
export type UpdateTaskStateRequest = z.input<typeof updateTaskStateRequestSchema>;

/** PUT /task-states/order (admins): every state's id once, in the new column order; answers {states}. */
export const reorderTaskStatesRequestSchema = z.object({
  ids: z.array(text().trim()).min(1).max(200),
});
export type ReorderTaskStatesRequest = z.input<typeof reorderTaskStatesRequestSchema>;

/**
 * DELETE /task-states/{id}?moveTo={stateId} (admins): its tasks move to moveTo (completed or
 * reopened to match its type) in the same transaction. The last open or last done state stays.
 */
export const deleteTaskStateQuerySchema = z.object({
  moveTo: queryParam(text().trim()),
});

export const taskStateResponseSchema = z.object({ state: taskStateSchema });

/** GET /task-labels: the organisation's labels by name. */
export const taskLabelsResponseSchema = z.object({ labels: z.array(taskLabelSchema) });
export type TaskLabelsResponse = z.infer<typeof taskLabelsResponseSchema>;

/**
 * POST /task-labels (any member who may edit tasks): answers 201 {label}. Names are unique per
 * organisation, ignoring case. Renaming, recolouring and deleting (PUT, DELETE
 * /task-labels/{id}) are for admins and the label's creator: a label is on everyone's tasks.
 */
export const createTaskLabelRequestSchema = z.object({
  name: labelNameSchema.prefault(''),
  color: taskColorSchema.default('#6b7280'),
});
export type CreateTaskLabelRequest = z.input<typeof createTaskLabelRequestSchema>;

export const updateTaskLabelRequestSchema = z.object({
  name: labelNameSchema.optional(),
  color: taskColorSchema.optional(),
});
export type UpdateTaskLabelRequest = z.input<typeof updateTaskLabelRequestSchema>;

export const taskLabelResponseSchema = z.object({ label: taskLabelSchema });

/**
 * POST /tasks/{id}/move: put the task into a state column between two neighbours as the
 * mover saw them: `beforeId` is the task just above it, `afterId` the one just below (null at
 * an end). The server places it by the neighbours' current order, so concurrent moves all land
 * in one order; a neighbour no longer in that column is ignored. Answers {task}.
 */
export const moveTaskRequestSchema = z.object({
  stateId: text().trim(),
  beforeId: text().trim().nullable().default(null),
  afterId: text().trim().nullable().default(null),
});
export type MoveTaskRequest = z.input<typeof moveTaskRequestSchema>;
export type MoveTaskInput = z.output<typeof moveTaskRequestSchema>;

export const TASK_BOARD_GROUPINGS = ['state', 'assignee', 'project', 'priority'] as const;
export type TaskBoardGrouping = (typeof TASK_BOARD_GROUPINGS)[number];

/** GET /tasks/board: the list's filters (no paging or sort) and how to group the columns. */
export const taskBoardQuerySchema = listTasksQuerySchema
  .omit({ limit: true, offset: true, sort: true })
  .extend({
    groupBy: queryParam(z.enum(TASK_BOARD_GROUPINGS)).transform((value) => value ?? 'state'),
  });
export type TaskBoardQuery = z.input<typeof taskBoardQuerySchema>;
export type TaskBoardFilters = z.output<typeof taskBoardQuerySchema>;

/**
 * One board column: key is the state, user, project id or priority ('none' for "no assignee",
 * "no project"); its first TASK_BOARD_GROUP_LIMIT tasks by position, and how many match.
 */
export const taskBoardGroupSchema = z.object({
  key: z.string(),
  label: z.string(),
  state: taskStateSchema.optional(),
  tasks: z.array(taskSchema),
  total: z.number().int(),
});
export type TaskBoardGroup = z.infer<typeof taskBoardGroupSchema>;

/**
 * By state: every state in column order, empty ones too. By priority: all five, none first.
 * By assignee or project: the groups that have matching tasks (a task with two assignees is in
 * both columns), people and projects by name, the "none" group last.
 */
export const taskBoardResponseSchema = z.object({ groups: z.array(taskBoardGroupSchema) });
export type TaskBoardResponse = z.infer<typeof taskBoardResponseSchema>;

/** Socket events (namespace /chat, organisation room) that keep boards and lists live. */
export const TASK_EVENTS = {
  changed: 'task:changed',
  deleted: 'task:deleted',
  statesChanged: 'task-states:changed',
  labelsChanged: 'task-labels:changed',
} as const;

export type TaskChangedEvent = { task: Task };
export type TaskDeletedEvent = { taskId: string };
export type TaskStatesChangedEvent = z.infer<typeof taskStatesResponseSchema>;
export type TaskLabelsChangedEvent = z.infer<typeof taskLabelsResponseSchema>;

/**
 * What the server sends about tasks, after each write commits. A state or label change may
 * rename or move many tasks at once: clients refetch their task lists on those two events.
 */
export interface TaskServerToClientEvents {
  'task:changed': (event: TaskChangedEvent) => void;
  'task:deleted': (event: TaskDeletedEvent) => void;
  'task-states:changed': (event: TaskStatesChangedEvent) => void;
  'task-labels:changed': (event: TaskLabelsChangedEvent) => void;
}
