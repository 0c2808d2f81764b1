import { z } from 'zod';
import {
  pageInfoSchema,
  paginationQuerySchema,
  personSchema,
  queryParam,
  referenceFilterSchema,
  referenceSchema,
  requiredText,
  richTextSchema,
  text,
} from './validation.js';

export const NOTE_TITLE_MAX_LENGTH = 500;

/** The texts users see about notes; the first is the spec's own (spec 1 §5). */
export const NOTE_MESSAGES = {
  titleRequired: 'Title is required.',
  titleTooLong: `Title must be at most ${NOTE_TITLE_MAX_LENGTH} characters.`,
  editForbidden: 'Only the author can edit this note.',
  deleteForbidden: 'Only the author or an admin can delete this note.',
  notFound: 'Note not found.',
} as const;

/** A note; shared ones (isOrganization) are seen by the whole organisation. */
export const noteSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  categoryId: z.string().nullable(),
  projectId: z.string().nullable(),
  isOrganization: z.boolean(),
  authorId: z.string(),
  author: personSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

const noteTitleSchema = requiredText(
  NOTE_MESSAGES.titleRequired,
  NOTE_TITLE_MAX_LENGTH,
  NOTE_MESSAGES.titleTooLong,
);

/**
 * POST /notes (spec 1 §7): answers 201 {note}. categoryId is free text (spec 1 §2.5): a note
 * category's id, or a name, which finds the category of that name or creates it.
 */
export const createNoteRequestSchema = z.object({
  title: noteTitleSchema.prefault(''),
  content: richTextSchema.default(''),
  categoryId: referenceSchema.default(null),
  projectId: referenceSchema.default(null),
  isOrganization: z.boolean().default(false),
});
export type CreateNoteRequest = z.input<typeof createNoteRequestSchema>;
export type CreateNoteInput = z.output<typeof createNoteRequestSchema>;

/** PUT /notes/{id}: author only; a field left out stays as it is. Answers {note}. */
export const updateNoteRequestSchema = z.object({
  title: noteTitleSchema.optional(),
  content: richTextSchema.optional(),
  categoryId: referenceSchema.optional(),
  projectId: referenceSchema.optional(),
  isOrganization: z.boolean().optional(),
});
export type UpdateNoteRequest = z.input<typeof updateNoteRequestSchema>;
export type UpdateNoteInput = z.output<typeof updateNoteRequestSchema>;

/**
 * GET /notes: the notes the caller may see, newest change first. scope `mine` (written by the
 * caller) or `shared` (shared with the organisation); q searches title and content.
 */
export const listNotesQuerySchema = z
  .object({
    categoryId: queryParam(referenceFilterSchema),
    projectId: queryParam(referenceFilterSchema),
    scope: queryParam(z.enum(['all', 'mine', 'shared'])).transform((value) => value ?? 'all'),
    q: queryParam(text().trim().max(200)),
  })
  .extend(paginationQuerySchema.shape);
export type ListNotesQuery = z.input<typeof listNotesQuerySchema>;
export type NoteFilters = z.output<typeof listNotesQuerySchema>;

export const noteResponseSchema = z.object({ note: noteSchema });
export const notesResponseSchema = z
  .object({ notes: z.array(noteSchema) })
  .extend(pageInfoSchema.shape);
export type NotesResponse = z.infer<typeof notesResponseSchema>;
