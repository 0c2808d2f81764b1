import { and, asc, eq, or, sql } from 'drizzle-orm';
import { LOCAL_ACCOUNT_NAME } from '@worksphere/contracts';
import type { DbExecutor } from '../../platform/db/database.js';
import { connectedAccounts } from './accounts.table.js';

export type AccountRow = typeof connectedAccounts.$inferSelect;
export type NewAccountRow = typeof connectedAccounts.$inferInsert;

/** Who asks: an account is usable when built in, shared, or the caller's own. */
export type AccountViewer = { organizationId: string; userId: string };

function usableBy(viewer: AccountViewer) {
  return and(
    eq(connectedAccounts.organizationId, viewer.organizationId),
    or(
      eq(connectedAccounts.accountType, 'local'),
      eq(connectedAccounts.shared, true),
      eq(connectedAccounts.ownerId, viewer.userId),
    ),
  );
}

/** The organisation's built-in "Workspace calendar"; registration calls it in its transaction. */
export async function insertLocalAccount(db: DbExecutor, organizationId: string) {
  const [row] = await db
    .insert(connectedAccounts)
    .values({
      organizationId,
      accountType: 'local',
      emailAddress: LOCAL_ACCOUNT_NAME,
      displayName: LOCAL_ACCOUNT_NAME,
      shared: true,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findLocalAccount(db: DbExecutor, organizationId: string) {
  const [row] = await db
    .select()
    .from(connectedAccounts)
    .where(
      and(
        eq(connectedAccounts.organizationId, organizationId),
        eq(connectedAccounts.accountType, 'local'),
      ),
    );
  return row;
}

/** Built-in first, then by when they were connected. */
const listOrder = [
  sql`(${connectedAccounts.accountType} = 'local') desc`,
  asc(connectedAccounts.createdAt),
  asc(connectedAccounts.id),
];

export async function listUsableAccounts(db: DbExecutor, viewer: AccountViewer) {
  return db
    .select()
    .from(connectedAccounts)
    .where(usableBy(viewer))
    .orderBy(...listOrder);
}

/** The organisation's shared accounts (the built-in one is always shared). */
export async function listSharedAccounts(db: DbExecutor, organizationId: string) {
  return db
    .select()
    .from(connectedAccounts)
    .where(
      and(eq(connectedAccounts.organizationId, organizationId), eq(connectedAccounts.shared, true)),
    )
    .orderBy(...listOrder);
}

export async function findUsableAccount(db: DbExecutor, viewer: AccountViewer, accountId: string) {
  const [row] = await db
    .select()
    .from(connectedAccounts)
    .where(and(usableBy(viewer), eq(connectedAccounts.id, accountId)));
  return row;
}

/** One account by id within its organisation, whoever asks (background jobs). */
export async function findAccount(db: DbExecutor, organizationId: string, accountId: string) {
  const [row] = await db
    .select()
    .from(connectedAccounts)
    .where(
      and(
        eq(connectedAccounts.organizationId, organizationId),
        eq(connectedAccounts.id, accountId),
      ),
    );
  return row;
}

export async function insertAccount(db: DbExecutor, values: NewAccountRow) {
  const [row] = await db.insert(connectedAccounts).values(values).returning();
  return row!;
}

export async function updateAccount(
  db: DbExecutor,
  organizationId: string,
  accountId: string,
  values: Partial<
    Pick<
      NewAccountRow,
      'shared' | 'status' | 'statusMessage' | 'credentials' | 'settings' | 'displayName'
    >
  >,
) {
  const [row] = await db
    .update(connectedAccounts)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(connectedAccounts.organizationId, organizationId),
        eq(connectedAccounts.id, accountId),
      ),
    )
    .returning();
  return row;
}

export async function deleteAccount(db: DbExecutor, organizationId: string, accountId: string) {
  const rows = await db
    .delete(connectedAccounts)
    .where(
      and(
        eq(connectedAccounts.organizationId, organizationId),
        eq(connectedAccounts.id, accountId),
        sql`${connectedAccounts.accountType} <> 'local'`,
      ),
    )
    .returning({ id: connectedAccounts.id });
  return rows.length > 0;
}
