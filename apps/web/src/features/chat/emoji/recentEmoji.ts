import { QUICK_REACTIONS } from '@worksphere/contracts';

/** Per browser, like the other chat preferences kept in localStorage. */
const STORAGE_KEY = 'ws.chat.recentEmoji';
/** One row of the picker and a half: enough to find the usual ones again. */
export const RECENT_EMOJI_MAX = 16;

/** The emoji chosen lately, newest first; none stored (or unreadable) gives none. */
export function readRecentEmoji(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((item): item is string => typeof item === 'string').slice(0, RECENT_EMOJI_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Remembers a chosen emoji at the front, once. */
export function rememberEmoji(emoji: string): void {
  const next = [emoji, ...readRecentEmoji().filter((item) => item !== emoji)].slice(
    0,
    RECENT_EMOJI_MAX,
  );
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused (private mode): the picker still works, only without memory.
  }
}

/** The picker's first row: the recent emoji, topped up with the quick reactions. */
export function frequentlyUsedEmoji(): string[] {
  const recent = readRecentEmoji();
  const fill = QUICK_REACTIONS.filter((emoji) => !recent.includes(emoji));
  return [...recent, ...fill].slice(0, Math.max(recent.length, QUICK_REACTIONS.length));
}
