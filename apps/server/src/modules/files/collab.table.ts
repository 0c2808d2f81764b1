import { customType, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.js';
import { fileEntries } from './files.table.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The Yjs state of a document written together (documents/collab): every editor merges into it,
 * and the document's HTML versions are written from it. Deleted with its document.
 */
export const documentCollabStates = pgTable(
  'document_collab_states',
  {
    entryId: uuid('entry_id')
      .primaryKey()
      .references(() => fileEntries.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    state: bytea('state').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the last scheduled version was written from it. */
    snapshotAt: timestamp('snapshot_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('document_collab_states_org_idx').on(table.organizationId)],
);
