import { z } from 'zod';
import { noteSchema } from './notes.js';
import { taskSchema } from './tasks.js';
import { queryParam, requiredText } from './validation.js';

export const PROJECT_NAME_MAX_LENGTH = 200;

/** The texts users see about projects. */
export const PROJECT_MESSAGES = {
  nameRequired: 'Project name cannot be empty.',
  nameTooLong: `Project name must be at most ${PROJECT_NAME_MAX_LENGTH} characters.`,
  nameTaken: 'A project with that name already exists.',
  nothingToChange: 'Nothing to change.',
  notFound: 'Project not found.',
} as const;

/** A project and how much is in it: its tasks, and the notes of it the caller may see. */
export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  isArchived: z.boolean(),
  archivedAt: z.string().nullable(),
  openTaskCount: z.number().int(),
  completedTaskCount: z.number().int(),
  noteCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

const projectNameSchema = requiredText(
  PROJECT_MESSAGES.nameRequired,
  PROJECT_NAME_MAX_LENGTH,
  PROJECT_MESSAGES.nameTooLong,
);

/** POST /projects: answers 201 {project}. */
export const createProjectRequestSchema = z.object({ name: projectNameSchema.prefault('') });
export type CreateProjectRequest = z.input<typeof createProjectRequestSchema>;

/** PUT /projects/{id}: rename, archive (true) or restore (false). */
export const updateProjectRequestSchema = z
  .object({ name: projectNameSchema.optional(), archived: z.boolean().optional() })
  .refine((body) => body.name !== undefined || body.archived !== undefined, {
    message: PROJECT_MESSAGES.nothingToChange,
  });
export type UpdateProjectRequest = z.input<typeof updateProjectRequestSchema>;

/** GET /projects: active ones by name unless asked (`archived=true` or `all`). */
export const listProjectsQuerySchema = z.object({
  archived: queryParam(z.enum(['true', 'false', 'all'])).transform((value) => value ?? 'false'),
});
export type ListProjectsQuery = z.input<typeof listProjectsQuerySchema>;

export const projectResponseSchema = z.object({ project: projectSchema });
/** GET /projects: the list under its first key. */
export const projectsResponseSchema = z.object({ projects: z.array(projectSchema) });

/**
 * GET /projects/{id}: the project, its first 50 tasks (by due date) and the 50 notes of it the
 * caller may see that changed last; more through GET /tasks and GET /notes with `projectId`.
 */
export const projectDetailResponseSchema = z.object({
  project: projectSchema,
  tasks: z.array(taskSchema),
  notes: z.array(noteSchema),
});
export type ProjectDetailResponse = z.infer<typeof projectDetailResponseSchema>;
