import { bigserial, customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../../organizations/organizations.table.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Every change an editor sends, written before the server acknowledges it (documents and notes
 * written together): a process killed between two stores of the whole state loses nothing. The
 * rows a stored state holds are deleted when it is stored; the rest are merged on the next load.
 */
export const collabUpdates = pgTable(
  'collab_updates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The shared document's name on the socket (`document:<id>`, `note:<id>`). */
    documentName: text('document_name').notNull(),
    update: bytea('update').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('collab_updates_document_idx').on(table.documentName, table.id)],
);
