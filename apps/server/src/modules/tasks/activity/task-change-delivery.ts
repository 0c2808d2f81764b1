import { inboxText, type InboxTextValues } from '@worksphere/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../platform/db/database.js';
import type { InboxNotifier } from '../../inbox/inbox.service.js';
import { listWatcherIds } from '../watchers/task-watchers.repo.js';

type Delivery = { db: Database; inbox: InboxNotifier; logger: FastifyBaseLogger };

let delivery: Delivery | undefined;
/**
 * After a change is recorded, look for committed notices soon and again a little later: the
 * writer's transaction commits after recordTaskChanges returns, at a time this module cannot
 * see. A notice claimed once is never delivered again. The first look waits a little so the
 * assignees' own "your task changed" (tasks.inbox.ts, same Inbox key) normally lands first.
 */
const ATTEMPTS_MS = [250, 1_000, 3_000, 10_000];
const BATCH = 50;

/**
 * Set by the app once the Inbox exists; until then notices wait in the table. Answers the
 * undo for the app's close, which leaves a later app's delivery in place.
 */
export function configureTaskChangeDelivery(next: Delivery): () => void {
  delivery = next;
  return () => {
    if (delivery === next) delivery = undefined;
  };
}

/** Attempts already waiting, by delay: a bulk change of many tasks adds no more timers. */
const waiting = new Set<number>();

/** Schedule delivery attempts of committed notices. */
export function kickTaskChangeDelivery() {
  if (!delivery) return;
  for (const delay of ATTEMPTS_MS) {
    if (waiting.has(delay)) continue;
    waiting.add(delay);
    setTimeout(() => {
      waiting.delete(delay);
      void deliverTaskChangeNotices();
    }, delay).unref();
  }
}

type PendingNotice = {
  event_id: string;
  organization_id: string;
  task_id: string;
  actor_id: string | null;
  changes: InboxTextValues;
  created_at: Date | string;
};

/**
 * Tell each task's watchers (not the actor) of committed, undelivered notices. A notice is
 * marked delivered in the transaction that writes its Inbox items, so a process killed halfway
 * leaves it undelivered for the next pass (at the next change or start of any process), and
 * two processes on the same notice deliver it once: the second waits on the row, then finds
 * it delivered.
 */
export async function deliverTaskChangeNotices(): Promise<number> {
  const current = delivery;
  if (!current) return 0;
  try {
    const pending = await current.db.execute<PendingNotice>(sql`
      select event_id, organization_id, task_id, actor_id, changes, created_at
      from task_change_notices
      where delivered_at is null
      order by created_at
      limit ${BATCH}`);
    let delivered = 0;
    for (const notice of pending.rows) {
      const version = new Date(notice.created_at).toISOString();
      await current.inbox.notifyOnce(
        {
          organizationId: notice.organization_id,
          kind: 'task_changed',
          actorId: notice.actor_id,
          subject: { type: 'task', id: notice.task_id, link: `/tasks/${notice.task_id}` },
          title: inboxText('taskWatchedChanged'),
          body: inboxText('taskWatchedChangedBody', notice.changes),
          // The key of the assignees' "your task changed" for the same save (tasks.inbox.ts).
          dedupeKey: `task_changed:${notice.task_id}:${version}`,
        },
        async (tx) => {
          const claimed = await tx.execute(sql`
            update task_change_notices set delivered_at = now()
            where event_id = ${notice.event_id} and delivered_at is null`);
          if ((claimed.rowCount ?? 0) === 0) return [];
          delivered += 1;
          return listWatcherIds(tx, notice.organization_id, notice.task_id);
        },
      );
    }
    return delivered;
  } catch (error) {
    current.logger.warn({ err: error }, 'task change notices not delivered');
    return 0;
  }
}
