import { inboxText, type InboxItemText } from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import type { DbExecutor } from '../../platform/db/database.js';
import type { InboxNotice } from '../inbox/inbox.service.js';
import * as repo from './event-reminders.repo.js';
import {
  ALL_DAY_SLACK_MS,
  dueReminders,
  REMINDER_GRACE_MS,
  type DueReminder,
} from './reminder-timing.js';
import { DAY_MS } from './time-zones.js';
import { createPeriodicPass } from '../../platform/jobs/periodic.js';
import {
  claimHolder,
  defaultClaimLease,
  type ClaimLease,
} from '../../platform/jobs/claim-lease.js';

/** Deliveries are kept this long after their occurrence started, then pruned. */
const DELIVERY_RETENTION_MS = 2 * DAY_MS;

/** The Inbox item's body: how far the start is from when the reminder arrives. */
export function reminderBody(occurrenceStart: Date, now: Date): InboxItemText {
  const minutes = Math.round((occurrenceStart.getTime() - now.getTime()) / 60_000);
  if (minutes > 0) return inboxText('eventStartsIn', { minutes });
  if (minutes === 0) return inboxText('eventStartsNow');
  return inboxText('eventStartedAgo', { minutes: -minutes });
}

/**
 * Event reminders, run by every server process on a timer (no Redis needed): each tick reads the
 * reminders due, claims each one per person in `calendar_reminder_deliveries` (with a lease) and
 * delivers only what it claimed, through the Inbox (item, live toast, Web Push by the person's
 * preference), marking it delivered in the transaction that writes the item. A process killed
 * in between leaves its claim to run out; the next tick of any process takes it back.
 */
export function createReminderScheduler(
  deps: AppDeps,
  clock: () => Date = () => new Date(),
  lease: ClaimLease = defaultClaimLease,
) {
  const { db, logger } = deps;

  async function deliver(reminder: DueReminder, now: Date): Promise<number> {
    const { inbox } = deps;
    if (!inbox) return 0;
    const recipients = await repo.reminderRecipients(db, reminder.organizationId, reminder.eventId);
    const claimedBy = claimHolder();
    const key = {
      organizationId: reminder.organizationId,
      eventId: reminder.eventId,
      occurrenceStart: reminder.occurrenceStart,
      minutesBefore: reminder.minutesBefore,
    };
    const claimed = await repo.claimDeliveries(
      db,
      { ...key, userIds: recipients },
      { claimedBy, leaseMs: lease.leaseMs },
    );
    if (claimed.length === 0) return 0;
    await lease.afterClaim();
    const settle = (tx: DbExecutor) =>
      repo.markDelivered(tx, { ...key, userIds: claimed }, claimedBy);
    const notice: Omit<InboxNotice, 'recipientIds'> = {
      organizationId: reminder.organizationId,
      kind: 'event_reminder',
      actorId: null,
      subject: {
        type: 'calendar_event',
        id: reminder.eventId,
        link: `/calendar?event=${encodeURIComponent(reminder.occurrenceId)}`,
      },
      title: reminder.title,
      body: reminderBody(reminder.occurrenceStart, now),
      dedupeKey: `event_reminder:${reminder.occurrenceId}:${reminder.occurrenceStart.toISOString()}:${reminder.minutesBefore}`,
    };
    const items = await inbox.notifyOnce(notice, settle);
    return items.length;
  }

  /** One pass at `now`; answers how many Inbox items it delivered. */
  async function tick(now: Date = clock()): Promise<number> {
    const events = await repo.listEventsWithRemindersNear(
      db,
      now,
      REMINDER_GRACE_MS + ALL_DAY_SLACK_MS,
    );
    let delivered = 0;
    for (const reminder of dueReminders(events, now)) {
      try {
        delivered += await deliver(reminder, now);
      } catch (error) {
        logger.warn({ err: error, eventId: reminder.eventId }, 'event reminder failed');
      }
    }
    await repo.pruneDeliveries(db, new Date(now.getTime() - DELIVERY_RETENTION_MS));
    return delivered;
  }

  const periodic = createPeriodicPass({
    tick: () => tick(),
    logger,
    failureMessage: 'event reminder tick failed',
  });

  return {
    tick,
    /** Tick every intervalMs from now on; 0 leaves it off. */
    start: periodic.start,
    stop: periodic.stop,
  };
}

export type ReminderScheduler = ReturnType<typeof createReminderScheduler>;
