import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.js';
import { documentCollabStates } from '../collab.table.js';
import { fileEntries, fileVersions } from '../files.table.js';
import { collabUpdates } from './collab-log.table.js';
import { COLLAB_DOCUMENT_PREFIX } from './collab.path.js';

/** A live document of the organisation by id (the trash and other organisations excluded). */
export async function findLiveDocument(db: DbExecutor, organizationId: string, entryId: string) {
  const [row] = await db
    .select()
    .from(fileEntries)
    .where(
      and(
        eq(fileEntries.id, entryId),
        eq(fileEntries.organizationId, organizationId),
        eq(fileEntries.kind, 'document'),
        isNull(fileEntries.trashId),
      ),
    );
  return row;
}

export async function findState(db: DbExecutor, organizationId: string, entryId: string) {
  const [row] = await db
    .select()
    .from(documentCollabStates)
    .where(
      and(
        eq(documentCollabStates.entryId, entryId),
        eq(documentCollabStates.organizationId, organizationId),
      ),
    );
  return row;
}

/**
 * Store the state, merged into the stored one (another process may have stored changes this one
 * has not received yet: a store never takes any back); answers when the last scheduled version
 * was written. With `onlyIfAbsent`, a state already there stays as it is (two first openings).
 */
export async function upsertState(
  db: DbExecutor,
  values: { organizationId: string; entryId: string; state: Buffer; snapshotAt?: Date },
  onlyIfAbsent = false,
) {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ state: documentCollabStates.state })
      .from(documentCollabStates)
      .where(
        and(
          eq(documentCollabStates.entryId, values.entryId),
          eq(documentCollabStates.organizationId, values.organizationId),
        ),
      )
      .for('update');
    const state =
      stored && !onlyIfAbsent
        ? Buffer.from(
            (await import('yjs')).mergeUpdates([
              new Uint8Array(stored.state),
              new Uint8Array(values.state),
            ]),
          )
        : values.state;
    const [row] = await tx
      .insert(documentCollabStates)
      .values({ ...values, state, updatedAt: now })
      .onConflictDoUpdate({
        target: documentCollabStates.entryId,
        set: onlyIfAbsent
          ? { entryId: values.entryId }
          : {
              state,
              updatedAt: now,
              ...(values.snapshotAt ? { snapshotAt: values.snapshotAt } : {}),
            },
      })
      .returning({ snapshotAt: documentCollabStates.snapshotAt });
    return row!;
  });
}

/** Forget the state: the next editor starts again from the saved HTML. */
export async function deleteState(db: DbExecutor, organizationId: string, entryId: string) {
  await deleteUpdatesOf(db, organizationId, `${COLLAB_DOCUMENT_PREFIX}${entryId}`);
  await db
    .delete(documentCollabStates)
    .where(
      and(
        eq(documentCollabStates.entryId, entryId),
        eq(documentCollabStates.organizationId, organizationId),
      ),
    );
}

/** The current version's content replaced (between scheduled versions). */
export async function rewriteVersion(
  db: DbExecutor,
  entryId: string,
  version: number,
  values: { content: string; size: number; textLength: number; savedBy: string },
) {
  await db
    .update(fileVersions)
    .set({ ...values, savedAt: new Date() })
    .where(and(eq(fileVersions.entryId, entryId), eq(fileVersions.version, version)));
}

/**
 * Changes editors sent, in one INSERT (each row with its own organisation), written before the
 * server acknowledges them.
 */
export async function appendUpdates(
  db: DbExecutor,
  rows: Array<{ organizationId: string; documentName: string; update: Buffer }>,
) {
  if (rows.length === 0) return;
  await db.insert(collabUpdates).values(rows);
}

/** The changes written for a shared document and not yet deleted (held by a stored state). */
export async function findUpdates(db: DbExecutor, organizationId: string, documentName: string) {
  return db
    .select({ id: collabUpdates.id, update: collabUpdates.update })
    .from(collabUpdates)
    .where(
      and(
        eq(collabUpdates.documentName, documentName),
        eq(collabUpdates.organizationId, organizationId),
      ),
    )
    .orderBy(asc(collabUpdates.id));
}

export async function deleteUpdates(db: DbExecutor, organizationId: string, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .delete(collabUpdates)
    .where(and(inArray(collabUpdates.id, ids), eq(collabUpdates.organizationId, organizationId)));
}

/** Every written change of a shared document (its content replaced as a whole, or deleted). */
export async function deleteUpdatesOf(
  db: DbExecutor,
  organizationId: string,
  documentName: string,
) {
  await db
    .delete(collabUpdates)
    .where(
      and(
        eq(collabUpdates.documentName, documentName),
        eq(collabUpdates.organizationId, organizationId),
      ),
    );
}
