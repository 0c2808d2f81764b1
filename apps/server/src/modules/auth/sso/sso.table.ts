import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../../organizations/organizations.table.js';
import { users } from '../../users/users.table.js';

/** An organisation's OpenID Connect provider (one per organisation); the secret is sealed. */
export const ssoConfigs = pgTable('sso_configs', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  /** The client secret, sealed with the installation's secrets key (secret-box.ts). */
  clientSecretSealed: text('client_secret_sealed').notNull(),
  /** Password sign-in refused for members, except the break-glass admin. */
  requireSso: boolean('require_sso').notNull().default(false),
  breakGlassUserId: uuid('break_glass_user_id').references(() => users.id, {
    onDelete: 'set null',
  }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** E-mail domains that sign in through an organisation's provider: one organisation each. */
export const ssoDomains = pgTable(
  'sso_domains',
  {
    domain: text('domain').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (table) => [index('sso_domains_organization_idx').on(table.organizationId)],
);

/** Sign-ins under way: only the state's hash is kept; verifier and nonce are sealed. */
export const ssoStates = pgTable(
  'sso_states',
  {
    stateHash: text('state_hash').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** `{codeVerifier, nonce}` sealed. */
    sealed: text('sealed').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sso_states_expires_idx').on(table.expiresAt)],
);

/** One-time tickets from the callback to the sign-in page, which trades one for a session. */
export const ssoTickets = pgTable(
  'sso_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sso_tickets_expires_idx').on(table.expiresAt)],
);
