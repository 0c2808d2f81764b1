import {
  TASK_VIEW_MESSAGES,
  TASK_VIEWS_PER_OWNER_MAX,
  isId,
  taskViewFiltersSchema,
  type SavedTaskView,
  type TaskViewFilters,
} from '@worksphere/contracts';
import type { AppDeps } from '../../../platform/app-deps.js';
import type { SessionContext } from '../../../platform/auth/session-context.js';
import { AppError, forbidden } from '../../../platform/errors.js';
import * as repo from './task-views.repo.js';

const notFound = () => new AppError('NOT_FOUND', TASK_VIEW_MESSAGES.notFound);

function presentView(row: repo.TaskViewRow, session: SessionContext): SavedTaskView {
  // Stored filters are read through the contract again: a view saved by an older client keeps
  // working, with whatever it no longer knows left out.
  const filters = taskViewFiltersSchema.safeParse(row.filters);
  return {
    id: row.id,
    name: row.name,
    isShared: row.shared,
    ownerId: row.ownerId,
    isMine: row.ownerId === session.userId,
    filters: filters.success ? filters.data : { layout: 'list' },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type ViewChanges = { name?: string; isShared?: boolean; filters?: TaskViewFilters };

/** Saved views of the tasks screen: any member saves their own; only the owner changes one. */
export function createTaskViewsService({ db }: AppDeps) {
  /** The member's views and the ones shared with the organisation. */
  async function listViews(session: SessionContext) {
    const rows = await repo.listVisibleViews(db, session.organizationId, session.userId);
    return rows.map((row) => presentView(row, session));
  }

  /** Save the current filters under a name, personal unless shared. */
  async function createView(
    session: SessionContext,
    input: { name: string; isShared: boolean; filters: TaskViewFilters },
  ) {
    const owned = await repo.countOwnViews(db, session.organizationId, session.userId);
    if (owned >= TASK_VIEWS_PER_OWNER_MAX) {
      throw new AppError('CONFLICT', TASK_VIEW_MESSAGES.tooMany);
    }
    const row = await repo.insertView(db, {
      organizationId: session.organizationId,
      ownerId: session.userId,
      name: input.name,
      shared: input.isShared,
      filters: input.filters,
    });
    return presentView(row, session);
  }

  /**
   * The owner renames, shares or re-saves a view. Another member's shared view is theirs to
   * see but not to change (403); a view one cannot see is not found.
   */
  async function updateView(session: SessionContext, viewId: string, changes: ViewChanges) {
    await assertOwnView(session, viewId);
    const row = await repo.updateOwnView(db, session.organizationId, session.userId, viewId, {
      name: changes.name,
      shared: changes.isShared,
      filters: changes.filters,
    });
    if (!row) throw notFound();
    return presentView(row, session);
  }

  /** The owner deletes a view (for everyone, if it was shared). */
  async function deleteView(session: SessionContext, viewId: string) {
    await assertOwnView(session, viewId);
    if (!(await repo.deleteOwnView(db, session.organizationId, session.userId, viewId))) {
      throw notFound();
    }
  }

  async function assertOwnView(session: SessionContext, viewId: string) {
    if (!isId(viewId)) throw notFound();
    const view = await repo.findVisibleView(db, session.organizationId, session.userId, viewId);
    if (!view) throw notFound();
    if (view.ownerId !== session.userId) throw forbidden(TASK_VIEW_MESSAGES.notOwner);
  }

  return { listViews, createView, updateView, deleteView };
}
