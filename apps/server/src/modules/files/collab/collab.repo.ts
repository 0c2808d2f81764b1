import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.js';
import { documentCollabStates } from '../collab.table.js';
import { fileEntries, fileVersions } from '../files.table.js';

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

/** Store the state; answers when the last scheduled version was written. */
export async function upsertState(
  db: DbExecutor,
  values: { organizationId: string; entryId: string; state: Buffer; snapshotAt?: Date },
) {
  const now = new Date();
  const [row] = await db
    .insert(documentCollabStates)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: documentCollabStates.entryId,
      set: {
        state: values.state,
        updatedAt: now,
        ...(values.snapshotAt ? { snapshotAt: values.snapshotAt } : {}),
      },
    })
    .returning({ snapshotAt: documentCollabStates.snapshotAt });
  return row!;
}

/** Forget the state: the next editor starts again from the saved HTML. */
export async function deleteState(db: DbExecutor, organizationId: string, entryId: string) {
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
