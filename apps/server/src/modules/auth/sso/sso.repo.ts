import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.js';
import { users } from '../../users/users.table.js';
import { ssoConfigs, ssoDomains, ssoStates, ssoTickets } from './sso.table.js';

export type SsoConfigRow = typeof ssoConfigs.$inferSelect;

/** The organisation's provider, with the break-glass admin's name. */
export async function findConfig(db: DbExecutor, organizationId: string) {
  const [row] = await db
    .select({
      config: ssoConfigs,
      breakGlassUsername: users.username,
      breakGlassRole: users.role,
      breakGlassActive: users.active,
    })
    .from(ssoConfigs)
    .leftJoin(users, eq(users.id, ssoConfigs.breakGlassUserId))
    .where(eq(ssoConfigs.organizationId, organizationId));
  return row;
}

export async function listDomains(db: DbExecutor, organizationId: string) {
  const rows = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(eq(ssoDomains.organizationId, organizationId))
    .orderBy(ssoDomains.domain);
  return rows.map((row) => row.domain);
}

/** Which of these domains another organisation already signs in with. */
export async function findDomainsOfOthers(
  db: DbExecutor,
  organizationId: string,
  domains: string[],
) {
  if (domains.length === 0) return [];
  const rows = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(and(inArray(ssoDomains.domain, domains), ne(ssoDomains.organizationId, organizationId)));
  return rows.map((row) => row.domain);
}

/** The organisation that signs in with single sign-on for this domain. */
export async function findOrganizationForDomain(db: DbExecutor, domain: string) {
  const [row] = await db
    .select({ organizationId: ssoDomains.organizationId })
    .from(ssoDomains)
    .innerJoin(ssoConfigs, eq(ssoConfigs.organizationId, ssoDomains.organizationId))
    .where(eq(ssoDomains.domain, domain));
  return row?.organizationId;
}

export async function upsertConfig(
  db: DbExecutor,
  values: typeof ssoConfigs.$inferInsert & { organizationId: string },
) {
  const { organizationId: _key, ...changes } = values;
  await db
    .insert(ssoConfigs)
    .values(values)
    .onConflictDoUpdate({
      target: ssoConfigs.organizationId,
      set: { ...changes, updatedAt: sql`now()` },
    });
}

export async function replaceDomains(db: DbExecutor, organizationId: string, domains: string[]) {
  await db.delete(ssoDomains).where(eq(ssoDomains.organizationId, organizationId));
  if (domains.length > 0) {
    await db.insert(ssoDomains).values(domains.map((domain) => ({ domain, organizationId })));
  }
}

export async function deleteConfig(db: DbExecutor, organizationId: string) {
  await db.delete(ssoDomains).where(eq(ssoDomains.organizationId, organizationId));
  const deleted = await db
    .delete(ssoConfigs)
    .where(eq(ssoConfigs.organizationId, organizationId))
    .returning({ organizationId: ssoConfigs.organizationId });
  return deleted.length > 0;
}

/** A sign-in under way; expired ones are swept on the way. */
export async function insertState(db: DbExecutor, state: typeof ssoStates.$inferInsert) {
  await db.delete(ssoStates).where(lt(ssoStates.expiresAt, new Date()));
  await db.insert(ssoStates).values(state);
}

/** Take a state once: deleted as it is read, so a second use of the same answer finds nothing. */
export async function consumeState(db: DbExecutor, stateHash: string) {
  const [row] = await db.delete(ssoStates).where(eq(ssoStates.stateHash, stateHash)).returning();
  return row && row.expiresAt.getTime() > Date.now() ? row : undefined;
}

export async function insertTicket(db: DbExecutor, ticket: typeof ssoTickets.$inferInsert) {
  await db.delete(ssoTickets).where(lt(ssoTickets.expiresAt, new Date()));
  await db.insert(ssoTickets).values(ticket);
}

/** Take a ticket once (deleted as it is read); an expired one is no ticket. */
export async function consumeTicket(db: DbExecutor, ticketHash: string) {
  const [row] = await db
    .delete(ssoTickets)
    .where(eq(ssoTickets.ticketHash, ticketHash))
    .returning();
  return row && row.expiresAt.getTime() > Date.now() ? row : undefined;
}

/** Is this username taken (case-insensitive)? */
export async function usernameExists(db: DbExecutor, username: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return Boolean(row);
}

export async function findUser(db: DbExecutor, userId: string) {
  const [row] = await db
    .select({ id: users.id, organizationId: users.organizationId, active: users.active })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The organisation that requires single sign-on for this e-mail domain, with its break-glass admin. */
export async function findRequiringOrganizationForDomain(db: DbExecutor, domain: string) {
  const [row] = await db
    .select({
      organizationId: ssoConfigs.organizationId,
      breakGlassUserId: ssoConfigs.breakGlassUserId,
    })
    .from(ssoDomains)
    .innerJoin(ssoConfigs, eq(ssoConfigs.organizationId, ssoDomains.organizationId))
    .where(and(eq(ssoDomains.domain, domain), eq(ssoConfigs.requireSso, true)));
  return row;
}

/** The organisation's active admins (who may keep password sign-in), by username. */
export async function listActiveAdmins(db: DbExecutor, organizationId: string) {
  return db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.role, 'ADMIN'),
        eq(users.active, true),
      ),
    )
    .orderBy(users.username);
}
