import type { ContactKind, ContactVisibility } from '@worksphere/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.js';
import { users } from '../users/users.table.js';

/**
 * The address book: people and companies, shared with the organisation or private to their
 * owner. display_name is stored ("First Last", or the company) so lists sort and search by it.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ContactKind>().notNull(),
    visibility: text('visibility').$type<ContactVisibility>().notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    displayName: text('display_name').notNull(),
    company: text('company').notNull().default(''),
    title: text('title').notNull().default(''),
    notes: text('notes').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contacts_org_name_idx').on(table.organizationId, sql`lower(${table.displayName})`),
    index('contacts_org_owner_idx').on(table.organizationId, table.ownerId),
    // The typeahead: a part of the name or the company (ILIKE '%…%').
    index('contacts_search_trgm_idx').using(
      'gin',
      sql`(${table.displayName} || ' ' || ${table.company}) gin_trgm_ops`,
    ),
  ],
);

/** A contact's phone numbers, in the phone-number rule's form, in the order they were given. */
export const contactPhones = pgTable(
  'contact_phones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull().default(''),
    number: text('number').notNull(),
  },
  (table) => [
    index('contact_phones_contact_idx').on(table.contactId, table.position),
    // Naming a number (resolve), a contact's calls and SMS, duplicates.
    index('contact_phones_org_number_idx').on(table.organizationId, table.number),
    // The typeahead: digits typed anywhere in the number.
    index('contact_phones_number_trgm_idx').using('gin', sql`${table.number} gin_trgm_ops`),
  ],
);

/** A contact's e-mail addresses, lower-cased, in the order they were given. */
export const contactEmails = pgTable(
  'contact_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull().default(''),
    address: text('address').notNull(),
  },
  (table) => [
    index('contact_emails_contact_idx').on(table.contactId, table.position),
    index('contact_emails_org_address_idx').on(table.organizationId, table.address),
    index('contact_emails_address_trgm_idx').using('gin', sql`${table.address} gin_trgm_ops`),
  ],
);
