export type EmojiTextSegment = { kind: 'text'; text: string } | { kind: 'emoji'; text: string };

/** One emoji as people type it: shown as a picture by default, or asked to be with U+FE0F. */
const EMOJI_BASE = String.raw`(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F)\p{Emoji_Modifier}?`;
/**
 * A flag (two regional indicators), a keycap, or an emoji with its joined parts (a family, a
 * profession with a skin tone). Text-style symbols such as © or ™ without U+FE0F stay text.
 */
const EMOJI = new RegExp(
  String.raw`\p{Regional_Indicator}{2}|[#*0-9]\uFE0F?\u20E3|${EMOJI_BASE}(?:\u200D(?:${EMOJI_BASE}|\p{Extended_Pictographic}))*`,
  'gu',
);

/** Cuts text into plain runs and emoji, so each emoji can be drawn from the shipped images. */
export function splitEmoji(text: string): EmojiTextSegment[] {
  const segments: EmojiTextSegment[] = [];
  let cursor = 0;
  for (const match of text.matchAll(EMOJI)) {
    if (match.index > cursor)
      segments.push({ kind: 'text', text: text.slice(cursor, match.index) });
    segments.push({ kind: 'emoji', text: match[0] });
    cursor = match.index + match[0].length;
  }
  if (cursor < text.length) segments.push({ kind: 'text', text: text.slice(cursor) });
  return segments;
}
