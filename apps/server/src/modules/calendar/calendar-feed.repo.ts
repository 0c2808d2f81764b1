import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.js';
import { users } from '../users/users.table.js';
import { calendarFeeds } from './calendar.table.js';

/**
 * The feed a token hash names, only while its owner is an active member of the feed's
 * organisation: deactivating a member stops their feed at once, with no row to clean up.
 */
export async function findLiveFeedByTokenHash(db: DbExecutor, tokenHash: string) {
  const [row] = await db
    .select({ feed: calendarFeeds })
    .from(calendarFeeds)
    .innerJoin(
      users,
      and(
        eq(users.id, calendarFeeds.userId),
        eq(users.organizationId, calendarFeeds.organizationId),
        eq(users.active, true),
      ),
    )
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row?.feed;
}
