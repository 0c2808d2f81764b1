import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.js';
import { users } from '../users/users.table.js';
import { invitations, organizations } from './organizations.table.js';

export async function insertOrganization(
  db: DbExecutor,
  values: typeof organizations.$inferInsert,
) {
  const [row] = await db.insert(organizations).values(values).returning();
  return row!;
}

export async function findOrganization(db: DbExecutor, organizationId: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  return row;
}

export async function slugExists(db: DbExecutor, slug: string) {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, slug));
  return Boolean(row);
}

export async function insertInvitation(db: DbExecutor, values: typeof invitations.$inferInsert) {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

const isPending = () =>
  and(
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, new Date()),
  );

/** Pending invitations of one organisation, newest first, with who sent them. */
export async function listPendingInvitations(db: DbExecutor, organizationId: string) {
  return db
    .select({ invitation: invitations, invitedByUsername: users.username })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.invitedById))
    .where(and(eq(invitations.organizationId, organizationId), isPending()))
    .orderBy(desc(invitations.createdAt));
}

export async function findPendingInvitationByTokenHash(
  db: DbExecutor,
  organizationId: string,
  tokenHash: string,
) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        eq(invitations.tokenHash, tokenHash),
        isPending(),
      ),
    );
  return row;
}

/** Is an ADMIN invitation to this address pending in the organisation? */
export async function hasPendingAdminInvitationFor(
  db: DbExecutor,
  organizationId: string,
  email: string,
) {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        sql`lower(${invitations.email}) = ${email.toLowerCase()}`,
        eq(invitations.role, 'ADMIN'),
        isPending(),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** One invitation of the organisation by id, whatever its state. */
export async function findInvitation(db: DbExecutor, organizationId: string, invitationId: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.organizationId, organizationId), eq(invitations.id, invitationId)));
  return row;
}

/** A pending invitation with the name of who sent it, for the register page's greeting. */
export async function findPendingInvitationWithInviter(
  db: DbExecutor,
  organizationId: string,
  tokenHash: string,
) {
  const [row] = await db
    .select({
      organizationName: organizations.name,
      inviter: { username: users.username, firstName: users.firstName, lastName: users.lastName },
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .innerJoin(users, eq(users.id, invitations.invitedById))
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        eq(invitations.tokenHash, tokenHash),
        isPending(),
      ),
    );
  return row;
}

/** Mark accepted only if still pending; false when a concurrent request took it first. */
export async function acceptInvitation(db: DbExecutor, invitationId: string) {
  const rows = await db
    .update(invitations)
    .set({ acceptedAt: new Date() })
    .where(and(eq(invitations.id, invitationId), isPending()))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

/** Revoke one pending invitation of the organisation; false when there is none. */
export async function revokeInvitation(
  db: DbExecutor,
  organizationId: string,
  invitationId: string,
) {
  const rows = await db
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        eq(invitations.id, invitationId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .returning({ id: invitations.id });
  return rows.length === 1;
}

/** A new invitation to the same address replaces the pending ones. */
export async function revokePendingInvitationsFor(
  db: DbExecutor,
  organizationId: string,
  email: string,
) {
  await db
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        sql`lower(${invitations.email}) = ${email.toLowerCase()}`,
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    );
}
