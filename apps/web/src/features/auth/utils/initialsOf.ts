/** Up to two initials for an avatar, e.g. "Ann Lee" -> "AL", "ann" -> "A". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const initials = words.slice(0, 2).map((word) => word[0]?.toUpperCase() ?? '');
  return initials.join('') || '?';
}
