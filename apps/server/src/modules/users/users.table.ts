import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid, index } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.js';

/** A person with an account; usernames and e-mails are unique across the installation. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role', { enum: ['ADMIN', 'MEMBER'] }).notNull(),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    /** IANA zone the calendar is shown in; null: the browser's. */
    timeZone: text('time_zone'),
    /** Clock shown everywhere: 'auto' follows the locale, else '12h' or '24h'. */
    timeFormat: text('time_format', { enum: ['auto', '12h', '24h'] })
      .notNull()
      .default('auto'),
    /** What a chat message from someone else does: open the window, a toast, or only the count. */
    chatArrival: text('chat_arrival', { enum: ['open', 'toast', 'count'] })
      .notNull()
      .default('open'),
    /** The member's own phone (E.164): Twilio rings it first for calls in callback mode. */
    phoneNumber: text('phone_number'),
    /** Interface language chosen in Settings > Language ('en', 'fr', 'de'); null: the browser's. */
    locale: text('locale', { enum: ['en', 'fr', 'de'] }),
    /** Password changed or reset, or deactivated: access tokens made before it are dead. */
    credentialsChangedAt: timestamp('credentials_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    index('users_organization_idx').on(table.organizationId),
  ],
);

/** Single-use password reset links; only the token's hash is stored. */
export const passwordResets = pgTable('password_resets', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
