import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../platform/db/database.js';
import { organizations } from '../organizations/organizations.table.js';
import { passwordResets, users } from './users.table.js';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
/** The columns a member is shown with (never the password hash). */
const memberColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  active: users.active,
  role: users.role,
  permissions: users.permissions,
  organizationId: users.organizationId,
  timeZone: users.timeZone,
  timeFormat: users.timeFormat,
  chatArrival: users.chatArrival,
  phoneNumber: users.phoneNumber,
  locale: users.locale,
};
const organizationColumns = {
  name: organizations.name,
  slug: organizations.slug,
  phoneNumber: organizations.phoneNumber,
};

export type MemberRow = Pick<UserRow, keyof typeof memberColumns>;
export type UserWithOrganization = {
  user: MemberRow;
  organization: Pick<typeof organizations.$inferSelect, keyof typeof organizationColumns>;
};

/** A user and their organisation, by id (inside a transaction too). */
export async function findUserWithOrganization(
  db: DbExecutor,
  userId: string,
): Promise<UserWithOrganization | undefined> {
  const [row] = await db
    .select({ user: memberColumns, organization: organizationColumns })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId));
  return row;
}

/** The same read as a named prepared statement, for GET /user/me (every page load asks it). */
export function prepareFindCurrentUser(db: Database) {
  return db
    .select({ user: memberColumns, organization: organizationColumns })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('find_current_user');
}

/** Login accepts a username or an e-mail, both case-insensitive. */
export async function findUserByIdentifier(db: DbExecutor, identifier: string) {
  const needle = identifier.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${needle} or lower(${users.email}) = ${needle}`);
  return row;
}

export async function findUserByEmail(db: DbExecutor, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findOrganizationUser(db: DbExecutor, organizationId: string, userId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
  return row;
}

/** Is this username or e-mail used by someone else (case-insensitive)? */
export async function findIdentityClash(
  db: DbExecutor,
  username: string,
  email: string,
  exceptUserId?: string,
) {
  const [row] = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        sql`(lower(${users.username}) = ${username.toLowerCase()} or lower(${users.email}) = ${email.toLowerCase()})`,
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function insertUser(db: DbExecutor, values: NewUserRow) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function listOrganizationUsers(db: DbExecutor, organizationId: string) {
  return db
    .select()
    .from(users)
    .where(eq(users.organizationId, organizationId))
    .orderBy(asc(sql`lower(${users.username})`));
}

export async function updateUser(
  db: DbExecutor,
  organizationId: string,
  userId: string,
  values: Partial<NewUserRow>,
) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)))
    .returning();
  return row;
}

export async function countActiveAdmins(db: DbExecutor, organizationId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.role, 'ADMIN'),
        eq(users.active, true),
      ),
    );
  return row?.count ?? 0;
}

/** Which of these ids are active users of the organisation. */
export async function listActiveMemberIds(
  db: DbExecutor,
  organizationId: string,
  userIds: string[],
): Promise<string[]> {
  if (!userIds.length) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.active, true),
        inArray(users.id, userIds),
      ),
    );
  return rows.map((row) => row.id);
}

/** Store a new reset link (its token's hash) for the user. */
export async function insertPasswordReset(
  db: DbExecutor,
  values: { userId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(passwordResets).values(values);
}

/** Mark a pending, unexpired reset link used; undefined when there is none. */
export async function spendPasswordReset(db: DbExecutor, tokenHash: string) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}

/** The password changed: every reset link still pending for the user stops working. */
export async function voidPendingPasswordResets(db: DbExecutor, userId: string) {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Set a user's password hash (reset link: no organisation in hand). */
export async function setPasswordHash(db: DbExecutor, userId: string, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
