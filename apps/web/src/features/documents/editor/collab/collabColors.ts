/** Each editor's colour (caret, selection, avatar), picked from the user id: the same everywhere. */
const COLLAB_COLORS = [
  '#2563eb',
  '#db2777',
  '#059669',
  '#d97706',
  '#7c3aed',
  '#dc2626',
  '#0891b2',
  '#65a30d',
] as const;

export function collabColorOf(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return COLLAB_COLORS[Math.abs(hash) % COLLAB_COLORS.length]!;
}
