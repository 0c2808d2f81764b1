import { CATEGORY_MESSAGES, isId, PROJECT_MESSAGES, TASK_MESSAGES } from '@worksphere/contracts';
import type { DbExecutor } from '../../platform/db/database.js';
import { findCategory } from '../categories/categories.repo.js';
import { findProject } from '../projects/projects.repo.js';
import { listActiveMemberIds } from '../users/users.repo.js';
import { allIds, invalid } from './task-rules.js';
import * as repo from './tasks.repo.js';

/* What a task may refer to, checked inside the writer's transaction (400 with the reason). */

/** The category must be a task category of the organisation. */
export async function assertTaskCategory(
  db: DbExecutor,
  organizationId: string,
  categoryId: string,
) {
  if (!isId(categoryId) || !(await findCategory(db, organizationId, 'task', categoryId))) {
    throw invalid(CATEGORY_MESSAGES.notFound);
  }
}

export async function assertProject(db: DbExecutor, organizationId: string, projectId: string) {
  if (!isId(projectId) || !(await findProject(db, organizationId, projectId))) {
    throw invalid(PROJECT_MESSAGES.notFound);
  }
}

/** New assignees must be active users of the organisation. */
export async function assertActiveMembers(
  db: DbExecutor,
  organizationId: string,
  userIds: string[],
) {
  if (!userIds.length) return;
  const active = allIds(userIds) ? await listActiveMemberIds(db, organizationId, userIds) : [];
  if (active.length !== userIds.length) throw invalid(TASK_MESSAGES.assigneesInvalid);
}

/**
 * A task may depend on one other open task of the organisation, never on itself and never so
 * that following dependencies leads back to it. For an existing task the caller holds the
 * organisation's dependency lock, so two changes cannot each close half of a cycle.
 */
export async function assertDependency(
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

/** Labels must be the organisation's. */
export async function assertLabels(db: DbExecutor, organizationId: string, labelIds: string[]) {
  if (!labelIds.length) return;
  const found = allIds(labelIds) ? await repo.existingLabelIds(db, organizationId, labelIds) : [];
  if (found.length !== labelIds.length) throw invalid(TASK_MESSAGES.labelsInvalid);
}

/**
 * A parent must be a task of the organisation, not the task itself, and not one of its own
 * sub-tasks at any depth (nesting is allowed, cycles are not). For an existing task the caller
 * holds the organisation's parent lock, so two changes cannot each close half of a cycle.
 */
export async function assertParent(
  db: DbExecutor,
  organizationId: string,
  parentId: string,
  taskId?: string,
) {
  if (parentId === taskId) throw invalid(TASK_MESSAGES.parentIsItself);
  if (!isId(parentId) || !(await repo.findTask(db, organizationId, parentId))) {
    throw invalid(TASK_MESSAGES.parentNotFound);
  }
  if (taskId && (await repo.parentChainReaches(db, organizationId, parentId, taskId))) {
    throw invalid(TASK_MESSAGES.parentCycle);
  }
}
