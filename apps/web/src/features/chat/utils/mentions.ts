import type { ChatPerson } from '@worksphere/contracts';
import { displayNameOf } from '../../auth/utils/displayNameOf';

/** How many members the type-ahead lists at most. */
export const MENTION_SUGGESTIONS_MAX = 6;

/**
 * The "@..." being typed just before the caret, if any: where it starts (the @) and what
 * follows it. An @ counts only at the start or after a space, so e-mail addresses do not.
 */
export function activeMentionQuery(
  text: string,
  caret: number,
): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([A-Za-z0-9._-]*)$/.exec(before);
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}

/** Replace the typed "@query" with "@username " and answer the text and the new caret. */
export function applyMention(
  text: string,
  mention: { start: number; caret: number },
  username: string,
): { text: string; caret: number } {
  const inserted = `@${username} `;
  const after = text.slice(mention.caret).replace(/^\S*/, '');
  return {
    text: `${text.slice(0, mention.start)}${inserted}${after.replace(/^ /, '')}`,
    caret: mention.start + inserted.length,
  };
}

/** Members whose username or name starts with the query (any word), best first. */
export function suggestMembers<T extends ChatPerson>(
  members: ReadonlyArray<T>,
  query: string,
  excludeId?: string,
): T[] {
  const needle = query.toLowerCase();
  const scored = members
    .filter((member) => member.id !== excludeId)
    .map((member) => {
      const username = member.username.toLowerCase();
      const words = displayNameOf(member).toLowerCase().split(/\s+/);
      const score = username.startsWith(needle)
        ? 0
        : words.some((word) => word.startsWith(needle))
          ? 1
          : username.includes(needle)
            ? 2
            : -1;
      return { member, score };
    })
    .filter((entry) => entry.score >= 0);
  scored.sort(
    (a, b) => a.score - b.score || displayNameOf(a.member).localeCompare(displayNameOf(b.member)),
  );
  return scored.slice(0, MENTION_SUGGESTIONS_MAX).map((entry) => entry.member);
}

export type ContentSegment =
  { kind: 'text'; text: string } | { kind: 'mention'; person: ChatPerson; text: string };

/**
 * The message's text cut around its mentions: each "@username" of a member the server stored
 * as mentioned becomes a mention segment (shown highlighted, with the display name).
 */
export function splitMentions(
  content: string,
  mentions: ReadonlyArray<ChatPerson>,
): ContentSegment[] {
  if (mentions.length === 0) return content ? [{ kind: 'text', text: content }] : [];
  const byName = new Map(mentions.map((person) => [person.username.toLowerCase(), person]));
  const segments: ContentSegment[] = [];
  const pattern = /(^|[^A-Za-z0-9._@-])@([A-Za-z0-9._-]+)/g;
  let cursor = 0;
  for (const match of content.matchAll(pattern)) {
    let name = match[2]!;
    let person = byName.get(name.toLowerCase());
    if (!person) {
      name = name.replace(/[.-]+$/, '');
      person = byName.get(name.toLowerCase());
    }
    if (!person) continue;
    const at = match.index + match[1]!.length;
    if (at > cursor) segments.push({ kind: 'text', text: content.slice(cursor, at) });
    segments.push({ kind: 'mention', person, text: `@${name}` });
    cursor = at + name.length + 1;
  }
  if (cursor < content.length) segments.push({ kind: 'text', text: content.slice(cursor) });
  return segments;
}
