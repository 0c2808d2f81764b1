import type { Category } from '@worksphere/contracts';

/**
 * The category field is free text (spec 1 §2.5): an existing note category's id or name picks
 * it (its id is sent); any other text is sent as a name, and the server files the note under a
 * new category of that name. Empty means no category.
 */
export function resolveNoteCategory(text: string, categories: readonly Category[]): string | null {
  const value = text.trim();
  if (!value) return null;
  const lower = value.toLowerCase();
  const match =
    categories.find((category) => category.id === value) ??
    categories.find((category) => category.name.toLowerCase() === lower);
  return match ? match.id : value;
}
