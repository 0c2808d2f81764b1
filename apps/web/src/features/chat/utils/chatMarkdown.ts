import markdownIt, { type MarkdownIt, type Token } from 'markdown-it';

/**
 * The Markdown subset of chat messages, read by markdown-it (a maintained CommonMark parser) into
 * a small tree of allowed nodes that React renders as elements. Raw HTML is never parsed, and any
 * token outside the allow-list becomes plain text, so nothing in a message reaches the page as
 * markup.
 */
export type ChatMdNode =
  | { type: 'text'; text: string }
  | { type: 'break' }
  | { type: 'code'; text: string }
  | { type: 'codeBlock'; text: string }
  | { type: 'link'; href: string; children: ChatMdNode[] }
  | { type: 'element'; tag: ChatMdTag; start?: number; children: ChatMdNode[] };

/** The only elements a message may produce besides links, code and line breaks. */
export type ChatMdTag = 'p' | 'strong' | 'em' | 's' | 'blockquote' | 'ul' | 'ol' | 'li';

/** Spec 2 §5: the link protocols allowed in rendered markdown. */
const ALLOWED_LINK_PROTOCOLS = ['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:'];

/** An absolute address with one of the spec's protocols; anything else is not a link. */
export function isAllowedLinkHref(href: string): boolean {
  const match = /^([a-z][a-z0-9+.-]*:)/i.exec(href.trim());
  return match !== null && ALLOWED_LINK_PROTOCOLS.includes(match[1]!.toLowerCase());
}

const OPEN_TAGS: Record<string, ChatMdTag> = {
  paragraph_open: 'p',
  strong_open: 'strong',
  em_open: 'em',
  s_open: 's',
  blockquote_open: 'blockquote',
  bullet_list_open: 'ul',
  ordered_list_open: 'ol',
  list_item_open: 'li',
};

function createParser(): MarkdownIt {
  // "zero" enables nothing; each construct of the subset is switched on by name. Headings,
  // tables, images, horizontal rules and reference links stay text.
  const md = markdownIt('zero', { html: false, linkify: true, breaks: true });
  md.enable([
    'blockquote',
    'code',
    'fence',
    'list',
    'newline',
    'escape',
    'backticks',
    'strikethrough',
    'emphasis',
    'link',
    'autolink',
    'linkify',
    'entity',
  ]);
  // A link whose address fails this stays its literal text, e.g. "[x](javascript:alert(1))".
  md.validateLink = isAllowedLinkHref;
  return md;
}

let parser: MarkdownIt | null = null;

/** A message's text as the tree of allowed nodes. */
export function parseChatMarkdown(source: string): ChatMdNode[] {
  parser ??= createParser();
  const root: ChatMdNode[] = [];
  appendTokens(parser.parse(source, {}), [root]);
  return root;
}

function appendTokens(tokens: Token[], stack: ChatMdNode[][]): void {
  for (const token of tokens) {
    const children = stack[stack.length - 1]!;
    // A tight list's items hold their text without a paragraph around it.
    if ((token.type === 'paragraph_open' || token.type === 'paragraph_close') && token.hidden) {
      continue;
    }
    const tag = OPEN_TAGS[token.type];
    if (tag) {
      const node: ChatMdNode = { type: 'element', tag, children: [] };
      if (tag === 'ol') {
        const start = Number(token.attrGet('start'));
        if (Number.isInteger(start) && start !== 1) node.start = start;
      }
      children.push(node);
      stack.push(node.children);
      continue;
    }
    if (token.type.endsWith('_close')) {
      if (stack.length > 1) stack.pop();
      continue;
    }
    if (token.type === 'link_open') {
      const href = String(token.attrGet('href') ?? '');
      // markdown-it already checked it; checked again so a parser change cannot let one through.
      // A refused address keeps its text in place (link_close then pops the same list).
      if (!isAllowedLinkHref(href)) {
        stack.push(children);
        continue;
      }
      const node = { type: 'link' as const, href, children: [] as ChatMdNode[] };
      children.push(node);
      stack.push(node.children);
      continue;
    }
    switch (token.type) {
      case 'inline':
        appendTokens(token.children ?? [], stack);
        break;
      case 'softbreak':
      case 'hardbreak':
        children.push({ type: 'break' });
        break;
      case 'code_inline':
        children.push({ type: 'code', text: token.content });
        break;
      case 'fence':
      case 'code_block':
        children.push({ type: 'codeBlock', text: token.content.replace(/\n$/, '') });
        break;
      default:
        appendText(children, token.content);
    }
  }
}

/** Text joins the text before it, so mentions and phone numbers are found whole. */
function appendText(children: ChatMdNode[], text: string): void {
  if (!text) return;
  const last = children[children.length - 1];
  if (last?.type === 'text') last.text += text;
  else children.push({ type: 'text', text });
}
