import { INBOX_ITEM_TEXTS, inboxText } from '@worksphere/contracts';
import type { AppDeps } from '../../../platform/app-deps.js';
import * as repo from './task-reminders.repo.js';
import { createPeriodicPass } from '../../../platform/jobs/periodic.js';
import type { DbExecutor } from '../../../platform/db/database.js';
import {
  claimHolder,
  defaultClaimLease,
  type ClaimLease,
} from '../../../platform/jobs/claim-lease.js';
import type { InboxNotifier } from '../../inbox/inbox.service.js';

type ClaimedReminder = Awaited<ReturnType<typeof repo.claimDue>>[number];

/** The Inbox item's body of a task reminder. */
export const TASK_REMINDER_BODY = INBOX_ITEM_TEXTS.taskReminder;

/**
 * Reminders set through the assistant ("remind me to ... at ..."), run by every server process
 * on the same timer as event reminders: each tick claims the reminders due (with a lease) and
 * delivers them through the Inbox (item, live toast, Web Push by the person's preference),
 * marking each delivered in the transaction that writes its item. A process killed in between
 * leaves its claim to run out; the next tick of any process takes it back. A task completed in
 * the meantime is not reminded of.
 */
export function createTaskReminderScheduler(
  deps: AppDeps,
  clock: () => Date = () => new Date(),
  lease: ClaimLease = defaultClaimLease,
) {
  const { db, logger } = deps;

  async function deliver(
    inbox: InboxNotifier,
    reminder: ClaimedReminder,
    claimedBy: string,
    now: Date,
  ): Promise<number> {
    await lease.afterClaim();
    const settle = async (tx: DbExecutor) =>
      (await repo.markDelivered(tx, reminder.id, claimedBy, now)) ? [reminder.userId] : [];
    if (reminder.isCompleted) {
      await settle(db);
      return 0;
    }
    const items = await inbox.notifyOnce(
      {
        organizationId: reminder.organizationId,
        kind: 'task_reminder',
        actorId: null,
        subject: {
          type: 'task',
          id: reminder.taskId,
          link: `/tasks?assignee=me&q=${encodeURIComponent(reminder.title)}`,
        },
        title: reminder.title,
        body: inboxText('taskReminder'),
        dedupeKey: `task_reminder:${reminder.id}`,
      },
      settle,
    );
    return items.length;
  }

  /** One pass at `now`: claims and delivers until nothing due is left unclaimed. */
  async function tick(now: Date = clock()): Promise<number> {
    const { inbox } = deps;
    if (!inbox) return 0;
    let delivered = 0;
    for (;;) {
      const claimedBy = claimHolder();
      const due = await repo.claimDue(db, now, { claimedBy, leaseMs: lease.leaseMs });
      if (due.length === 0) return delivered;
      for (const reminder of due) {
        try {
          delivered += await deliver(inbox, reminder, claimedBy, now);
        } catch (error) {
          // Its claim runs out and a later tick tries again.
          logger.warn({ err: error, reminderId: reminder.id }, 'task reminder failed');
        }
      }
    }
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
