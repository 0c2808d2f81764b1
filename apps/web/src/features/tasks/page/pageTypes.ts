import type {
  Task,
  TaskActivityEntry,
  TaskComment,
  TaskCommentReaction,
  TaskEstimateUnit,
  TaskLabel,
  TaskPriority,
  TaskState,
  UpdateTaskRequest,
} from '@worksphere/contracts';

/** The contract's shapes under the names the page reads best with. */
export type PageTask = Task;
export type PageTaskUpdate = UpdateTaskRequest;
export type TaskStateRef = TaskState;
export type TaskLabelRef = TaskLabel;
export type TaskPriorityName = TaskPriority;
export type EstimateUnit = TaskEstimateUnit;
export type CommentReaction = TaskCommentReaction;
export type TaskCommentItem = TaskComment;
export type TaskActivityItem = TaskActivityEntry;
