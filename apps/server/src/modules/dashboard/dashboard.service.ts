import {
  dashboardWidgetSchema,
  DEFAULT_DASHBOARD_WIDGETS,
  type DashboardLayout,
  type DashboardSummary,
  type DashboardWidget,
} from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import type { SessionContext } from '../../platform/auth/session-context.js';
import { listNotes } from '../notes/notes.list.repo.js';
import { presentNote } from '../notes/notes.service.js';
import { countProjects, listProjects } from '../projects/projects.repo.js';
import { presentProjects } from '../projects/projects.service.js';
import { listTasks } from '../tasks/tasks.list.repo.js';
import * as repo from './dashboard.repo.js';

const DUE_SOON_LIMIT = 10;
const ASSIGNED_LIMIT = 10;
const RECENT_NOTES_LIMIT = 5;
const PROJECTS_LIMIT = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Stored widgets that are still valid; a type removed since is dropped, not an error. */
export function readStoredWidgets(stored: unknown): DashboardWidget[] {
  if (!Array.isArray(stored)) return DEFAULT_DASHBOARD_WIDGETS;
  return stored.flatMap((widget) => {
    const parsed = dashboardWidgetSchema.safeParse(widget);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Each user's dashboard: the saved layout and what the built-in widgets show. */
export function createDashboardService(deps: AppDeps) {
  const { db } = deps;

  /** The caller's widgets in order; the default set until they save their own. */
  async function getLayout(session: SessionContext): Promise<DashboardLayout> {
    const stored = await repo.findLayout(db, session.organizationId, session.userId);
    return {
      widgets: stored === undefined ? DEFAULT_DASHBOARD_WIDGETS : readStoredWidgets(stored),
    };
  }

  /** Replace the caller's widgets (already validated by the contract). */
  async function saveLayout(
    session: SessionContext,
    layout: DashboardLayout,
  ): Promise<DashboardLayout> {
    await repo.saveLayout(db, session.organizationId, session.userId, layout.widgets);
    return { widgets: layout.widgets };
  }

  /**
   * The caller's open tasks due within `days` (overdue first), their open tasks of any date
   * (for "Assigned to me"), the notes they may see that
   * changed last, and the first active projects with their counts.
   */
  async function getSummary(session: SessionContext, days: number): Promise<DashboardSummary> {
    const { organizationId, userId } = session;
    // Widgets show a few rows and no totals, so nothing here counts a whole list.
    const [dueSoon, assignedToMe, recentNotes, projects, projectCount] = await Promise.all([
      listTasks(db, organizationId, {
        assigneeId: userId,
        isCompleted: false,
        dueTo: new Date(Date.now() + days * DAY_MS),
        sort: 'dueDate',
        limit: DUE_SOON_LIMIT,
        offset: 0,
      }).then((page) => page.tasks),
      listTasks(db, organizationId, {
        assigneeId: userId,
        isCompleted: false,
        sort: 'dueDate',
        limit: ASSIGNED_LIMIT,
        offset: 0,
      }).then((page) => page.tasks),
      listNotes(
        db,
        { organizationId, userId },
        { scope: 'all', limit: RECENT_NOTES_LIMIT, offset: 0 },
      ).then((page) => page.notes),
      listProjects(db, organizationId, 'false', PROJECTS_LIMIT).then((rows) =>
        presentProjects(db, session, rows),
      ),
      countProjects(db, organizationId, 'false'),
    ]);
    return {
      tasksDueSoon: dueSoon,
      assignedToMe,
      recentNotes: recentNotes.map(presentNote),
      projects,
      projectCount,
    };
  }

  return { getLayout, saveLayout, getSummary };
}
