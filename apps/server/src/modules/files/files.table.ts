import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.js';
import { users } from '../users/users.table.js';

const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
const userReference = (name: string) =>
  uuid(name).references(() => users.id, { onDelete: 'set null' });
const instant = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * Something deleted to the trash: a file, a document or a folder with everything in it. The
 * entries it took carry its id; purging it deletes them (and their versions) with it.
 */
export const fileTrash = pgTable(
  'file_trash',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    /** The entry that was deleted (the folder, when a folder was). */
    entryId: uuid('entry_id').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['folder', 'document', 'image', 'file'] }).notNull(),
    /** Where it was; restore puts it back there. */
    folder: text('folder').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    deletedBy: userReference('deleted_by'),
    deletedAt: instant('deleted_at'),
  },
  (table) => [index('file_trash_org_deleted_idx').on(table.organizationId, table.deletedAt)],
);

/**
 * The file manager's entries: folders, documents (their content lives in fileVersions),
 * images and other files (their bytes under DATA_DIR/uploads/{organizationId}/files/{id}).
 * `folder` is the parent's path ('' = root), so a listing is one index range.
 */
export const fileEntries = pgTable(
  'file_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    folder: text('folder').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['folder', 'document', 'image', 'file'] }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    /** Recognised by content for uploads; null for folders and documents. */
    mimetype: text('mimetype'),
    /** Documents: the current version, which a save must name (optimistic concurrency). */
    version: integer('version'),
    /** Documents: the paper they are laid out and exported on ('letter' or 'a4'). */
    paperSize: text('paper_size', { enum: ['letter', 'a4'] }),
    /** Set while the entry is in the trash (with everything deleted along with it). */
    trashId: uuid('trash_id').references(() => fileTrash.id, { onDelete: 'cascade' }),
    createdBy: userReference('created_by'),
    updatedBy: userReference('updated_by'),
    createdAt: instant('created_at'),
    modifiedAt: instant('modified_at'),
  },
  (table) => [
    // A name is taken once per folder, ignoring case (paths too); the trash does not count.
    uniqueIndex('file_entries_live_name_idx')
      .on(table.organizationId, sql`lower(${table.folder})`, sql`lower(${table.name})`)
      .where(sql`${table.trashId} is null`),
    index('file_entries_trash_idx').on(table.trashId),
    // The storage quota sums an organisation's stored bytes on every write.
    index('file_entries_org_kind_idx').on(table.organizationId, table.kind),
  ],
);

/**
 * The saved versions of a document: the newest DOCUMENT_VERSIONS_KEPT, and those pinned because
 * the save after them removed most of the text.
 */
export const fileVersions = pgTable(
  'file_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => fileEntries.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    size: integer('size').notNull(),
    /** Characters of visible text (images count one), to notice a save that wipes most of it. */
    textLength: integer('text_length'),
    /** Pinned before a destructive save: pruned only beyond DOCUMENT_PINNED_VERSIONS_KEPT. */
    keptBeforeDeletion: boolean('kept_before_deletion').notNull().default(false),
    savedBy: userReference('saved_by'),
    savedAt: instant('saved_at'),
  },
  (table) => [
    uniqueIndex('file_versions_entry_version_idx').on(table.entryId, table.version),
    // The storage quota sums an organisation's kept versions on every write.
    index('file_versions_org_idx').on(table.organizationId),
  ],
);
