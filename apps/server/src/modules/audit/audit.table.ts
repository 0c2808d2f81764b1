import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.js';

/**
 * The audit log: append-only from the application (a trigger refuses UPDATE and DELETE except
 * the retention purge, migration 0052). The actor has no foreign key: an event outlives the
 * account that did it. organization_id is null only for a failed sign-in naming no account
 * that no organisation claims.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: uuid('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    actorUserId: uuid('actor_user_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The admin page: one organisation's events, newest first (the id is the keyset cursor).
    index('audit_events_org_idx').on(table.organizationId, table.id.desc()),
    index('audit_events_org_action_idx').on(table.organizationId, table.action, table.id.desc()),
    index('audit_events_created_idx').on(table.createdAt),
  ],
);

/** Per organisation: how long events are kept (default 365 days when no row). */
export const auditSettings = pgTable('audit_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  retentionDays: integer('retention_days').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
