import type { Task } from '@worksphere/contracts';
import type { TaskWithRelations } from './tasks.repo.js';

const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** A task row, its dependency and its assignees as every answer gives them. */
export function presentTask({ task, dependency, assignees }: TaskWithRelations): Task {
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
  };
}
