import path from 'node:path';
import sanitizeHtml from 'sanitize-html';
import { BOX_CSS_PROPERTIES } from './css-box-properties.js';

const LINK_HREF = /^(https?:|mailto:)/i;
const ABSOLUTE_WEB_URL = /^https?:\/\//i;
const UPLOADS_PREFIX = '/api/uploads/';

/** The value percent-decoded until nothing changes; undefined for a malformed encoding. */
function fullyDecoded(value: string): string | undefined {
  let current = value;
  // %25 nests one level per round; real upload paths need one at most.
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined;
}

const hasControlCharacter = (value: string) =>
  [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * One of our upload paths, normalised, or undefined. The browser resolves `..` (also written
 * `%2e%2e`), `.` and backslashes before it requests an image, and a proxy or server may decode
 * again: an image could otherwise make every viewer's browser call other API routes with their
 * session. So: decode fully, refuse what a browser would read differently (backslashes, control
 * characters, a query or fragment), normalise, and keep only what stays under /api/uploads/.
 */
function safeUploadPath(src: string): string | undefined {
  if (!src.startsWith('/')) return undefined;
  const decoded = fullyDecoded(src);
  if (decoded === undefined || /[\\?#]/.test(decoded) || hasControlCharacter(decoded)) {
    return undefined;
  }
  const normalised = path.posix.normalize(decoded);
  if (!normalised.startsWith(UPLOADS_PREFIX) || normalised.endsWith('/')) return undefined;
  return encodeURI(normalised);
}

/** An image source we serve (normalised) or an absolute web address; undefined otherwise. */
function allowedImageSource(src: string): string | undefined {
  if (ABSOLUTE_WEB_URL.test(src)) return src;
  return safeUploadPath(src);
}

const OPTIONS: sanitizeHtml.IOptions = {
  // What the TipTap editor writes (StarterKit, Underline, Link, Image); anything else goes.
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    code: ['class'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? '';
      const link: Record<string, string> = LINK_HREF.test(href) ? { href } : {};
      if (link.href && attribs.target === '_blank') {
        link.target = '_blank';
        link.rel = 'noopener noreferrer nofollow';
      }
      return { tagName, attribs: link };
    },
    img: (tagName, attribs) => {
      const src = allowedImageSource(attribs.src?.trim() ?? '');
      const { alt, title } = attribs;
      return {
        tagName,
        attribs: {
          ...(src ? { src } : {}),
          ...(alt ? { alt } : {}),
          ...(title ? { title } : {}),
        },
      };
    },
  },
  // An image without an allowed source is dropped whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Clean editor HTML with an allow-list before it is stored: no scripts, no event handlers, no
 * styles, links only to http(s) and mailto, images only from the web or our own uploads.
 */
export function sanitizeRichText(html: string): string {
  if (!html.trim()) return '';
  return sanitizeHtml(html, OPTIONS).trim();
}

const MENTION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const COMMENT_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  // The editor's mention node: <span data-type="mention" data-id="{userId}">@Name</span>.
  allowedTags: [...(OPTIONS.allowedTags as string[]), 'span'],
  allowedAttributes: {
    ...(OPTIONS.allowedAttributes as Record<string, string[]>),
    span: ['data-type', 'data-id'],
  },
  transformTags: {
    ...OPTIONS.transformTags,
    span: (tagName, attribs) => {
      const id = attribs['data-id'] ?? '';
      const mention = attribs['data-type'] === 'mention' && MENTION_ID.test(id);
      const kept: Record<string, string> = mention
        ? { 'data-type': 'mention', 'data-id': id.toLowerCase() }
        : {};
      return { tagName, attribs: kept };
    },
  },
};

/**
 * sanitizeRichText for comments: the same allow-list plus mentions, kept as
 * `<span data-type="mention" data-id="{userId}">` (any other span loses its attributes).
 */
export function sanitizeRichTextWithMentions(html: string): string {
  if (!html.trim()) return '';
  return sanitizeHtml(html, COMMENT_OPTIONS).trim();
}

/** The user ids mentioned in HTML cleaned by sanitizeRichTextWithMentions, once each. */
export function mentionedUserIds(cleanHtml: string): string[] {
  const ids = [...cleanHtml.matchAll(/<span data-type="mention" data-id="([0-9a-f-]{36})"/g)];
  return [...new Set(ids.map((match) => match[1]!))];
}

/** A CSS value without anything that loads or runs: no url(), expression(), @import. */
const SAFE_CSS_VALUE = /^(?!.*(?:url|expression|image-set|@import|\\))[\w\s#.,%'"()/+-]*$/i;
const CSS_LENGTH = /^(?:-?\d+(?:\.\d+)?(?:px|in|cm|mm|pt|pc|em|rem|%|vh|vw)?|auto)$/i;

/** The styles the editor writes: positions of textboxes and images, fonts, alignment, tables. */
const DOCUMENT_STYLES: Record<string, RegExp[]> = Object.fromEntries([
  ['position', [/^(?:relative|absolute|static)$/]],
  ['z-index', [/^-?\d+$/]],
  ['display', [/^(?:block|inline|inline-block|flex|table|none)$/]],
  // Square text wrapping of the editor's images and textboxes.
  ['float', [/^(?:left|right|none)$/]],
  ['text-align', [/^(?:left|right|center|justify|start|end)$/]],
  ['font-weight', [/^(?:normal|bold|bolder|lighter|\d{3})$/]],
  ['font-style', [/^(?:normal|italic|oblique)$/]],
  ...[
    'left',
    'top',
    'right',
    'bottom',
    'width',
    'height',
    'min-width',
    'min-height',
    'max-width',
    'max-height',
    'font-size',
    'line-height',
    'text-indent',
  ].map((property) => [property, [CSS_LENGTH]]),
  ...[
    'font-family',
    'color',
    'background-color',
    'text-decoration',
    'text-decoration-line',
    'vertical-align',
    ...BOX_CSS_PROPERTIES,
    'box-sizing',
    'white-space',
    'overflow',
    'break-before',
    'break-after',
    'page-break-before',
    'page-break-after',
    'cursor',
  ].map((property) => [property, [SAFE_CSS_VALUE]]),
]);

const DOCUMENT_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  // The page editor's documents: the notes' tags plus tables, positioned textboxes and images
  // (divs and spans with styles), placeholder tags (a span whose id is the name), fonts.
  allowedTags: [
    ...(OPTIONS.allowedTags as string[]),
    'div',
    'span',
    'h4',
    'h5',
    'h6',
    'sub',
    'sup',
    'mark',
    'del',
    'ins',
    'strike',
    'b',
    'i',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    ...(OPTIONS.allowedAttributes as Record<string, string[]>),
    '*': ['style', 'class', 'title', 'data-*'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    span: ['id', 'contenteditable'],
    div: ['contenteditable'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    col: ['span'],
  },
  allowedClasses: undefined,
  allowedStyles: { '*': DOCUMENT_STYLES },
  transformTags: {
    ...OPTIONS.transformTags,
    img: (tagName, attribs) => {
      const src = allowedImageSource(attribs.src?.trim() ?? '');
      // Attributes keep their order; src is replaced by its checked form or dropped.
      const kept = Object.entries(attribs).flatMap(([name, value]) =>
        name !== 'src' ? [[name, value]] : src ? [[name, src]] : [],
      );
      return { tagName, attribs: Object.fromEntries(kept) };
    },
  },
};

/**
 * Clean a page-editor document (spec 2) before it is stored or exported: the notes' rules
 * (no scripts, event handlers, javascript: links or foreign image schemes such as data:), plus
 * the editor's tables, fonts, alignment and positioned textboxes and images with styles that
 * cannot load anything. The page-break comment between pages (PAGE_BREAK_MARKER) is kept.
 */
export function sanitizeDocumentHtml(html: string, pageBreakMarker: string): string {
  if (!html.trim()) return '';
  return html
    .split(pageBreakMarker)
    .map((page) => sanitizeHtml(page, DOCUMENT_OPTIONS).trim())
    .join(pageBreakMarker);
}
