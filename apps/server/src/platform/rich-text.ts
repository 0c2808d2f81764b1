import sanitizeHtml from 'sanitize-html';

const LINK_HREF = /^(https?:|mailto:)/i;
const IMAGE_SRC = /^(https?:\/\/|\/api\/uploads\/)/i;

/** An image source we serve or an absolute web address; no tricks with `..` in our paths. */
function isAllowedImageSource(src: string): boolean {
  return IMAGE_SRC.test(src) && !(src.startsWith('/') && /(^|\/)\.\.(\/|$)|\\/.test(src));
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
      const src = attribs.src?.trim() ?? '';
      const { alt, title } = attribs;
      return {
        tagName,
        attribs: {
          ...(isAllowedImageSource(src) ? { src } : {}),
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
