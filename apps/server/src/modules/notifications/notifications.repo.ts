import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.js';
import { users } from '../users/users.table.js';
import { pushSubscriptions, vapidKeys } from './notifications.table.js';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Store a subscription for the user, or update its keys when the user already has it. An endpoint
 * that belongs to another user (or organisation) is left as it is: answers false then.
 */
export async function upsertSubscription(
  db: DbExecutor,
  values: {
    organizationId: string;
    userId: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    languages: string[];
  },
): Promise<boolean> {
  const rows = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        p256dh: values.p256dh,
        auth: values.auth,
        languages: values.languages,
        updatedAt: new Date(),
      },
      setWhere: and(
        eq(pushSubscriptions.userId, values.userId),
        eq(pushSubscriptions.organizationId, values.organizationId),
      ),
    })
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/**
 * The users' subscriptions, each with its user's language (users.locale; null: none chosen) and
 * its browser's languages (for dates).
 */
export function subscriptionsOf(db: DbExecutor, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      locale: users.locale,
      languages: pushSubscriptions.languages,
    })
    .from(pushSubscriptions)
    .innerJoin(
      users,
      and(
        eq(users.id, pushSubscriptions.userId),
        eq(users.organizationId, pushSubscriptions.organizationId),
      ),
    )
    .where(inArray(pushSubscriptions.userId, userIds));
}

/** Only the caller's own row: an endpoint of another account is not theirs to drop. */
export async function deleteOwnSubscription(
  db: DbExecutor,
  owner: { organizationId: string; userId: string },
  endpoint: string,
) {
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.endpoint, endpoint),
        eq(pushSubscriptions.userId, owner.userId),
        eq(pushSubscriptions.organizationId, owner.organizationId),
      ),
    );
}

export async function deleteSubscription(db: DbExecutor, id: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** The installation's VAPID keys, creating them with `generate` the first time. */
export async function ensureVapidKeys(
  db: DbExecutor,
  generate: () => { publicKey: string; privateKey: string },
) {
  const [existing] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
  if (existing) return existing;
  // Two processes starting together: the first insert wins and both read it back.
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...generate() })
    .onConflictDoNothing();
  const [row] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
  return row!;
}
