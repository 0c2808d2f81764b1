import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.js';
import { users } from '../users/users.table.js';
import { fileEntries, fileTrash, fileVersions } from './files.table.js';

export type EntryRow = typeof fileEntries.$inferSelect;
export type NewEntryRow = typeof fileEntries.$inferInsert;
export type TrashRow = typeof fileTrash.$inferSelect;
export type PersonRow = { id: string; username: string; firstName: string; lastName: string };

const person = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};

const live = (organizationId: string) =>
  and(eq(fileEntries.organizationId, organizationId), isNull(fileEntries.trashId));

/** Directly in `folder` (paths compare without case, like names). */
const inFolder = (folder: string) => sql`lower(${fileEntries.folder}) = lower(${folder})`;

/** Inside `folder` at any depth (not the folder itself). */
const below = (folder: string) =>
  sql`(${inFolder(folder)} or left(lower(${fileEntries.folder}), char_length(${folder}) + 1) = lower(${folder}) || '/')`;

/** The live entry of that name in that folder (names compare without case). */
export async function findEntry(
  db: DbExecutor,
  organizationId: string,
  folder: string,
  name: string,
): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(fileEntries)
    .where(
      and(live(organizationId), inFolder(folder), sql`lower(${fileEntries.name}) = lower(${name})`),
    );
  return row;
}

/** A folder's live entries: folders first, then by name. */
export function listFolder(db: DbExecutor, organizationId: string, folder: string) {
  return db
    .select()
    .from(fileEntries)
    .where(and(live(organizationId), inFolder(folder)))
    .orderBy(sql`${fileEntries.kind} <> 'folder'`, sql`lower(${fileEntries.name})`);
}

export async function insertEntry(db: DbExecutor, values: NewEntryRow): Promise<EntryRow> {
  const [row] = await db.insert(fileEntries).values(values).returning();
  return row!;
}

export async function updateEntry(
  db: DbExecutor,
  entryId: string,
  values: Partial<NewEntryRow>,
): Promise<EntryRow> {
  const [row] = await db
    .update(fileEntries)
    .set({ ...values, modifiedAt: new Date() })
    .where(eq(fileEntries.id, entryId))
    .returning();
  return row!;
}

/**
 * Save a document over `expectedVersion`: one statement, so two saves of the same version
 * cannot both win. Undefined when the document is no longer at that version.
 */
export async function bumpDocumentVersion(
  db: DbExecutor,
  entryId: string,
  expectedVersion: number,
  values: { size: number; updatedBy: string },
): Promise<EntryRow | undefined> {
  const [row] = await db
    .update(fileEntries)
    .set({ ...values, version: expectedVersion + 1, modifiedAt: new Date() })
    .where(and(eq(fileEntries.id, entryId), eq(fileEntries.version, expectedVersion)))
    .returning();
  return row;
}

/** Rewrite the folder paths of everything below `from` so that it sits below `to`. */
export async function moveDescendants(
  db: DbExecutor,
  organizationId: string,
  from: string,
  to: string,
) {
  await db
    .update(fileEntries)
    .set({ folder: sql`${to} || substr(${fileEntries.folder}, char_length(${from}) + 1)` })
    .where(and(live(organizationId), below(from)));
}

/* ---------------------------------------------------------------- versions */

export async function insertVersion(db: DbExecutor, values: typeof fileVersions.$inferInsert) {
  await db.insert(fileVersions).values(values);
}

/** Drop the versions older than the newest `keep`. */
export async function pruneVersions(
  db: DbExecutor,
  entryId: string,
  currentVersion: number,
  keep: number,
) {
  await db
    .delete(fileVersions)
    .where(
      and(eq(fileVersions.entryId, entryId), lte(fileVersions.version, currentVersion - keep)),
    );
}

export function listVersions(db: DbExecutor, entryId: string, limit: number) {
  return db
    .select({
      version: fileVersions.version,
      size: fileVersions.size,
      savedAt: fileVersions.savedAt,
      savedBy: person,
    })
    .from(fileVersions)
    .leftJoin(users, eq(users.id, fileVersions.savedBy))
    .where(eq(fileVersions.entryId, entryId))
    .orderBy(desc(fileVersions.version))
    .limit(limit);
}

export async function findVersion(db: DbExecutor, entryId: string, version: number) {
  const [row] = await db
    .select({
      version: fileVersions.version,
      size: fileVersions.size,
      savedAt: fileVersions.savedAt,
      content: fileVersions.content,
      savedBy: person,
    })
    .from(fileVersions)
    .leftJoin(users, eq(users.id, fileVersions.savedBy))
    .where(and(eq(fileVersions.entryId, entryId), eq(fileVersions.version, version)));
  return row;
}

/* ---------------------------------------------------------------- trash */

/** Put an entry, and everything below it when it is a folder, in a new trash item. */
export async function trashEntry(
  db: DbExecutor,
  entry: EntryRow,
  path: string,
  deletedBy: string,
): Promise<TrashRow> {
  const [item] = await db
    .insert(fileTrash)
    .values({
      organizationId: entry.organizationId,
      entryId: entry.id,
      name: entry.name,
      kind: entry.kind,
      folder: entry.folder,
      size: entry.size,
      deletedBy,
    })
    .returning();
  await db
    .update(fileEntries)
    .set({ trashId: item!.id })
    .where(
      and(
        live(entry.organizationId),
        entry.kind === 'folder'
          ? sql`(${fileEntries.id} = ${entry.id} or ${below(path)})`
          : eq(fileEntries.id, entry.id),
      ),
    );
  return item!;
}

export function listTrash(db: DbExecutor, organizationId: string) {
  return db
    .select({ item: fileTrash, deletedBy: person })
    .from(fileTrash)
    .leftJoin(users, eq(users.id, fileTrash.deletedBy))
    .where(eq(fileTrash.organizationId, organizationId))
    .orderBy(desc(fileTrash.deletedAt), asc(fileTrash.id));
}

export async function findTrashItem(db: DbExecutor, organizationId: string, trashId: string) {
  const [row] = await db
    .select({ item: fileTrash, deletedBy: person })
    .from(fileTrash)
    .leftJoin(users, eq(users.id, fileTrash.deletedBy))
    .where(and(eq(fileTrash.organizationId, organizationId), eq(fileTrash.id, trashId)));
  return row;
}

/** Bring a trash item's entries back and forget the item. */
export async function untrash(db: DbExecutor, trashId: string) {
  await db.update(fileEntries).set({ trashId: null }).where(eq(fileEntries.trashId, trashId));
  await db.delete(fileTrash).where(eq(fileTrash.id, trashId));
}

/** Delete a trash item for good; answers the ids whose bytes are on disk. */
export async function purgeTrashItem(db: DbExecutor, trashId: string): Promise<string[]> {
  const stored = await db
    .select({ id: fileEntries.id })
    .from(fileEntries)
    .where(and(eq(fileEntries.trashId, trashId), inArray(fileEntries.kind, ['image', 'file'])));
  await db.delete(fileTrash).where(eq(fileTrash.id, trashId));
  return stored.map((row) => row.id);
}
