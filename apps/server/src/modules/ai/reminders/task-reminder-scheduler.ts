import type { AppDeps } from '../../../platform/app-deps.js';
import * as repo from './task-reminders.repo.js';
import { createPeriodicPass } from '../../../platform/jobs/periodic.js';

/** The Inbox item's body of a task reminder. */
export const TASK_REMINDER_BODY = 'You asked to be reminded of this.';

/**
 * Reminders set through the assistant ("remind me to ... at ..."), run by every server process
 * on the same timer as event reminders: each tick claims the reminders due and delivers them
 * through the Inbox (item, live toast, Web Push by the person's preference). A task completed
 * in the meantime is not reminded of.
 */
export function createTaskReminderScheduler(deps: AppDeps, clock: () => Date = () => new Date()) {
  const { db, logger } = deps;

  async function tick(now: Date = clock()): Promise<number> {
    const due = await repo.claimDue(db, now);
    let delivered = 0;
    for (const reminder of due) {
      if (reminder.isCompleted || !deps.inbox) continue;
      const items = await deps.inbox.notify({
        organizationId: reminder.organizationId,
        recipientIds: [reminder.userId],
        kind: 'task_reminder',
        actorId: null,
        subject: {
          type: 'task',
          id: reminder.taskId,
          link: `/tasks?assignee=me&q=${encodeURIComponent(reminder.title)}`,
        },
        title: reminder.title,
        body: TASK_REMINDER_BODY,
        dedupeKey: `task_reminder:${reminder.id}`,
      });
      delivered += items.length;
    }
    return delivered;
  }

  const periodic = createPeriodicPass({
    tick: () => tick(),
    logger,
    failureMessage: 'task reminder tick failed',
  });

  return {
    tick,
    /** Tick every intervalMs from now on; 0 leaves it off. */
    start: periodic.start,
    stop: periodic.stop,
  };
}

export type TaskReminderScheduler = ReturnType<typeof createTaskReminderScheduler>;
