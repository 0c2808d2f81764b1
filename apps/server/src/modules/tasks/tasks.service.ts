import {
  isId,
  priorityToNumber,
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
import { recordTaskChanges } from './activity/task-activity.record.js';
import {
  assertActiveMembers,
  assertDependency,
  assertLabels,
  assertParent,
  assertProject,
  assertTaskCategory,
} from './task-checks.js';
import { publishTaskChanges, publishTaskDeletions } from './task-events.js';
import {
  candidateState,
  isClosedState,
  keysAtTop,
  movesTo,
  requireState,
  stateForNewTask,
} from './task-workflow.js';
import { notifyTaskSaved } from './tasks.inbox.js';
import * as repo from './tasks.repo.js';
import { countTasks, listTasks as listTaskPage } from './tasks.list.repo.js';
import {
  addedAssignees,
  assertDatesInOrder,
  mergedDates,
  nextCompletedAt,
  toTaskQuery,
} from './task-rules.js';
import { presentTask } from './tasks.presenter.js';

/** Tasks of an organisation: list, read, create, update, delete, with spec 1 §5's rules. */
export function createTasksService(deps: AppDeps) {
  const { db, inbox } = deps;
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

  /**
   * Create a task, in the chosen state or the first 'unstarted' one, at the top of its column.
   * Without a state (the spec's dialog) a new task is always open.
   */
  async function createTask(session: SessionContext, input: CreateTaskInput): Promise<Task> {
    assertPermission(session, 'tasks:edit');
    assertDatesInOrder(input.startDate, input.dueDate);
    const organizationId = session.organizationId;
    const created = await db.transaction(async (tx) => {
      if (input.categoryId) await assertTaskCategory(tx, organizationId, input.categoryId);
      if (input.projectId) await assertProject(tx, organizationId, input.projectId);
      if (input.dependencyId) await assertDependency(tx, organizationId, input.dependencyId);
      if (input.parentId) await assertParent(tx, organizationId, input.parentId);
      await assertActiveMembers(tx, organizationId, input.assignedUserIds);
      await assertLabels(tx, organizationId, input.labelIds);
      const state = input.stateId
        ? await requireState(tx, organizationId, input.stateId)
        : await stateForNewTask(tx, organizationId);
      const [position] = await keysAtTop(tx, organizationId, state.id, 1);
      const isCompleted = isClosedState(state);
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
        stateId: state.id,
        position: position!,
        isCompleted,
        completedAt: isCompleted ? new Date() : null,
        priority: priorityToNumber(input.priority),
        parentId: input.parentId,
        estimate: input.estimate,
        estimateUnit: input.estimateUnit,
      });
      await repo.replaceAssignees(tx, organizationId, task.id, input.assignedUserIds);
      await repo.replaceLabels(tx, organizationId, task.id, input.labelIds);
      const after = await loadTask(tx, organizationId, task.id);
      await recordTaskChanges(tx, { organizationId, actorId: session.userId, before: null, after });
      return after;
    });
    notifyTaskSaved(inbox, session, null, created);
    publishTaskChanges(organizationId, [created]);
    deps.webhooks?.emit(organizationId, 'task.created', { task: created });
    return created;
  }

  /**
   * Change a task; fields left out stay. Completing moves it to the first 'done' state,
   * reopening to the first open one; a chosen state sets completion by its type. Completing
   * sets completedAt, reopening clears it.
   */
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
      // Lock order: the organisation's dependency and parent locks, the target column (as the
      // board's moves do), then the task row; otherwise two changes could wait for each other.
      if (input.dependencyId) await repo.lockTaskDependencies(tx, organizationId);
      if (input.parentId) await repo.lockTaskParents(tx, organizationId);
      const candidate = await candidateState(tx, organizationId, input);
      if (candidate) await repo.lockStateColumn(tx, organizationId, candidate.id);
      const found = await repo.findTask(tx, organizationId, taskId, { forUpdate: true });
      if (!found) throw notFound('Task');
      const current = found.task;
      const before = presentTask(found);
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
      if (input.parentId && input.parentId !== current.parentId) {
        await assertParent(tx, organizationId, input.parentId, taskId);
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
      if (input.labelIds) {
        await assertLabels(tx, organizationId, input.labelIds);
        await repo.replaceLabels(tx, organizationId, taskId, input.labelIds);
      }
      const moving = movesTo(candidate, current, input);
      const isCompleted = moving ? isClosedState(candidate) : current.isCompleted;
      await repo.updateTask(tx, organizationId, taskId, {
        title: input.title,
        description:
          input.description === undefined ? undefined : sanitizeRichText(input.description),
        categoryId: input.categoryId,
        projectId: input.projectId,
        dependencyId: input.dependencyId,
        startDate: dates.startDate ? new Date(dates.startDate) : null,
        dueDate: dates.dueDate ? new Date(dates.dueDate) : null,
        isCompleted,
        completedAt: nextCompletedAt(current, isCompleted, new Date()),
        ...(moving
          ? {
              stateId: candidate.id,
              position: (await keysAtTop(tx, organizationId, candidate.id, 1))[0],
            }
          : {}),
        priority: input.priority === undefined ? undefined : priorityToNumber(input.priority),
        parentId: input.parentId,
        estimate: input.estimate,
        estimateUnit: input.estimateUnit,
      });
      const after = await loadTask(tx, organizationId, taskId);
      await recordTaskChanges(tx, { organizationId, actorId: session.userId, before, after });
      return after;
    });
    notifyTaskSaved(inbox, session, assigneesBefore, updated);
    publishTaskChanges(organizationId, [updated]);
    deps.webhooks?.emit(organizationId, 'task.updated', { task: updated });
    return updated;
  }

  /** Delete a task; tasks that depended on it lose the dependency. */
  async function deleteTask(session: SessionContext, taskId: string) {
    assertPermission(session, 'tasks:edit');
    if (!isId(taskId) || !(await repo.deleteTask(db, session.organizationId, taskId))) {
      throw notFound('Task');
    }
    publishTaskDeletions(session.organizationId, [taskId]);
  }

  return { listTasks, getTask, listDependents, createTask, updateTask, deleteTask };
}

export type TasksService = ReturnType<typeof createTasksService>;
