import { and, eq, inArray } from 'drizzle-orm';
import type { AccountType } from '@worksphere/contracts';
import type { DbExecutor } from '../../platform/db/database.js';
import { connectedAccounts } from '../accounts/accounts.table.js';

/** Every connected mail account of every organisation (the periodic inbox poll). */
export async function listMailAccountsToPoll(db: DbExecutor, accountTypes: string[]) {
  if (accountTypes.length === 0) return [];
  const rows = await db
    .select({ organizationId: connectedAccounts.organizationId, accountId: connectedAccounts.id })
    .from(connectedAccounts)
    .where(
      and(
        inArray(connectedAccounts.accountType, accountTypes as AccountType[]),
        eq(connectedAccounts.status, 'connected'),
      ),
    );
  return rows;
}
