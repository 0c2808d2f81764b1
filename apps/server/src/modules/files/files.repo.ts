import { and, asc, desc, eq, inArray, isNull, lte, not, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../platform/db/database.js';
import { preparedStatement } from '../../platform/db/prepared.js';
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
  values: { size: number; updatedBy: string; paperSize?: 'letter' | 'a4' },
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

/** The text length of one version (null: saved before it was measured). */
export async function findVersionTextLength(db: DbExecutor, entryId: string, version: number) {
  const [row] = await db
    .select({ textLength: fileVersions.textLength })
    .from(fileVersions)
    .where(and(eq(fileVersions.entryId, entryId), eq(fileVersions.version, version)));
  return row;
}

/** Pin a version so pruning by age never drops it (it precedes a destructive save). */
export async function pinVersion(db: DbExecutor, entryId: string, version: number) {
  await db
    .update(fileVersions)
    .set({ keptBeforeDeletion: true })
    .where(and(eq(fileVersions.entryId, entryId), eq(fileVersions.version, version)));
}

/**
 * Drop the versions older than the newest `keep`, except pinned ones; of those, only the
 * newest `keepPinned` are kept.
 */
export async function pruneVersions(
  db: DbExecutor,
  entryId: string,
  currentVersion: number,
  keep: number,
  keepPinned: number,
) {
  await db
    .delete(fileVersions)
    .where(
      and(
        eq(fileVersions.entryId, entryId),
        lte(fileVersions.version, currentVersion - keep),
        not(fileVersions.keptBeforeDeletion),
      ),
    );
  const stalePinned = db
    .select({ id: fileVersions.id })
    .from(fileVersions)
    .where(and(eq(fileVersions.entryId, entryId), fileVersions.keptBeforeDeletion))
    .orderBy(desc(fileVersions.version))
    .offset(keepPinned);
  await db.delete(fileVersions).where(inArray(fileVersions.id, stalePinned));
}

export function listVersions(db: DbExecutor, entryId: string, limit: number) {
  return db
    .select({
      version: fileVersions.version,
      size: fileVersions.size,
      savedAt: fileVersions.savedAt,
      keptBeforeDeletion: fileVersions.keptBeforeDeletion,
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
      keptBeforeDeletion: fileVersions.keptBeforeDeletion,
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

/** Every trash item of the organisation for good; answers the ids whose bytes are on disk. */
export async function purgeAllTrash(db: DbExecutor, organizationId: string): Promise<string[]> {
  const stored = await db
    .select({ id: fileEntries.id })
    .from(fileEntries)
    .innerJoin(fileTrash, eq(fileTrash.id, fileEntries.trashId))
    .where(
      and(
        eq(fileTrash.organizationId, organizationId),
        inArray(fileEntries.kind, ['image', 'file']),
      ),
    );
  await db.delete(fileTrash).where(eq(fileTrash.organizationId, organizationId));
  return stored.map((row) => row.id);
}

/* ---------------------------------------------------------------- search and storage */

/**
 * Live entries of any folder whose name contains `text`, ignoring case (strpos, so "%" and
 * "_" are plain characters): folders first, then by name, then by folder. One named prepared
 * statement: the palette sends it on every keystroke.
 */
const searchStatement = preparedStatement('files_search', (db, name) =>
  db
    .select()
    .from(fileEntries)
    .where(
      and(
        eq(fileEntries.organizationId, sql.placeholder('organizationId')),
        isNull(fileEntries.trashId),
        sql`strpos(lower(${fileEntries.name}), lower(${sql.placeholder('text')}::text)) > 0`,
      ),
    )
    .orderBy(
      sql`${fileEntries.kind} <> 'folder'`,
      sql`lower(${fileEntries.name})`,
      sql`lower(${fileEntries.folder})`,
    )
    .limit(sql.placeholder('limit'))
    .prepare(name),
);

export function searchEntries(db: Database, organizationId: string, text: string, limit: number) {
  return searchStatement(db).execute({ organizationId, text, limit });
}

/**
 * The bytes an organisation stores: uploads and exports (their files on disk) and every kept
 * version of every document, whether live or in the trash (until it is purged).
 */
export async function storedBytes(db: DbExecutor, organizationId: string): Promise<number> {
  const result = await db.execute<{ used: string | number | null }>(sql`
    select
      (select coalesce(sum(${fileEntries.size}), 0) from ${fileEntries}
        where ${fileEntries.organizationId} = ${organizationId}
          and ${fileEntries.kind} in ('image', 'file'))
      +
      (select coalesce(sum(${fileVersions.size}), 0) from ${fileVersions}
        where ${fileVersions.organizationId} = ${organizationId})
      as used`);
  return Number(result.rows[0]?.used ?? 0);
}

/**
 * Hold the organisation's storage until the transaction ends, so two writes cannot each see
 * room for themselves and together pass the quota.
 */
export async function lockStorage(db: DbExecutor, organizationId: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`file-storage:${organizationId}`}, 0))`,
  );
}
