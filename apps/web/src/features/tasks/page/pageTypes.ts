import type { Person, Task, UpdateTaskRequest } from '@worksphere/contracts';

/*
 * The task fields of issue 25 as the shared design names them. They are optional here so the
 * page works against a server that does not send them yet; once the contract has them they
 * simply become required through the intersection.
 */
export type TaskStateType = 'backlog' | 'unstarted' | 'started' | 'done' | 'canceled';
export type TaskStateRef = { id: string; name: string; color: string; type: TaskStateType };
export type TaskLabelRef = { id: string; name: string; color: string };
export type TaskPriorityName = 'none' | 'urgent' | 'high' | 'medium' | 'low';
export type EstimateUnit = 'points' | 'hours';

export type PageTask = Task &
  Partial<{
    stateId: string;
    state: TaskStateRef;
    priority: TaskPriorityName;
    labels: TaskLabelRef[];
    parentId: string | null;
    parent: { id: string; title: string } | null;
    subTasks: { total: number; completed: number };
    estimate: number | null;
    estimateUnit: EstimateUnit;
  }>;

export type PageTaskUpdate = UpdateTaskRequest &
  Partial<{
    stateId: string;
    priority: TaskPriorityName;
    labelIds: string[];
    parentId: string | null;
    estimate: number | null;
    estimateUnit: EstimateUnit;
  }>;

/** One reaction on a comment: who reacted is summed up, with whether the viewer did. */
export type CommentReaction = { emoji: string; count: number; mine: boolean };

export type TaskCommentItem = {
  id: string;
  taskId: string;
  author: Person | null;
  body: string;
  createdAt: string;
  editedAt: string | null;
  reactions: CommentReaction[];
};

/** One history entry (the shape of taskActivity.ts's entry). */
export type TaskActivityItem = {
  id: string;
  actor: Person | null;
  field: string;
  from: string | null;
  to: string | null;
  at: string;
};
