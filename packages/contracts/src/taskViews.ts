import { z } from 'zod';
import { requiredText, text } from './validation.js';

export const TASK_VIEW_NAME_MAX_LENGTH = 100;
/** Most saved views one member may own (a menu, not a database). */
export const TASK_VIEWS_PER_OWNER_MAX = 100;

/** The texts users see about saved task views. */
export const TASK_VIEW_MESSAGES = {
  nameRequired: 'View name is required.',
  nameTooLong: `View name must be at most ${TASK_VIEW_NAME_MAX_LENGTH} characters.`,
  tooMany: `You can save at most ${TASK_VIEWS_PER_OWNER_MAX} views.`,
  notOwner: 'Only the member who saved this view can change it.',
  notFound: 'View not found.',
} as const;

export const TASK_VIEW_LAYOUTS = ['list', 'board'] as const;
export const TASK_VIEW_GROUPINGS = ['state', 'assignee', 'project', 'priority'] as const;

/** One filter value of the tasks screen: short text, empty means "not set". */
const filterValue = text().trim().max(200).optional();

/**
 * What a view remembers: the tasks screen's filter parameters (as its address spells them),
 * how the board groups and whether it shows a list or a board. Unknown keys are dropped, so an
 * older client's view stays readable.
 */
export const taskViewFiltersSchema = z.object({
  q: filterValue,
  project: filterValue,
  category: filterValue,
  assignee: filterValue,
  state: filterValue,
  priority: filterValue,
  label: filterValue,
  status: z.enum(['open', 'completed', 'all']).optional(),
  sort: filterValue,
  groupBy: z.enum(TASK_VIEW_GROUPINGS).optional(),
  layout: z.enum(TASK_VIEW_LAYOUTS).default('list'),
});
export type TaskViewFilters = z.output<typeof taskViewFiltersSchema>;

/** A saved view: personal, or shared with every member of the organisation. */
export const taskViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  isShared: z.boolean(),
  ownerId: z.string(),
  /** The current member saved it, so may rename, share or delete it. */
  isMine: z.boolean(),
  filters: taskViewFiltersSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedTaskView = z.infer<typeof taskViewSchema>;

const taskViewNameSchema = requiredText(
  TASK_VIEW_MESSAGES.nameRequired,
  TASK_VIEW_NAME_MAX_LENGTH,
  TASK_VIEW_MESSAGES.nameTooLong,
);

/** POST /task-views: answers 201 {view}. */
export const createTaskViewRequestSchema = z.object({
  name: taskViewNameSchema.prefault(''),
  isShared: z.boolean().default(false),
  filters: taskViewFiltersSchema.prefault({}),
});
export type CreateTaskViewRequest = z.input<typeof createTaskViewRequestSchema>;

/** PUT /task-views/{id} (owner only): a field left out stays as it is; answers {view}. */
export const updateTaskViewRequestSchema = z.object({
  name: taskViewNameSchema.optional(),
  isShared: z.boolean().optional(),
  filters: taskViewFiltersSchema.optional(),
});
export type UpdateTaskViewRequest = z.input<typeof updateTaskViewRequestSchema>;

export const taskViewResponseSchema = z.object({ view: taskViewSchema });
/** GET /task-views: the member's own views and those shared with the organisation, by name. */
export const taskViewsResponseSchema = z.object({ views: z.array(taskViewSchema) });
export type TaskViewsResponse = z.infer<typeof taskViewsResponseSchema>;
