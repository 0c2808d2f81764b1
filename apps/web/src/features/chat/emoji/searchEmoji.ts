import type { EmojiCatalogEntry } from '../../../../scripts/emoji-assets-plugin.ts';

/** How many results a search shows at most: a few rows, the best first. */
export const EMOJI_SEARCH_MAX = 64;

/**
 * Emoji whose name or short names match every word of the query: a word that starts a name
 * word ranks before one found inside it ("cat" finds "cat face" before "vacation").
 */
export function searchEmoji(
  catalog: ReadonlyArray<EmojiCatalogEntry>,
  query: string,
): EmojiCatalogEntry[] {
  const needles = query
    .toLowerCase()
    .trim()
    .split(/[\s_:]+/)
    .filter(Boolean);
  if (needles.length === 0) return [];
  const scored: Array<{ entry: EmojiCatalogEntry; score: number; order: number }> = [];
  catalog.forEach((entry, order) => {
    const words = [entry.name, ...entry.keywords]
      .join(' ')
      .toLowerCase()
      .split(/[\s_-]+/);
    let score = 0;
    for (const needle of needles) {
      if (words.includes(needle)) continue;
      if (words.some((word) => word.startsWith(needle))) score += 1;
      else if (words.some((word) => word.includes(needle))) score += 2;
      else return;
    }
    scored.push({ entry, score, order });
  });
  scored.sort((a, b) => a.score - b.score || a.order - b.order);
  return scored.slice(0, EMOJI_SEARCH_MAX).map((item) => item.entry);
}
