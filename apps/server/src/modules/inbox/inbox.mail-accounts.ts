import type { InboxMailAccount } from '@worksphere/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.js';
import { connectedAccounts } from '../accounts/accounts.table.js';
import { inboxMailAccounts } from './inbox.table.js';

type Owner = { organizationId: string; userId: string };

/** The account types that carry mail (calendars and the built-in account do not). */
const MAIL_ACCOUNT_TYPES = ['imap', 'gmail', 'outlook'] as const;

const ownMailAccount = (owner: Owner) =>
  and(
    eq(connectedAccounts.organizationId, owner.organizationId),
    eq(connectedAccounts.ownerId, owner.userId),
    inArray(connectedAccounts.accountType, [...MAIL_ACCOUNT_TYPES]),
  );

const accountColumns = {
  accountId: connectedAccounts.id,
  accountType: connectedAccounts.accountType,
  emailAddress: connectedAccounts.emailAddress,
  displayName: connectedAccounts.displayName,
  inbox: sql<boolean>`${inboxMailAccounts.accountId} is not null`,
};

/** The user's own mail accounts, oldest first, each with whether its new mail is wanted. */
export function listMailAccounts(
  db: DbExecutor,
  owner: Owner,
  accountId?: string,
): Promise<InboxMailAccount[]> {
  return db
    .select(accountColumns)
    .from(connectedAccounts)
    .leftJoin(
      inboxMailAccounts,
      and(
        eq(inboxMailAccounts.accountId, connectedAccounts.id),
        eq(inboxMailAccounts.userId, owner.userId),
      ),
    )
    .where(and(ownMailAccount(owner), accountId ? eq(connectedAccounts.id, accountId) : undefined))
    .orderBy(connectedAccounts.createdAt, connectedAccounts.id);
}

/** Want (or stop wanting) an own account's new mail; false when it is not the user's mail account. */
export async function chooseMailAccount(
  db: DbExecutor,
  owner: Owner,
  accountId: string,
  inbox: boolean,
): Promise<boolean> {
  const [account] = await db
    .select({ id: connectedAccounts.id })
    .from(connectedAccounts)
    .where(and(ownMailAccount(owner), eq(connectedAccounts.id, accountId)));
  if (!account) return false;
  if (inbox) {
    await db
      .insert(inboxMailAccounts)
      .values({ accountId, userId: owner.userId, organizationId: owner.organizationId })
      .onConflictDoNothing();
  } else {
    await db
      .delete(inboxMailAccounts)
      .where(
        and(eq(inboxMailAccounts.accountId, accountId), eq(inboxMailAccounts.userId, owner.userId)),
      );
  }
  return true;
}

/** Who wants this account's new mail in their Inbox: its owner, when they chose it. */
export async function mailAccountFollowers(
  db: DbExecutor,
  organizationId: string,
  accountId: string,
): Promise<string[]> {
  const rows = await db
    .select({ userId: inboxMailAccounts.userId })
    .from(inboxMailAccounts)
    .innerJoin(
      connectedAccounts,
      and(
        eq(connectedAccounts.id, inboxMailAccounts.accountId),
        eq(connectedAccounts.ownerId, inboxMailAccounts.userId),
      ),
    )
    .where(
      and(
        eq(inboxMailAccounts.organizationId, organizationId),
        eq(inboxMailAccounts.accountId, accountId),
      ),
    );
  return rows.map((row) => row.userId);
}
