import {
  isId,
  PROJECT_MESSAGES,
  type Project,
  type ProjectDetailResponse,
} from '@worksphere/contracts';
import type { z } from 'zod';
import type {
  createProjectRequestSchema,
  listProjectsQuerySchema,
  updateProjectRequestSchema,
} from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import { assertPermission, type SessionContext } from '../../platform/auth/session-context.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError, isUniqueViolation, notFound } from '../../platform/errors.js';
import { createNotesService } from '../notes/notes.service.js';
import { createTasksService } from '../tasks/tasks.service.js';
import * as repo from './projects.repo.js';

type ListProjectsInput = z.output<typeof listProjectsQuerySchema>;
type CreateProjectInput = z.output<typeof createProjectRequestSchema>;
type UpdateProjectInput = z.output<typeof updateProjectRequestSchema>;

const DETAIL_PAGE = 50;

const nameTaken = () => new AppError('CONFLICT', PROJECT_MESSAGES.nameTaken);

/**
 * Projects as answers. Task counts and shared notes are counted on the row (by triggers);
 * the caller's own private notes are added, since only they see them.
 */
export async function presentProjects(
  db: DbExecutor,
  session: SessionContext,
  rows: repo.ProjectRow[],
): Promise<Project[]> {
  const privateNotes = await repo.countPrivateNotes(
    db,
    session.organizationId,
    session.userId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    isArchived: row.archivedAt !== null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    openTaskCount: row.openTaskCount,
    completedTaskCount: row.completedTaskCount,
    noteCount: row.sharedNoteCount + (privateNotes.get(row.id) ?? 0),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

const presentProject = async (db: DbExecutor, session: SessionContext, row: repo.ProjectRow) =>
  (await presentProjects(db, session, [row]))[0]!;

/** Projects of an organisation: changing them is task work and needs tasks:edit. */
export function createProjectsService(deps: AppDeps) {
  const { db } = deps;
  const tasks = createTasksService(deps);
  const notes = createNotesService(deps);

  async function findProject(session: SessionContext, projectId: string) {
    const row = isId(projectId)
      ? await repo.findProject(db, session.organizationId, projectId)
      : undefined;
    if (!row) throw notFound('Project');
    return row;
  }

  /** Active projects by name (or archived ones, or all). */
  async function listProjects(session: SessionContext, input: ListProjectsInput) {
    return presentProjects(
      db,
      session,
      await repo.listProjects(db, session.organizationId, input.archived),
    );
  }

  /** A project with its first tasks and the notes of it the caller may see. */
  async function getProject(
    session: SessionContext,
    projectId: string,
  ): Promise<ProjectDetailResponse> {
    const row = await findProject(session, projectId);
    const page = { limit: DETAIL_PAGE, offset: 0 };
    const [project, taskPage, notePage] = await Promise.all([
      presentProject(db, session, row),
      tasks.listTasks(session, { projectId: row.id, sort: 'dueDate', ...page }),
      notes.listNotes(session, { projectId: row.id, scope: 'all', ...page }),
    ]);
    return { project, tasks: taskPage.tasks, notes: notePage.notes };
  }

  /** A new, active project; names are unique in the organisation, ignoring case. */
  async function createProject(session: SessionContext, input: CreateProjectInput) {
    assertPermission(session, 'tasks:edit');
    if (await repo.findProjectByName(db, session.organizationId, input.name)) throw nameTaken();
    try {
      const row = await repo.insertProject(db, {
        organizationId: session.organizationId,
        name: input.name,
      });
      return await presentProject(db, session, row);
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  /** Rename, archive (archived: true) or restore (archived: false) a project. */
  async function updateProject(
    session: SessionContext,
    projectId: string,
    input: UpdateProjectInput,
  ): Promise<Project> {
    assertPermission(session, 'tasks:edit');
    const current = await findProject(session, projectId);
    if (
      input.name &&
      (await repo.findProjectByName(db, session.organizationId, input.name, current.id))
    ) {
      throw nameTaken();
    }
    const archivedAt =
      input.archived === undefined
        ? undefined
        : input.archived
          ? (current.archivedAt ?? new Date())
          : null;
    try {
      const row = await repo.updateProject(db, session.organizationId, current.id, {
        name: input.name,
        archivedAt,
      });
      if (!row) throw notFound('Project');
      return await presentProject(db, session, row);
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  /** Delete a project; its tasks and notes stay, without a project. */
  async function deleteProject(session: SessionContext, projectId: string) {
    assertPermission(session, 'tasks:edit');
    if (!isId(projectId) || !(await repo.deleteProject(db, session.organizationId, projectId))) {
      throw notFound('Project');
    }
  }

  return { listProjects, getProject, createProject, updateProject, deleteProject };
}
