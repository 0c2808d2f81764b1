import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_TYPES, OAUTH_ACCOUNT_TYPES } from '@worksphere/contracts';
import { organizations } from '../organizations/organizations.table.js';
import { users } from '../users/users.table.js';

/**
 * Connected accounts (calendar and e-mail). Every organisation has one `local` row, the built-in
 * "Workspace calendar" (no owner, shared). Others belong to their owner and are shared with the
 * organisation when `shared` is true.
 */
export const connectedAccounts = pgTable(
  'connected_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** null only for the built-in account. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    accountType: text('account_type', { enum: ACCOUNT_TYPES }).notNull(),
    emailAddress: text('email_address').notNull(),
    displayName: text('display_name').notNull().default(''),
    shared: boolean('shared').notNull().default(false),
    status: text('status', { enum: ['connected', 'reconnect_needed'] })
      .notNull()
      .default('connected'),
    statusMessage: text('status_message'),
    /**
     * Secrets, encrypted (platform/security/secret-box.ts): OAuth tokens or a password, as JSON
     * before encryption. Never answered, never logged.
     */
    credentials: text('credentials'),
    /** Settings that are not secret: server and calendar URLs, hosts and ports. */
    settings: jsonb('settings')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The provider's id for the signed-in identity, so one identity is connected once. */
    externalId: text('external_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('connected_accounts_one_local_idx')
      .on(table.organizationId)
      .where(sql`${table.accountType} = 'local'`),
    uniqueIndex('connected_accounts_identity_idx')
      .on(table.organizationId, table.ownerId, table.accountType, table.externalId)
      .where(sql`${table.externalId} is not null`),
    index('connected_accounts_org_owner_idx').on(table.organizationId, table.ownerId),
  ],
);

/**
 * OAuth sign-ins under way: the state's hash, the PKCE verifier and what to do on return.
 * Rows live 10 minutes and are used once.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountType: text('account_type', { enum: OAUTH_ACCOUNT_TYPES }).notNull(),
    codeVerifier: text('code_verifier').notNull(),
    shared: boolean('shared').notNull().default(false),
    /** Set when reconnecting an existing account. */
    accountId: uuid('account_id').references(() => connectedAccounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('oauth_states_expires_idx').on(table.expiresAt)],
);
