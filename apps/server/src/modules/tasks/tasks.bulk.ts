import {
  isId,
  priorityFromNumber,
  priorityToNumber,
  type BulkTaskBefore,
  type BulkTaskChanges,
  type BulkUpdateTasksInput,
  type BulkUpdateTasksResponse,
} from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import { assertPermission, type SessionContext } from '../../platform/auth/session-context.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors.js';
import { recordTaskChanges } from './activity/task-activity.record.js';
import { assertActiveMembers, assertLabels, assertProject } from './task-checks.js';
import { publishTaskChanges, publishTaskDeletions } from './task-events.js';
import { addedAssignees, assertDatesInOrder, nextCompletedAt } from './task-rules.js';
import { isClosedState, keysAtTop, requireState } from './task-workflow.js';
import { notifyTaskSaved } from './tasks.inbox.js';
import { presentTask } from './tasks.presenter.js';
import * as repo from './tasks.repo.js';

const distinct = <T>(values: T[]) => [...new Set(values)];

/** The previous values of exactly the fields a change sends, so sending them back undoes it. */
function previousValues(found: repo.TaskWithRelations, changes: BulkTaskChanges) {
  const { task } = found;
  const before: BulkTaskBefore['changes'] = {};
  if (changes.stateId !== undefined) before.stateId = task.stateId;
  if (changes.assignedUserIds !== undefined) {
    before.assignedUserIds = found.assignees.map((assignee) => assignee.id);
  }
  if (changes.priority !== undefined) before.priority = priorityFromNumber(task.priority);
  if (changes.labelIds !== undefined) before.labelIds = found.labels.map((label) => label.id);
  if (changes.projectId !== undefined) before.projectId = task.projectId;
  if (changes.dueDate !== undefined) before.dueDate = task.dueDate?.toISOString() ?? null;
  return before;
}

/**
 * Check every value the changes name once (states, projects, labels, new assignees), before
 * anything is written; any wrong one refuses the whole request.
 */
async function assertChangeValues(
  tx: DbExecutor,
  organizationId: string,
  updates: BulkUpdateTasksInput['updates'],
  found: Map<string, repo.TaskWithRelations>,
) {
  const changes = updates.map((update) => update.changes);
  const projectIds = distinct(changes.map((change) => change.projectId).filter((id) => !!id));
  for (const projectId of projectIds) await assertProject(tx, organizationId, projectId!);
  await assertLabels(tx, organizationId, distinct(changes.flatMap((c) => c.labelIds ?? [])));
  const added = updates.flatMap(({ id, changes: change }) =>
    change.assignedUserIds
      ? addedAssignees(
          found.get(id)!.assignees.map((assignee) => assignee.id),
          change.assignedUserIds,
        )
      : [],
  );
  await assertActiveMembers(tx, organizationId, distinct(added));
  for (const { id, changes: change } of updates) {
    if (change.dueDate === undefined) continue;
    assertDatesInOrder(found.get(id)!.task.startDate?.toISOString() ?? null, change.dueDate);
  }
}

/** Many tasks changed or deleted at once, each request all or nothing. */
export function createTasksBulkService(deps: AppDeps) {
  const { db, inbox } = deps;
  /**
   * Apply each task's changes in one transaction. Every task must be the organisation's (else
   * 404 and nothing changes). Tasks moved to a state go to the top of its column, in the order
   * they had; the state sets their completion as a single update does.
   */
  async function updateTasks(
    session: SessionContext,
    input: BulkUpdateTasksInput,
  ): Promise<BulkUpdateTasksResponse> {
    assertPermission(session, 'tasks:edit');
    const { organizationId } = session;
    const ids = input.updates.map((update) => update.id);
    if (!ids.every(isId)) throw notFound('Task');
    const assigneesBefore = new Map<string, string[]>();
    const result = await db.transaction(async (tx) => {
      // Lock order as everywhere: the target columns (sorted), then the task rows (by id).
      const stateIds = distinct(
        input.updates.flatMap(({ changes }) => (changes.stateId ? [changes.stateId] : [])),
      ).sort();
      const states = new Map<string, repo.TaskStateRow>();
      for (const stateId of stateIds) {
        const state = await requireState(tx, organizationId, stateId);
        await repo.lockStateColumn(tx, organizationId, state.id);
        states.set(stateId, state);
      }
      const rows = await repo.findTasks(tx, organizationId, ids, { forUpdate: true });
      if (rows.length !== ids.length) throw notFound('Task');
      const found = new Map(rows.map((row) => [row.task.id, row]));
      await assertChangeValues(tx, organizationId, input.updates, found);

      const keys = await topKeysForMoves(tx, organizationId, input.updates, found);
      const before: BulkTaskBefore[] = [];
      for (const { id, changes } of input.updates) {
        const current = found.get(id)!;
        before.push({ id, changes: previousValues(current, changes) });
        assigneesBefore.set(
          id,
          current.assignees.map((assignee) => assignee.id),
        );
        const state = changes.stateId ? states.get(changes.stateId) : undefined;
        const moving = state !== undefined && state.id !== current.task.stateId;
        const isCompleted = moving ? isClosedState(state) : current.task.isCompleted;
        if (changes.assignedUserIds) {
          await repo.replaceAssignees(tx, organizationId, id, changes.assignedUserIds);
        }
        if (changes.labelIds) await repo.replaceLabels(tx, organizationId, id, changes.labelIds);
        await repo.updateTask(tx, organizationId, id, {
          ...(moving ? { stateId: state.id, position: keys.get(id) } : {}),
          isCompleted,
          completedAt: nextCompletedAt(current.task, isCompleted, new Date()),
          priority: changes.priority === undefined ? undefined : priorityToNumber(changes.priority),
          projectId: changes.projectId,
          dueDate:
            changes.dueDate === undefined
              ? undefined
              : changes.dueDate === null
                ? null
                : new Date(changes.dueDate),
        });
      }
      const saved = new Map(
        (await repo.findTasks(tx, organizationId, ids)).map((row) => [row.task.id, row]),
      );
      const tasks = ids.map((id) => presentTask(saved.get(id)!));
      for (const after of tasks) {
        await recordTaskChanges(tx, {
          organizationId,
          actorId: session.userId,
          before: presentTask(found.get(after.id)!),
          after,
        });
      }
      return { tasks, before };
    });
    for (const task of result.tasks) {
      notifyTaskSaved(inbox, session, assigneesBefore.get(task.id) ?? [], task);
    }
    publishTaskChanges(organizationId, result.tasks);
    for (const task of result.tasks) deps.webhooks?.emit(organizationId, 'task.updated', { task });
    return result;
  }

  /** Delete the tasks in one transaction; any not of the organisation: 404, none deleted. */
  async function deleteTasks(session: SessionContext, taskIds: string[]) {
    assertPermission(session, 'tasks:edit');
    const { organizationId } = session;
    if (!taskIds.every(isId)) throw notFound('Task');
    const deletedIds = await db.transaction(async (tx) => {
      const deleted = await repo.deleteTasks(tx, organizationId, taskIds);
      if (deleted.length !== taskIds.length) throw notFound('Task');
      return deleted;
    });
    publishTaskDeletions(organizationId, deletedIds);
    return { deletedIds };
  }

  return { updateTasks, deleteTasks };
}

/**
 * New keys at the top of each target column for the tasks that move into it, in the order
 * they had (state column order, then key), so a group moved together keeps its order.
 */
async function topKeysForMoves(
  tx: DbExecutor,
  organizationId: string,
  updates: BulkUpdateTasksInput['updates'],
  found: Map<string, repo.TaskWithRelations>,
) {
  const movers = new Map<string, repo.TaskRow[]>();
  for (const { id, changes } of updates) {
    const task = found.get(id)!.task;
    if (!changes.stateId || changes.stateId === task.stateId) continue;
    movers.set(changes.stateId, [...(movers.get(changes.stateId) ?? []), task]);
  }
  const keys = new Map<string, string>();
  for (const [stateId, tasks] of movers) {
    const ordered = [...tasks].sort((a, b) =>
      a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : 1,
    );
    const stateKeys = await keysAtTop(tx, organizationId, stateId, ordered.length);
    ordered.forEach((task, index) => keys.set(task.id, stateKeys[index]!));
  }
  return keys;
}

export type TasksBulkService = ReturnType<typeof createTasksBulkService>;
