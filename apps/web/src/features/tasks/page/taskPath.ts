/** The address of a task's own page; `commentId` lands on one comment of it. */
export function taskPath(taskId: string, commentId?: string): string {
  const path = `/tasks/${encodeURIComponent(taskId)}`;
  return commentId ? `${path}#${commentAnchorId(commentId)}` : path;
}

/** The element id of a comment on the task page, the target of a link to it. */
export function commentAnchorId(commentId: string): string {
  return `comment-${commentId}`;
}
