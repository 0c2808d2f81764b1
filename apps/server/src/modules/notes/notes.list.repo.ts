import { and, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database.js';
import { escapeLike } from '../../platform/db/conditions.js';
import { preparedStatements } from '../../platform/db/prepared.js';
import { users } from '../users/users.table.js';
import { withAuthor, type NoteViewer, type NoteWithAuthor } from './notes.repo.js';
import { notes } from './notes.table.js';

/** What a note list can be narrowed to; null on a reference means "has none". */
export type NoteQuery = {
  projectId?: string | null;
  categoryId?: string | null;
  scope: 'all' | 'mine' | 'shared';
  search?: string;
  limit: number;
  offset: number;
};
type NoteFilters = Omit<NoteQuery, 'limit' | 'offset'>;

const placeholder = {
  organizationId: sql.placeholder('organizationId'),
  userId: sql.placeholder('userId'),
  projectId: sql.placeholder('projectId'),
  categoryId: sql.placeholder('categoryId'),
  searchPattern: sql.placeholder('searchPattern'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  upTo: sql.placeholder('upTo'),
};

/** Which filters a list uses: each shape is one SQL text, prepared once (a few dozen exist). */
function shapeOf(query: NoteFilters): string {
  const reference = (value: string | null | undefined) =>
    value === undefined ? '_' : value === null ? '0' : '1';
  return [
    reference(query.projectId),
    reference(query.categoryId),
    query.scope[0],
    query.search ? 's' : '_',
  ].join('');
}

function parametersOf(viewer: NoteViewer, query: NoteFilters) {
  return {
    organizationId: viewer.organizationId,
    userId: viewer.userId,
    projectId: query.projectId ?? null,
    categoryId: query.categoryId ?? null,
    searchPattern: query.search ? `%${escapeLike(query.search)}%` : null,
  };
}

const referenceIs = (
  column: AnyPgColumn,
  value: string | null | undefined,
  bound: ReturnType<typeof sql.placeholder>,
) => (value === undefined ? undefined : value === null ? isNull(column) : eq(column, bound));

/** The filters as SQL, always within what the viewer may see (shared, or their own). */
function noteConditions(query: NoteFilters) {
  return and(
    eq(notes.organizationId, placeholder.organizationId),
    or(eq(notes.isOrganization, true), eq(notes.authorId, placeholder.userId)),
    referenceIs(notes.projectId, query.projectId, placeholder.projectId),
    referenceIs(notes.categoryId, query.categoryId, placeholder.categoryId),
    query.scope === 'mine' ? eq(notes.authorId, placeholder.userId) : undefined,
    query.scope === 'shared' ? eq(notes.isOrganization, true) : undefined,
    query.search
      ? or(
          ilike(notes.title, placeholder.searchPattern),
          ilike(notes.content, placeholder.searchPattern),
        )
      : undefined,
  );
}

/** The matching notes, no further than `upTo` (a count of them stays cheap). */
function matchedUpTo(db: Database, query: NoteFilters) {
  return db
    .select({ one: sql`1` })
    .from(notes)
    .where(noteConditions(query))
    .limit(placeholder.upTo)
    .as('matched');
}

function prepareList(db: Database, query: NoteFilters, name: string) {
  // A search reads every match to sort them, so counting them on the way costs nothing: the
  // window's count is taken before the limit (a search answers its page and total at once).
  const total = query.search ? sql<number>`count(*) over ()::int` : sql<number>`null::int`;
  return (
    db
      .select({ ...withAuthor, total })
      .from(notes)
      .innerJoin(users, eq(users.id, notes.authorId))
      .where(noteConditions(query))
      // A search finds its few matches through the trigram indexes and sorts them; an order the
      // "last changed" index could give would tempt PostgreSQL to read every note's content.
      .orderBy(
        query.search
          ? sql`(${notes.updatedAt} + interval '0 seconds') desc`
          : desc(notes.updatedAt),
        desc(notes.id),
      )
      .limit(placeholder.limit)
      .offset(placeholder.offset)
      .prepare(name)
  );
}

function prepareCount(db: Database, query: NoteFilters, name: string) {
  return db
    .select({ count: sql<number>`count(*)::int` })
    .from(matchedUpTo(db, query))
    .prepare(name);
}

const lists = preparedStatements('notes_list', prepareList);
const counts = preparedStatements('notes_count', prepareCount);

/**
 * One page of the notes the viewer may see, last changed first. A search also answers how many
 * match in all (from the same scan; undefined when the page is empty): one statement per
 * palette keystroke.
 */
export async function listNotes(
  db: Database,
  viewer: NoteViewer,
  query: NoteQuery,
): Promise<{ notes: NoteWithAuthor[]; total: number | undefined }> {
  const statement = lists.get(db, shapeOf(query), query);
  const rows = await statement.execute({
    ...parametersOf(viewer, query),
    limit: query.limit,
    offset: query.offset,
  });
  return {
    notes: rows.map(({ note, author }) => ({ note, author })),
    total: rows[0]?.total ?? undefined,
  };
}

/** How many notes the viewer may see match the filters, counting no further than `upTo`. */
export async function countNotes(
  db: Database,
  viewer: NoteViewer,
  query: NoteFilters,
  upTo: number,
) {
  const statement = counts.get(db, shapeOf(query), query);
  const [row] = await statement.execute({ ...parametersOf(viewer, query), upTo });
  return row?.count ?? 0;
}
