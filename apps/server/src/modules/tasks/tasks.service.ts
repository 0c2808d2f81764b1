import {
  CATEGORY_MESSAGES,
  isId,
  PROJECT_MESSAGES,
  TASK_MESSAGES,
  type CreateTaskInput,
  type Task,
  type TaskFilters,
  type TasksResponse,
  type UpdateTaskInput,
} from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import { assertPermission, type SessionContext } from '../../platform/auth/session-context.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors.js';
import { COUNT_UP_TO, pageInfo } from '../../platform/pagination.js';
import { sanitizeRichText } from '../../platform/rich-text.js';
import { findCategory } from '../categories/categories.repo.js';
import { findProject } from '../projects/projects.repo.js';
import { listActiveMemberIds } from '../users/users.repo.js';
import { notifyTaskSaved } from './tasks.inbox.js';
import * as repo from './tasks.repo.js';
import { countTasks, listTasks as listTaskPage } from './tasks.list.repo.js';
import {
  addedAssignees,
  allIds,
  assertDatesInOrder,
  invalid,
  mergedDates,
  nextCompletedAt,
  toTaskQuery,
} from './task-rules.js';
import { presentTask } from './tasks.presenter.js';

/** The category must be a task category of the organisation. */
async function assertTaskCategory(db: DbExecutor, organizationId: string, categoryId: string) {
  if (!isId(categoryId) || !(await findCategory(db, organizationId, 'task', categoryId))) {
    throw invalid(CATEGORY_MESSAGES.notFound);
  }
}

async function assertProject(db: DbExecutor, organizationId: string, projectId: string) {
  if (!isId(projectId) || !(await findProject(db, organizationId, projectId))) {
    throw invalid(PROJECT_MESSAGES.notFound);
  }
}

/** New assignees must be active users of the organisation. */
async function assertActiveMembers(db: DbExecutor, organizationId: string, userIds: string[]) {
  if (!userIds.length) return;
  const active = allIds(userIds) ? await listActiveMemberIds(db, organizationId, userIds) : [];
  if (active.length !== userIds.length) throw invalid(TASK_MESSAGES.assigneesInvalid);
}

/**
 * A task may depend on one other open task of the organisation, never on itself and never so
 * that following dependencies leads back to it. For an existing task the caller holds the
 * organisation's dependency lock, so two changes cannot each close half of a cycle.
 */
async function assertDependency(
  db: DbExecutor,
  organizationId: string,
  dependencyId: string,
  taskId?: string,
) {
  if (dependencyId === taskId) throw invalid(TASK_MESSAGES.dependsOnItself);
  if (!isId(dependencyId)) throw invalid(TASK_MESSAGES.dependencyNotFound);
  const dependency = await repo.findTask(db, organizationId, dependencyId);
  if (!dependency) throw invalid(TASK_MESSAGES.dependencyNotFound);
  if (dependency.task.isCompleted) throw invalid(TASK_MESSAGES.dependsOnCompleted);
  if (taskId && (await repo.dependencyChainReaches(db, organizationId, dependencyId, taskId))) {
    throw invalid(TASK_MESSAGES.dependencyCycle);
  }
}

/** Tasks of an organisation: list, read, create, update, delete, with spec 1 §5's rules. */
export function createTasksService({ db, inbox }: AppDeps) {
  /** One page of tasks matching the filters, and how many match in all. */
  async function listTasks(session: SessionContext, filters: TaskFilters): Promise<TasksResponse> {
    const query = toTaskQuery(filters, session.userId);
    // A search counts its matches in the page's own statement; other lists count beside the
    // page (it stops at COUNT_UP_TO rows, so it is always cheap).
    const count = () => countTasks(db, session.organizationId, query, COUNT_UP_TO);
    const counting = query.search ? undefined : count();
    counting?.catch(() => undefined);
    const { tasks: rows, total } = await listTaskPage(db, session.organizationId, query);
    const page = await pageInfo(
      { rows: rows.length, limit: query.limit, offset: query.offset },
      async () => total ?? (await (counting ?? count())),
    );
    return { tasks: rows, ...page };
  }

  /** Tasks that may not become this task's dependency because they depend on it already. */
  async function listDependents(session: SessionContext, taskId: string): Promise<string[]> {
    await getTask(session, taskId);
    return repo.listDependentTaskIds(db, session.organizationId, taskId);
  }

  async function loadTask(executor: DbExecutor, organizationId: string, taskId: string) {
    const row = await repo.findTask(executor, organizationId, taskId);
    if (!row) throw notFound('Task');
    return presentTask(row);
  }

  /** One task; another organisation's is not found. */
  async function getTask(session: SessionContext, taskId: string): Promise<Task> {
    if (!isId(taskId)) throw notFound('Task');
    return loadTask(db, session.organizationId, taskId);
  }

  /** Create a task; a new task is always open. */
  async function createTask(session: SessionContext, input: CreateTaskInput): Promise<Task> {
    assertPermission(session, 'tasks:edit');
    assertDatesInOrder(input.startDate, input.dueDate);
    const organizationId = session.organizationId;
    const created = await db.transaction(async (tx) => {
      if (input.categoryId) await assertTaskCategory(tx, organizationId, input.categoryId);
      if (input.projectId) await assertProject(tx, organizationId, input.projectId);
      if (input.dependencyId) await assertDependency(tx, organizationId, input.dependencyId);
      await assertActiveMembers(tx, organizationId, input.assignedUserIds);
      const task = await repo.insertTask(tx, {
        organizationId,
        title: input.title,
        description: sanitizeRichText(input.description),
        categoryId: input.categoryId,
        projectId: input.projectId,
        dependencyId: input.dependencyId,
        startDate: input.startDate ? new Date(input.startDate) : null,
        dueDate: input.dueDate ? new Date(input.dueDate) : null,
        createdById: session.userId,
      });
      await repo.replaceAssignees(tx, organizationId, task.id, input.assignedUserIds);
      return loadTask(tx, organizationId, task.id);
    });
    notifyTaskSaved(inbox, session, null, created);
    return created;
  }

  /** Change a task; fields left out stay. Completing sets completedAt, reopening clears it. */
  async function updateTask(
    session: SessionContext,
    taskId: string,
    input: UpdateTaskInput,
  ): Promise<Task> {
    assertPermission(session, 'tasks:edit');
    if (!isId(taskId)) throw notFound('Task');
    const organizationId = session.organizationId;
    let assigneesBefore: string[] = [];
    const updated = await db.transaction(async (tx) => {
      // Lock order: the organisation's dependency lock before the task row, or two changes
      // could each wait for the other (the foreign key check touches the other task's row).
      if (input.dependencyId) await repo.lockTaskDependencies(tx, organizationId);
      const found = await repo.findTask(tx, organizationId, taskId, { forUpdate: true });
      if (!found) throw notFound('Task');
      const current = found.task;
      assigneesBefore = found.assignees.map((assignee) => assignee.id);
      const dates = mergedDates(current, input);
      assertDatesInOrder(dates.startDate, dates.dueDate);
      if (input.categoryId && input.categoryId !== current.categoryId) {
        await assertTaskCategory(tx, organizationId, input.categoryId);
      }
      if (input.projectId && input.projectId !== current.projectId) {
        await assertProject(tx, organizationId, input.projectId);
      }
      if (input.dependencyId && input.dependencyId !== current.dependencyId) {
        await assertDependency(tx, organizationId, input.dependencyId, taskId);
      }
      if (input.assignedUserIds) {
        const currentIds = await repo.listAssigneeIds(tx, organizationId, taskId);
        await assertActiveMembers(
          tx,
          organizationId,
          addedAssignees(currentIds, input.assignedUserIds),
        );
        await repo.replaceAssignees(tx, organizationId, taskId, input.assignedUserIds);
      }
      await repo.updateTask(tx, organizationId, taskId, {
        title: input.title,
        description:
          input.description === undefined ? undefined : sanitizeRichText(input.description),
        categoryId: input.categoryId,
        projectId: input.projectId,
        dependencyId: input.dependencyId,
        startDate: dates.startDate ? new Date(dates.startDate) : null,
        dueDate: dates.dueDate ? new Date(dates.dueDate) : null,
        isCompleted: input.isCompleted,
        completedAt: nextCompletedAt(current, input.isCompleted, new Date()),
      });
      return loadTask(tx, organizationId, taskId);
    });
    notifyTaskSaved(inbox, session, assigneesBefore, updated);
    return updated;
  }

  /** Delete a task; tasks that depended on it lose the dependency. */
  async function deleteTask(session: SessionContext, taskId: string) {
    assertPermission(session, 'tasks:edit');
    if (!isId(taskId) || !(await repo.deleteTask(db, session.organizationId, taskId))) {
      throw notFound('Task');
    }
  }

  return { listTasks, getTask, listDependents, createTask, updateTask, deleteTask };
}

export type TasksService = ReturnType<typeof createTasksService>;
