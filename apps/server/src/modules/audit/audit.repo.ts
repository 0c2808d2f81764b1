import type { AuditAction, AuditKind } from '@worksphere/contracts';
import { and, desc, eq, gte, ilike, like, lt, lte, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.js';
import { escapeLike } from '../../platform/db/conditions.js';
import { organizations } from '../organizations/organizations.table.js';
import { users } from '../users/users.table.js';
import { auditEvents, auditSettings } from './audit.table.js';

export type AuditFilter = {
  kind?: AuditKind;
  action?: AuditAction;
  actorId?: string;
  from?: Date;
  to?: Date;
  q?: string;
};

/** One organisation's events matching the filter, newest first, older than the cursor id. */
export function listEvents(
  db: DbExecutor,
  organizationId: string,
  filter: AuditFilter,
  page: { beforeId?: number; limit: number },
) {
  const text = filter.q ? `%${escapeLike(filter.q)}%` : undefined;
  return db
    .select({
      event: auditEvents,
      actor: {
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      },
    })
    .from(auditEvents)
    .leftJoin(
      users,
      and(eq(users.id, auditEvents.actorUserId), eq(users.organizationId, organizationId)),
    )
    .where(
      and(
        eq(auditEvents.organizationId, organizationId),
        filter.kind ? like(auditEvents.action, `${filter.kind}.%`) : undefined,
        filter.action ? eq(auditEvents.action, filter.action) : undefined,
        filter.actorId ? eq(auditEvents.actorUserId, filter.actorId) : undefined,
        filter.from ? gte(auditEvents.createdAt, filter.from) : undefined,
        filter.to ? lte(auditEvents.createdAt, filter.to) : undefined,
        page.beforeId !== undefined ? lt(auditEvents.id, page.beforeId) : undefined,
        text
          ? or(
              ilike(auditEvents.action, text),
              ilike(auditEvents.targetLabel, text),
              ilike(auditEvents.ip, text),
              ilike(auditEvents.userAgent, text),
              ilike(users.username, text),
              ilike(users.email, text),
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, text),
              ilike(sql`${auditEvents.details}::text`, text),
            )
          : undefined,
      ),
    )
    .orderBy(desc(auditEvents.id))
    .limit(page.limit);
}

export async function findRetentionDays(
  db: DbExecutor,
  organizationId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ retentionDays: auditSettings.retentionDays })
    .from(auditSettings)
    .where(eq(auditSettings.organizationId, organizationId));
  return row?.retentionDays;
}

export async function saveRetentionDays(
  db: DbExecutor,
  organizationId: string,
  retentionDays: number,
) {
  await db
    .insert(auditSettings)
    .values({ organizationId, retentionDays })
    .onConflictDoUpdate({
      target: auditSettings.organizationId,
      set: { retentionDays, updatedAt: new Date() },
    });
}

/** The retention purge (the only delete the database allows, see migration 0058). */
export async function purgeExpired(db: DbExecutor): Promise<number> {
  const { rows } = await db.execute<{ removed: number }>(
    sql`select audit_events_purge() as removed`,
  );
  return Number(rows[0]?.removed ?? 0);
}

/** The organisation's name as members read it, the target of its own settings' events. */
export async function findOrganizationName(
  db: DbExecutor,
  organizationId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name ?? null;
}
