import { PLACEHOLDER_EMPTY_NAME } from './editorConstants';

/**
 * A placeholder tag's name as typed: without a leading '#', spaces as '_' (the name is the
 * span's id); an empty name becomes 'placeholder'.
 */
export function normalizePlaceholderName(input: string | null | undefined): string {
  const name = (input ?? '').trim().replace(/^#+/, '').trim().replace(/\s+/g, '_');
  return name === '' ? PLACEHOLDER_EMPTY_NAME : name;
}
