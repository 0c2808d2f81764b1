/**
 * How a person is named everywhere (chat, toasts, menus, avatars, push): first and last name
 * when set, else the username. The server (push titles) and the web share this one rule.
 */
export function displayNameOf(person: {
  username: string;
  firstName?: string | null;
  lastName?: string | null;
}): string {
  return (
    [person.firstName, person.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') || person.username
  );
}

/** Up to two initials of a display name for an avatar, e.g. "Ann Lee" -> "AL", "ann" -> "A". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const initials = words.slice(0, 2).map((word) => [...word][0]?.toUpperCase() ?? '');
  return initials.join('') || '?';
}
