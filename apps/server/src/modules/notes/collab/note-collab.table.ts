import { customType, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../../organizations/organizations.table.js';
import { notes } from '../notes.table.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The Yjs state of a note written together: every editor merges into it, and the note's HTML
 * (`notes.content`) is written from it. Deleted with its note.
 */
export const noteCollabStates = pgTable(
  'note_collab_states',
  {
    noteId: uuid('note_id')
      .primaryKey()
      .references(() => notes.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    state: bytea('state').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('note_collab_states_org_idx').on(table.organizationId)],
);
