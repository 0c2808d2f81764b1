import sanitizeHtml from 'sanitize-html';

const EXCERPT_LIMIT = 280;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** The comment's words without markup, entities decoded (the Inbox shows it as text). */
export function commentText(cleanHtml: string): string {
  const text = sanitizeHtml(cleanHtml.replace(/<\/(p|li|h\d|blockquote|pre)>/g, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A short plain-text preview for an Inbox item. */
export function commentExcerpt(cleanHtml: string): string {
  const text = commentText(cleanHtml);
  return text.length > EXCERPT_LIMIT ? `${text.slice(0, EXCERPT_LIMIT - 1)}…` : text;
}

/** Does the cleaned body say anything: some text, or an image? */
export function hasContent(cleanHtml: string): boolean {
  return commentText(cleanHtml).length > 0 || /<img\s/i.test(cleanHtml);
}
