import type { TaskLabelRef } from '../pageTypes';

/**
 * The labels matching what was typed (any part of the name, ignoring case), and the name to
 * offer as a new label: the typed text, unless it is empty or a label already has that name
 * (names are unique per organisation, ignoring case).
 */
export function labelChoices(
  labels: ReadonlyArray<TaskLabelRef>,
  query: string,
): { matches: TaskLabelRef[]; newName: string | null } {
  const typed = query.trim();
  const needle = typed.toLowerCase();
  const matches = labels.filter((label) => label.name.toLowerCase().includes(needle));
  const isTaken = labels.some((label) => label.name.toLowerCase() === needle);
  return { matches, newName: typed === '' || isTaken ? null : typed };
}

/** Colours new labels take in turn, so labels made in a row are told apart. */
export const NEW_LABEL_COLORS = [
  '#6366f1',
  '#0ea5e9',
  '#10b981',
  '#f59e0b',
  '#ef4444',
  '#ec4899',
  '#8b5cf6',
  '#14b8a6',
] as const;

/** The colour for the next new label, given how many labels exist. */
export function nextLabelColor(existingCount: number): string {
  return NEW_LABEL_COLORS[existingCount % NEW_LABEL_COLORS.length]!;
}
