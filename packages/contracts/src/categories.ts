import { z } from 'zod';
import { requiredText } from './validation.js';

/** A category groups tasks or notes; each kind has its own list (spec 1 §2.6, §3). */
export const CATEGORY_TYPES = ['task', 'note'] as const;
export const categoryTypeSchema = z.enum(CATEGORY_TYPES);
export type CategoryType = z.infer<typeof categoryTypeSchema>;

export const CATEGORY_NAME_MAX_LENGTH = 100;

/** The texts users see about categories; the first is the spec's own (spec 1 §5). */
export const CATEGORY_MESSAGES = {
  nameRequired: 'Category name cannot be empty.',
  nameTooLong: `Category name must be at most ${CATEGORY_NAME_MAX_LENGTH} characters.`,
  nameTaken: 'A category with that name already exists.',
  notFound: 'Category not found.',
} as const;

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: categoryTypeSchema,
});
export type Category = z.infer<typeof categorySchema>;

/** The category's name, trimmed and never blank. */
export const categoryNameSchema = requiredText(
  CATEGORY_MESSAGES.nameRequired,
  CATEGORY_NAME_MAX_LENGTH,
  CATEGORY_MESSAGES.nameTooLong,
);

/** POST /{task|note}/categories (201 {category}) and PUT /{task|note}/categories/{id}. */
export const categoryRequestSchema = z.object({ name: categoryNameSchema.prefault('') });
export type CategoryRequest = z.input<typeof categoryRequestSchema>;

export const categoryResponseSchema = z.object({ category: categorySchema });
/** GET /tasks/categories and /notes/categories: the list under its first key. */
export const categoriesResponseSchema = z.object({ categories: z.array(categorySchema) });
