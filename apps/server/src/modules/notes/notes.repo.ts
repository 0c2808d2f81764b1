import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.js';
import { containsText, referenceIs } from '../../platform/db/conditions.js';
import { users } from '../users/users.table.js';
import { notes } from './notes.table.js';

export type NoteRow = typeof notes.$inferSelect;
export type NewNoteRow = typeof notes.$inferInsert;
export type NoteAuthorRow = { id: string; username: string; firstName: string; lastName: string };
export type NoteWithAuthor = { note: NoteRow; author: NoteAuthorRow };

/** Who may see a note: everyone in the organisation when shared, else its author only. */
export type NoteViewer = { organizationId: string; userId: string };

/** What a note list can be narrowed to; null on a reference means "has none". */
export type NoteQuery = {
  projectId?: string | null;
  categoryId?: string | null;
  scope: 'all' | 'mine' | 'shared';
  search?: string;
  limit: number;
  offset: number;
};

function visibleTo(viewer: NoteViewer) {
  return and(
    eq(notes.organizationId, viewer.organizationId),
    or(eq(notes.isOrganization, true), eq(notes.authorId, viewer.userId)),
  );
}

function noteConditions(viewer: NoteViewer, query: Omit<NoteQuery, 'limit' | 'offset'>) {
  return and(
    visibleTo(viewer),
    referenceIs(notes.projectId, query.projectId),
    referenceIs(notes.categoryId, query.categoryId),
    query.scope === 'mine' ? eq(notes.authorId, viewer.userId) : undefined,
    query.scope === 'shared' ? eq(notes.isOrganization, true) : undefined,
    query.search
      ? or(containsText(notes.title, query.search), containsText(notes.content, query.search))
      : undefined,
  );
}

const withAuthor = {
  note: notes,
  author: {
    id: users.id,
    username: users.username,
    firstName: users.firstName,
    lastName: users.lastName,
  },
};

/** One page of the notes the viewer may see, last changed first. */
export async function listNotes(
  db: DbExecutor,
  viewer: NoteViewer,
  query: NoteQuery,
): Promise<NoteWithAuthor[]> {
  return (
    db
      .select(withAuthor)
      .from(notes)
      .innerJoin(users, eq(users.id, notes.authorId))
      .where(noteConditions(viewer, query))
      // A search finds its few matches through the trigram indexes and sorts them; an order the
      // "last changed" index could give would tempt PostgreSQL to read every note's content.
      .orderBy(
        query.search
          ? sql`(${notes.updatedAt} + interval '0 seconds') desc`
          : desc(notes.updatedAt),
        desc(notes.id),
      )
      .limit(query.limit)
      .offset(query.offset)
  );
}

/** How many notes the viewer may see match the filters, counting no further than `upTo`. */
export async function countNotes(
  db: DbExecutor,
  viewer: NoteViewer,
  query: Omit<NoteQuery, 'limit' | 'offset'>,
  upTo: number,
) {
  const matched = db
    .select({ one: sql`1` })
    .from(notes)
    .where(noteConditions(viewer, query))
    .limit(upTo)
    .as('matched');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matched);
  return row?.count ?? 0;
}

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
