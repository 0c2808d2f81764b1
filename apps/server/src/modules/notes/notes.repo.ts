import { and, eq, or } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.js';
import { users } from '../users/users.table.js';
import { notes } from './notes.table.js';

export type NoteRow = typeof notes.$inferSelect;
export type NewNoteRow = typeof notes.$inferInsert;
export type NoteAuthorRow = { id: string; username: string; firstName: string; lastName: string };
export type NoteWithAuthor = { note: NoteRow; author: NoteAuthorRow };

/** Who may see a note: everyone in the organisation when shared, else its author only. */
export type NoteViewer = { organizationId: string; userId: string };

function visibleTo(viewer: NoteViewer) {
  return and(
    eq(notes.organizationId, viewer.organizationId),
    or(eq(notes.isOrganization, true), eq(notes.authorId, viewer.userId)),
  );
}

export const withAuthor = {
  note: notes,
  author: {
    id: users.id,
    username: users.username,
    firstName: users.firstName,
    lastName: users.lastName,
  },
};

/** One note the viewer may see; a private note of someone else is not found. */
export async function findVisibleNote(
  db: DbExecutor,
  viewer: NoteViewer,
  noteId: string,
): Promise<NoteWithAuthor | undefined> {
  const [row] = await db
    .select(withAuthor)
    .from(notes)
    .innerJoin(users, eq(users.id, notes.authorId))
    .where(and(visibleTo(viewer), eq(notes.id, noteId)));
  return row;
}

export async function insertNote(db: DbExecutor, values: NewNoteRow) {
  const [row] = await db.insert(notes).values(values).returning();
  return row!;
}

export async function updateNote(
  db: DbExecutor,
  organizationId: string,
  noteId: string,
  values: Partial<NewNoteRow>,
) {
  const [row] = await db
    .update(notes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(notes.organizationId, organizationId), eq(notes.id, noteId)))
    .returning();
  return row;
}

export async function deleteNote(db: DbExecutor, organizationId: string, noteId: string) {
  const rows = await db
    .delete(notes)
    .where(and(eq(notes.organizationId, organizationId), eq(notes.id, noteId)))
    .returning({ id: notes.id });
  return rows.length === 1;
}
