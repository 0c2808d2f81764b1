import { z } from 'zod';
import { noteSchema } from './notes.js';
import { projectSchema } from './projects.js';
import { taskSchema } from './tasks.js';
import { text } from './validation.js';

/**
 * Every kind of dashboard widget the server accepts. Later features append theirs here
 * (calendar, chat, e-mail, point of sale, weather); the web keeps a registry keyed by type.
 */
export const DASHBOARD_WIDGET_TYPES = [
  'tasks-due-soon',
  'recent-notes',
  'projects-overview',
  'unread-chat',
  'announcements-to-confirm',
  'assigned-to-me',
  'calendar-today',
  'pos-sales-today',
] as const;
export const dashboardWidgetTypeSchema = z.enum(DASHBOARD_WIDGET_TYPES);
export type DashboardWidgetType = z.infer<typeof dashboardWidgetTypeSchema>;

export const DASHBOARD_WIDGET_SIZES = ['small', 'medium', 'large'] as const;
export const DASHBOARD_WIDGETS_MAX = 30;

export const DASHBOARD_MESSAGES = {
  duplicateIds: 'Each widget needs its own id.',
  tooMany: `A dashboard holds at most ${DASHBOARD_WIDGETS_MAX} widgets.`,
} as const;

/**
 * One widget on the grid: a client-made id, its type, an optional size and settings of its
 * own (small scalar values, such as how many days "due soon" spans). The order of the list is
 * the order on screen.
 */
export const dashboardWidgetSchema = z.object({
  id: text().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Use 1 to 64 letters, digits, dashes or underscores.'),
  type: dashboardWidgetTypeSchema,
  size: z.enum(DASHBOARD_WIDGET_SIZES).optional(),
  settings: z
    .record(text().max(64), z.union([text().max(500), z.number(), z.boolean(), z.null()]))
    .refine((settings) => Object.keys(settings).length <= 20, {
      message: 'At most 20 settings.',
    })
    .optional(),
});
export type DashboardWidget = z.infer<typeof dashboardWidgetSchema>;

/** PUT /dashboard/layout {widgets}; GET answers the same shape. */
export const dashboardLayoutSchema = z.object({
  widgets: z
    .array(dashboardWidgetSchema)
    .max(DASHBOARD_WIDGETS_MAX, DASHBOARD_MESSAGES.tooMany)
    .refine((widgets) => new Set(widgets.map((widget) => widget.id)).size === widgets.length, {
      message: DASHBOARD_MESSAGES.duplicateIds,
    }),
});
export type DashboardLayout = z.infer<typeof dashboardLayoutSchema>;

/** What a user who never arranged the dashboard sees. */
export const DEFAULT_DASHBOARD_WIDGETS: DashboardWidget[] = [
  { id: 'tasks-due-soon', type: 'tasks-due-soon' },
  { id: 'recent-notes', type: 'recent-notes' },
  { id: 'projects-overview', type: 'projects-overview' },
];

export const DASHBOARD_DUE_SOON_DAYS = 7;

/** GET /dashboard/summary?days=7 */
export const dashboardSummaryQuerySchema = z.object({
  days: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(365).default(DASHBOARD_DUE_SOON_DAYS),
  ),
});

/**
 * What the built-in widgets show: the caller's open tasks due within `days` (overdue
 * included), all their open tasks (soonest due first, undated last), the notes they can see
 * that changed last, and active projects with counts.
 */
export const dashboardSummarySchema = z.object({
  tasksDueSoon: z.array(taskSchema),
  assignedToMe: z.array(taskSchema),
  recentNotes: z.array(noteSchema),
  projects: z.array(projectSchema),
  projectCount: z.number().int(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
