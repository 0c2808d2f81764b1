import { randomUUID } from 'node:crypto';
import {
  displayNameOf,
  TASK_ACTIVITY_MESSAGES,
  TASK_ACTIVITY_PRIORITY_NAMES,
  isTaskWatchedField,
  taskWatchedChange,
  type Task,
  type TaskActivityField,
  type TaskWatchedChange,
} from '@worksphere/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.js';
import { projects } from '../../projects/projects.table.js';
import { addWatchers } from '../watchers/task-watchers.repo.js';
import { taskActivity, taskChangeNotices } from './task-activity.table.js';
import { kickTaskChangeDelivery } from './task-change-delivery.js';

/**
 * The task as recordTaskChanges reads it: the contract's task, with the workflow fields
 * optional so the history works whether or not a caller's task carries them.
 */
type RecordedTask = Task &
  Partial<{
    stateId: string;
    state: { name: string } | null;
    priority: string;
    labels: Array<{ id: string; name: string }>;
    parentId: string | null;
    parent: { id: string; title: string } | null;
    estimate: number | null;
    estimateUnit: string;
  }>;

export type TaskChange = {
  organizationId: string;
  /** Who made the change; null for the system. */
  actorId: string | null;
  /** The task before the change; null when it was just created. */
  before: Task | null;
  after: Task;
};

/**
 * One changed field with its values as the history reads them; `noticeTo` is the new value as
 * a watcher's notice keeps it when that is a key rather than words (priority, completed).
 */
type FieldChange = {
  field: TaskActivityField;
  from: string | null;
  to: string | null;
  noticeTo?: string | null;
};

const joined = (names: string[]) => (names.length ? [...names].sort().join(', ') : null);
const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));
const estimateText = (task: RecordedTask) =>
  task.estimate === null || task.estimate === undefined
    ? null
    : `${task.estimate} ${task.estimateUnit ?? 'points'}`;

async function projectNames(tx: DbExecutor, organizationId: string, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await tx
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), inArray(projects.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The fields that differ, with readable values. */
async function changedFields(
  tx: DbExecutor,
  organizationId: string,
  before: RecordedTask,
  after: RecordedTask,
): Promise<FieldChange[]> {
  const changes: FieldChange[] = [];
  const add = (
    field: TaskActivityField,
    from: string | null,
    to: string | null,
    noticeTo?: string | null,
  ) => changes.push({ field, from, to, noticeTo });

  if (before.title !== after.title) add('title', before.title, after.title);
  if (after.stateId !== undefined && before.stateId !== undefined) {
    if (before.stateId !== after.stateId) {
      add('state', before.state?.name ?? null, after.state?.name ?? null);
    }
  } else if (before.isCompleted !== after.isCompleted) {
    const yesNo = (value: boolean) =>
      value ? TASK_ACTIVITY_MESSAGES.yes : TASK_ACTIVITY_MESSAGES.no;
    add(
      'completed',
      yesNo(before.isCompleted),
      yesNo(after.isCompleted),
      after.isCompleted ? 'yes' : 'no',
    );
  }
  if (!sameSet(before.assignedUserIds, after.assignedUserIds)) {
    add(
      'assignees',
      joined(before.assignedUsers.map(displayNameOf)),
      joined(after.assignedUsers.map(displayNameOf)),
    );
  }
  if (before.startDate !== after.startDate) add('startDate', before.startDate, after.startDate);
  if (before.dueDate !== after.dueDate) add('dueDate', before.dueDate, after.dueDate);
  if (after.priority !== undefined && before.priority !== after.priority) {
    const name = (priority: string | undefined) =>
      priority ? (TASK_ACTIVITY_PRIORITY_NAMES[priority] ?? priority) : null;
    add('priority', name(before.priority), name(after.priority), after.priority ?? null);
  }
  if (after.labels !== undefined) {
    const ids = (task: RecordedTask) => (task.labels ?? []).map((label) => label.id);
    if (!sameSet(ids(before), ids(after))) {
      const names = (task: RecordedTask) => joined((task.labels ?? []).map((label) => label.name));
      add('labels', names(before), names(after));
    }
  }
  if (before.projectId !== after.projectId) {
    const ids = [before.projectId, after.projectId].filter((id): id is string => !!id);
    const names = await projectNames(tx, organizationId, ids);
    const name = (id: string | null) => (id ? (names.get(id) ?? null) : null);
    add('project', name(before.projectId), name(after.projectId));
  }
  if (after.parentId !== undefined && (before.parentId ?? null) !== after.parentId) {
    add('parent', before.parent?.title ?? null, after.parent?.title ?? null);
  }
  if (after.estimate !== undefined && estimateText(before) !== estimateText(after)) {
    add('estimate', estimateText(before), estimateText(after));
  }
  return changes;
}

/**
 * Write a task's history for one save, inside the caller's transaction: one row per changed
 * field (or a `created` row), the default watchers (the creator, new assignees), and, when a
 * watched field changed, one notice for the task's watchers, delivered once the transaction
 * has committed. Call it from every write path with the task as answers give it before and
 * after the save.
 */
export async function recordTaskChanges(tx: DbExecutor, change: TaskChange): Promise<void> {
  const { organizationId, actorId } = change;
  const after = change.after as RecordedTask;
  const before = change.before as RecordedTask | null;
  const eventId = randomUUID();
  const at = new Date();

  const changes: FieldChange[] = before
    ? await changedFields(tx, organizationId, before, after)
    : [{ field: 'created', from: null, to: after.title }];
  if (changes.length === 0) return;

  await tx.insert(taskActivity).values(
    changes.map((entry) => ({
      organizationId,
      taskId: after.id,
      eventId,
      actorId,
      field: entry.field,
      fromValue: entry.from,
      toValue: entry.to,
      createdAt: at,
    })),
  );

  const newAssignees = before
    ? after.assignedUserIds.filter((id) => !before.assignedUserIds.includes(id))
    : after.assignedUserIds;
  const creator = before ? [] : [after.createdById ?? actorId];
  await addWatchers(
    tx,
    organizationId,
    after.id,
    [...creator, ...newAssignees].filter((id): id is string => !!id),
  );

  const watched: TaskWatchedChange[] = changes.flatMap(({ field, to, noticeTo }) =>
    isTaskWatchedField(field) ? [{ field, to: noticeTo === undefined ? to : noticeTo }] : [],
  );
  if (!before || watched.length === 0) return;
  await tx.insert(taskChangeNotices).values({
    eventId,
    organizationId,
    taskId: after.id,
    actorId,
    // Keys and values, not words: each watcher reads the item in their language.
    changes: taskWatchedChange(after.title, watched).values,
    // The task's version: the same change's "your task changed" item to an assignee shares
    // its Inbox key with the watcher's, so nobody gets both.
    createdAt: new Date(after.updatedAt),
  });
  kickTaskChangeDelivery();
}
