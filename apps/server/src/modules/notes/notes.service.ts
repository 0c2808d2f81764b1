import {
  CATEGORY_MESSAGES,
  categoryNameSchema,
  isId,
  NOTE_MESSAGES,
  PROJECT_MESSAGES,
  type CreateNoteInput,
  type Note,
  type NoteFilters,
  type NotesResponse,
  type UpdateNoteInput,
} from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import type { SessionContext } from '../../platform/auth/session-context.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import { COUNT_UP_TO, pageInfo } from '../../platform/pagination.js';
import { sanitizeRichText } from '../../platform/rich-text.js';
import { resolveNoteCategory } from '../categories/categories.service.js';
import { findProject } from '../projects/projects.repo.js';
import { countNotes, listNotes as listNotePage, type NoteQuery } from './notes.list.repo.js';
import * as repo from './notes.repo.js';
import { forgetNoteState } from './collab/note-collab.forget.js';

const invalid = (message: string) => new AppError('VALIDATION_ERROR', message);

/** A note row and its author as every answer gives them. */
export function presentNote({ note, author }: repo.NoteWithAuthor): Note {
  return {
    id: note.id,
    title: note.title,
    content: note.content,
    categoryId: note.categoryId,
    projectId: note.projectId,
    isOrganization: note.isOrganization,
    authorId: note.authorId,
    author,
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
  };
}

const viewerOf = (session: SessionContext): repo.NoteViewer => ({
  organizationId: session.organizationId,
  userId: session.userId,
});

/** The note category named by id or by name (a new name creates the category). */
async function categoryFor(db: DbExecutor, organizationId: string, idOrName: string) {
  if (!isId(idOrName)) {
    const name = categoryNameSchema.safeParse(idOrName);
    if (!name.success) throw invalid(name.error.issues[0]!.message);
  }
  const categoryId = await resolveNoteCategory(db, organizationId, idOrName);
  if (!categoryId) throw invalid(CATEGORY_MESSAGES.notFound);
  return categoryId;
}

async function assertProject(db: DbExecutor, organizationId: string, projectId: string) {
  if (!isId(projectId) || !(await findProject(db, organizationId, projectId))) {
    throw invalid(PROJECT_MESSAGES.notFound);
  }
}

/** Notes: private to the author, or shared with the organisation. */
export function createNotesService({ db }: AppDeps) {
  /** One page of the notes the caller may see, and how many match in all. */
  async function listNotes(session: SessionContext, filters: NoteFilters): Promise<NotesResponse> {
    const reference = (value: string | undefined) => (value === 'none' ? null : value);
    const query: NoteQuery = {
      projectId: reference(filters.projectId),
      categoryId: reference(filters.categoryId),
      scope: filters.scope,
      search: filters.q || undefined,
      limit: filters.limit,
      offset: filters.offset,
    };
    const viewer = viewerOf(session);
    // A search counts its matches in the page's own statement; other lists count beside the
    // page (it stops at COUNT_UP_TO rows, so it is always cheap).
    const count = () => countNotes(db, viewer, query, COUNT_UP_TO);
    const counting = query.search ? undefined : count();
    counting?.catch(() => undefined);
    const { notes: rows, total } = await listNotePage(db, viewer, query);
    const page = await pageInfo(
      { rows: rows.length, limit: query.limit, offset: query.offset },
      async () => total ?? (await (counting ?? count())),
    );
    return { notes: rows.map(presentNote), ...page };
  }

  async function findNote(executor: DbExecutor, session: SessionContext, noteId: string) {
    const found = isId(noteId)
      ? await repo.findVisibleNote(executor, viewerOf(session), noteId)
      : undefined;
    if (!found) throw notFound('Note');
    return found;
  }

  /** One note the caller may see; someone else's private note is not found. */
  async function getNote(session: SessionContext, noteId: string): Promise<Note> {
    return presentNote(await findNote(db, session, noteId));
  }

  /** Write a note; every member may. */
  async function createNote(session: SessionContext, input: CreateNoteInput): Promise<Note> {
    const organizationId = session.organizationId;
    return db.transaction(async (tx) => {
      const categoryId = input.categoryId
        ? await categoryFor(tx, organizationId, input.categoryId)
        : null;
      if (input.projectId) await assertProject(tx, organizationId, input.projectId);
      const note = await repo.insertNote(tx, {
        organizationId,
        authorId: session.userId,
        title: input.title,
        content: sanitizeRichText(input.content),
        categoryId,
        projectId: input.projectId,
        isOrganization: input.isOrganization,
      });
      return presentNote(await findNote(tx, session, note.id));
    });
  }

  /** Change a note; only its author may. Fields left out stay. */
  async function updateNote(
    session: SessionContext,
    noteId: string,
    input: UpdateNoteInput,
  ): Promise<Note> {
    const organizationId = session.organizationId;
    return db.transaction(async (tx) => {
      const { note } = await findNote(tx, session, noteId);
      if (note.authorId !== session.userId) throw forbidden(NOTE_MESSAGES.editForbidden);
      const categoryId =
        input.categoryId && input.categoryId !== note.categoryId
          ? await categoryFor(tx, organizationId, input.categoryId)
          : input.categoryId;
      if (input.projectId && input.projectId !== note.projectId) {
        await assertProject(tx, organizationId, input.projectId);
      }
      await repo.updateNote(tx, organizationId, noteId, {
        title: input.title,
        content: input.content === undefined ? undefined : sanitizeRichText(input.content),
        categoryId,
        projectId: input.projectId,
        isOrganization: input.isOrganization,
      });
      // A text replaced as a whole is what the next editors written together start from.
      if (input.content !== undefined) await forgetNoteState(tx, organizationId, noteId);
      return presentNote(await findNote(tx, session, noteId));
    });
  }

  /** Delete a note: its author, or an admin when the note is shared. */
  async function deleteNote(session: SessionContext, noteId: string) {
    const { note } = await findNote(db, session, noteId);
    const isAdminOnShared = session.role === 'ADMIN' && note.isOrganization;
    if (note.authorId !== session.userId && !isAdminOnShared) {
      throw forbidden(NOTE_MESSAGES.deleteForbidden);
    }
    if (!(await repo.deleteNote(db, session.organizationId, noteId))) throw notFound('Note');
    await forgetNoteState(db, session.organizationId, noteId);
  }

  return { listNotes, getNote, createNote, updateNote, deleteNote };
}

export type NotesService = ReturnType<typeof createNotesService>;
