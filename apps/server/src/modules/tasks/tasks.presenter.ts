import { priorityFromNumber, type Task } from '@worksphere/contracts';
import type { TaskWithRelations } from './tasks.repo.js';

const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** A task row, its dependency, assignees and workflow parts as every answer gives them. */
export function presentTask({
  task,
  dependency,
  assignees,
  state,
  labels,
  parent,
  subTasks,
}: TaskWithRelations): Task {
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    categoryId: task.categoryId,
    projectId: task.projectId,
    startDate: isoOrNull(task.startDate),
    dueDate: isoOrNull(task.dueDate),
    assignedUsers: assignees,
    assignedUserIds: assignees.map((assignee) => assignee.id),
    isCompleted: task.isCompleted,
    completedAt: isoOrNull(task.completedAt),
    dependencyId: task.dependencyId,
    dependency: dependency?.id ? dependency : null,
    createdById: task.createdById,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
    stateId: task.stateId,
    state,
    position: task.position,
    priority: priorityFromNumber(task.priority),
    labels,
    parentId: task.parentId,
    parent,
    subTasks,
    estimate: task.estimate === null ? null : Number(task.estimate),
    estimateUnit: task.estimateUnit,
  };
}
