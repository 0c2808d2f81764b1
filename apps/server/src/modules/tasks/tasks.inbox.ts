import { INBOX_ITEM_TEXTS, inboxText, type Task } from '@worksphere/contracts';
import type { SessionContext } from '../../platform/auth/session-context.js';
import type { InboxNotifier } from '../inbox/inbox.service.js';
import { addedAssignees } from './task-rules.js';

/** The items' titles; the Inbox shows who did it beside them. */
export const TASK_INBOX_TITLES = {
  assigned: INBOX_ITEM_TEXTS.taskAssigned,
  changed: INBOX_ITEM_TEXTS.taskChanged,
  completed: INBOX_ITEM_TEXTS.taskCompleted,
} as const;

/** Who hears of a task's change: the newly assigned, and the assignees it already had. */
export function taskNoticeRecipients(beforeIds: string[] | null, task: Task) {
  const assigned = beforeIds
    ? addedAssignees(beforeIds, task.assignedUserIds)
    : task.assignedUserIds;
  const changed = beforeIds ? task.assignedUserIds.filter((id) => beforeIds.includes(id)) : [];
  return { assigned, changed };
}

/**
 * Tell the Inbox about a saved task: "assigned to you" for the new assignees, "changed" for
 * those it had. Keyed by the task's version (updatedAt), so a repeat adds nothing.
 */
export function notifyTaskSaved(
  inbox: InboxNotifier | undefined,
  session: SessionContext,
  beforeIds: string[] | null,
  task: Task,
) {
  if (!inbox) return;
  const { assigned, changed } = taskNoticeRecipients(beforeIds, task);
  const notice = {
    organizationId: session.organizationId,
    actorId: session.userId,
    subject: {
      type: 'task',
      id: task.id,
      link: `/tasks?assignee=me&q=${encodeURIComponent(task.title)}`,
    },
    body: task.title,
  };
  if (assigned.length) {
    void inbox.notify({
      ...notice,
      kind: 'task_assigned',
      recipientIds: assigned,
      title: inboxText('taskAssigned'),
      dedupeKey: `task_assigned:${task.id}:${task.updatedAt}`,
    });
  }
  if (changed.length) {
    void inbox.notify({
      ...notice,
      kind: 'task_changed',
      recipientIds: changed,
      title: inboxText(task.isCompleted ? 'taskCompleted' : 'taskChanged'),
      dedupeKey: `task_changed:${task.id}:${task.updatedAt}`,
    });
  }
}
