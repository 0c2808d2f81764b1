/**
 * A small markdown reader for the assistant's replies: headings, paragraphs, bullet and
 * numbered lists, fenced code, bold, italic, inline code and links. It builds a tree that React
 * renders as elements, so no HTML from the reply ever reaches the page.
 */
export type MdInline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: MdInline[] }
  | { kind: 'em'; children: MdInline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: MdInline[] }
  | { kind: 'break' };

export type MdBlock =
  | { kind: 'heading'; level: number; children: MdInline[] }
  | { kind: 'paragraph'; children: MdInline[] }
  | { kind: 'list'; ordered: boolean; items: MdInline[][] }
  | { kind: 'code'; text: string };

/** Spec 2: the link protocols allowed in rendered markdown; paths of this app are kept too. */
const ALLOWED_PROTOCOLS = ['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:'];

/** The address as given when it is allowed, else null (the link text stays, unlinked). */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed);
  if (!match) return null;
  return ALLOWED_PROTOCOLS.includes(match[1]!.toLowerCase() + ':') ? trimmed : null;
}

const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const HEADING = /^(#{1,6})\s+(.*)$/;
const FENCE = /^\s*```/;

export function parseMarkdown(source: string): MdBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: MdBlock[] = [];
  let paragraph: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length > 0) {
      blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join('\n')) });
      paragraph = [];
    }
  };

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (FENCE.test(line)) {
      flushParagraph();
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !FENCE.test(lines[index]!)) {
        code.push(lines[index]!);
        index += 1;
      }
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flushParagraph();
      blocks.push({
        kind: 'heading',
        level: heading[1]!.length,
        children: parseInline(heading[2]!),
      });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      flushParagraph();
      const ordered = numbered !== null;
      const item = parseInline((bullet ?? numbered)![1]!);
      const last = blocks.at(-1);
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item);
      else blocks.push({ kind: 'list', ordered, items: [item] });
      continue;
    }
    if (line.trim() === '') {
      flushParagraph();
      continue;
    }
    paragraph.push(line);
  }
  flushParagraph();
  return blocks;
}

const INLINE =
  /(`[^`]+`)|(\*\*[^*]+\*\*|__[^_]+__)|(\*[^*\s][^*]*\*|_[^_\s][^_]*_)|(\[[^\]]+\]\([^)\s]+\))|(\n)/;

export function parseInline(text: string): MdInline[] {
  const result: MdInline[] = [];
  let rest = text;
  while (rest.length > 0) {
    const match = INLINE.exec(rest);
    if (!match) {
      result.push({ kind: 'text', text: rest });
      break;
    }
    if (match.index > 0) result.push({ kind: 'text', text: rest.slice(0, match.index) });
    const [token] = match;
    if (match[1]) result.push({ kind: 'code', text: token.slice(1, -1) });
    else if (match[2]) result.push({ kind: 'strong', children: parseInline(token.slice(2, -2)) });
    else if (match[3]) result.push({ kind: 'em', children: parseInline(token.slice(1, -1)) });
    else if (match[4]) {
      const close = token.indexOf('](');
      const label = parseInline(token.slice(1, close));
      const href = safeHref(token.slice(close + 2, -1));
      if (href) result.push({ kind: 'link', href, children: label });
      else result.push(...label);
    } else result.push({ kind: 'break' });
    rest = rest.slice(match.index + token.length);
  }
  return result;
}
