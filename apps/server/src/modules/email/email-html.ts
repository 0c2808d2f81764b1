import sanitizeHtml from 'sanitize-html';
import { BOX_CSS_PROPERTIES } from '../../platform/css-box-properties.js';

/*
 * HTML mail as we answer it: sanitised on the server every time it is shown (the raw HTML is
 * what the cache keeps, so a better sanitiser later applies to old mail too). No scripts, no
 * event handlers, no forms, no <style> blocks, no CSS url(); links open in a new tab without
 * the opener. Images: cid: parts point at our attachment URL; remote images are dropped while
 * blocked, or go through our proxy (GET /email/images) once the user allows them, so the
 * sender never learns the reader's address or that the mail was opened.
 */

const REMOTE = /^https?:\/\//i;

/** CSS values that cannot load anything or break out of their box. */
const SAFE_CSS_VALUE = [/^(?!.*(?:url\s*\(|expression\s*\(|@import|javascript:))[^;]*$/i];

const CSS_PROPERTIES = [
  'color',
  'background-color',
  'font',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'text-align',
  'text-decoration',
  'text-transform',
  'line-height',
  'letter-spacing',
  'vertical-align',
  'white-space',
  'width',
  'max-width',
  'min-width',
  'height',
  'max-height',
  ...BOX_CSS_PROPERTIES,
  'border-spacing',
  'display',
  'direction',
];

const ALLOWED_TAGS = [
  ...sanitizeHtml.defaults.allowedTags,
  'img',
  'font',
  'center',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
  'colgroup',
  'col',
  'u',
  's',
  'strike',
  'sup',
  'sub',
  'small',
  'big',
];

const TABLE_ATTRIBUTES = [
  'width',
  'height',
  'align',
  'valign',
  'bgcolor',
  'cellpadding',
  'cellspacing',
  'colspan',
  'rowspan',
];

export type MailHtmlContext = {
  /** content-id (without brackets) → URL of the attachment. */
  inlineParts: Map<string, string>;
  /** Remote images: null while blocked, else the proxy URL of one image URL. */
  remoteImageUrl: ((url: string) => string) | null;
};

export type SanitisedMail = {
  html: string;
  /** Every remote image URL the message refers to. */
  remoteImages: string[];
};

export function sanitiseMailHtml(raw: string, context: MailHtmlContext): SanitisedMail {
  const remoteImages = new Set<string>();
  const html = sanitizeHtml(raw, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      '*': ['style', 'dir', 'lang', 'title', 'align'],
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'data-remote-image'],
      font: ['color', 'face', 'size'],
      table: TABLE_ATTRIBUTES,
      td: TABLE_ATTRIBUTES,
      th: TABLE_ATTRIBUTES,
      tr: TABLE_ATTRIBUTES,
      col: ['span', 'width'],
      ol: ['start', 'type'],
    },
    allowedStyles: {
      '*': Object.fromEntries(CSS_PROPERTIES.map((name) => [name, SAFE_CSS_VALUE])),
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    // Our own URLs (attachments, the image proxy) are relative; sanitize-html allows those.
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
      }),
      img: (tagName, attribs) => {
        const src = (attribs.src ?? '').trim();
        const { src: _drop, ...rest } = attribs;
        if (src.toLowerCase().startsWith('cid:')) {
          const url = context.inlineParts.get(src.slice(4).replace(/^<|>$/g, ''));
          return { tagName, attribs: url ? { ...rest, src: url } : rest };
        }
        if (REMOTE.test(src)) {
          remoteImages.add(src);
          if (context.remoteImageUrl) {
            return { tagName, attribs: { ...rest, src: context.remoteImageUrl(src) } };
          }
          return { tagName, attribs: { ...rest, 'data-remote-image': 'blocked' } };
        }
        return { tagName, attribs: rest };
      },
    },
    // An image left without a source (data:, blocked, unknown cid) shows only its alt text.
    exclusiveFilter: (frame) =>
      frame.tag === 'img' && !frame.attribs.src && frame.attribs['data-remote-image'] !== 'blocked',
  });
  return { html, remoteImages: [...remoteImages] };
}

/** The remote images a message's HTML refers to (to check a proxy request). */
export function remoteImagesOf(raw: string): string[] {
  return sanitiseMailHtml(raw, { inlineParts: new Map(), remoteImageUrl: null }).remoteImages;
}

/** A one-line preview of the text. */
export function snippetOf(text: string): string {
  // Only the start is read: collapsing the spaces of a whole 50 KB body cost a sync more
  // than parsing the message. A longer start is read only while it gives too few characters.
  for (let size = 1024; ; size *= 4) {
    const head = text.slice(0, size).replace(/\s+/g, ' ').trimStart();
    if (size >= text.length) return head.trimEnd().slice(0, 200);
    if (head.length > 200) return head.slice(0, 200);
  }
}

/** Text of an HTML body, for search and the snippet when a message has no text part. */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}
