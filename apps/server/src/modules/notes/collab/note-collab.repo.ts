import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.js';
import { notes } from '../notes.table.js';
import { noteCollabStates } from './note-collab.table.js';

export async function findNoteState(db: DbExecutor, organizationId: string, noteId: string) {
  const [row] = await db
    .select({ state: noteCollabStates.state })
    .from(noteCollabStates)
    .where(
      and(eq(noteCollabStates.noteId, noteId), eq(noteCollabStates.organizationId, organizationId)),
    );
  return row;
}

/**
 * Store a note's state merged into the stored one (a store never takes back what another
 * process stored); with `onlyIfAbsent` a state already there stays (two first openings).
 */
export async function storeNoteState(
  db: DbExecutor,
  values: { organizationId: string; noteId: string; state: Buffer },
  onlyIfAbsent = false,
) {
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ state: noteCollabStates.state })
      .from(noteCollabStates)
      .where(
        and(
          eq(noteCollabStates.noteId, values.noteId),
          eq(noteCollabStates.organizationId, values.organizationId),
        ),
      )
      .for('update');
    if (stored && onlyIfAbsent) return;
    const state = stored
      ? Buffer.from(
          (await import('yjs')).mergeUpdates([
            new Uint8Array(stored.state),
            new Uint8Array(values.state),
          ]),
        )
      : values.state;
    await tx
      .insert(noteCollabStates)
      .values({ ...values, state, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: noteCollabStates.noteId,
        set: { state, updatedAt: new Date() },
      });
  });
}

export async function deleteNoteState(db: DbExecutor, organizationId: string, noteId: string) {
  await db
    .delete(noteCollabStates)
    .where(
      and(eq(noteCollabStates.noteId, noteId), eq(noteCollabStates.organizationId, organizationId)),
    );
}

/** The note's HTML written from its shared document (the time only when it changed). */
export async function writeNoteContent(
  db: DbExecutor,
  organizationId: string,
  noteId: string,
  content: string,
) {
  const [row] = await db
    .select({ content: notes.content })
    .from(notes)
    .where(and(eq(notes.organizationId, organizationId), eq(notes.id, noteId)));
  if (!row || row.content === content) return;
  await db
    .update(notes)
    .set({ content, updatedAt: new Date() })
    .where(and(eq(notes.organizationId, organizationId), eq(notes.id, noteId)));
}

/** A note's saved HTML, undefined when the organisation has no such note. */
export async function findNoteContent(db: DbExecutor, organizationId: string, noteId: string) {
  const [row] = await db
    .select({ content: notes.content })
    .from(notes)
    .where(and(eq(notes.organizationId, organizationId), eq(notes.id, noteId)));
  return row?.content;
}
