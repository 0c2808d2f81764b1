import type {
  Task,
  TaskActivityEntry,
  TaskComment,
  TaskCommentReaction,
  UpdateTaskRequest,
} from '@worksphere/contracts';

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

/** A comment and a history entry, as taskComments.ts and taskActivity.ts give them. */
export type CommentReaction = TaskCommentReaction;
export type TaskCommentItem = TaskComment;
export type TaskActivityItem = TaskActivityEntry;
