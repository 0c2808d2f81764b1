import { randomUUID } from 'node:crypto';
import { sanitiseMailHtml } from '../email-html.js';
import type { OutgoingFile } from '../email.compose.js';

const DATA_IMAGE =
  /(<img\b[^>]*?\bsrc\s*=\s*)(["'])data:(image\/(?:png|jpeg|gif|webp));base64,([a-z0-9+/=\s]+)\2/gi;
const INLINE_PLACEHOLDER = '/__inline__/';

/**
 * The HTML of a message being sent, through the same sanitiser as mail read here (no scripts,
 * handlers, forms or CSS urls). Images pasted into the composer (data: URLs) go out as inline
 * parts referred to by cid:, as mail clients expect; remote images stay as written.
 */
export function prepareOutgoingHtml(raw: string): { html: string; inline: OutgoingFile[] } {
  const inline: OutgoingFile[] = [];
  const withParts = raw.replace(
    DATA_IMAGE,
    (_match, start: string, quote: string, type: string, data: string) => {
      const cid = `${randomUUID()}@worksphere`;
      const extension = type.split('/')[1] === 'jpeg' ? 'jpg' : type.split('/')[1];
      inline.push({
        filename: `image-${inline.length + 1}.${extension}`,
        contentType: type,
        content: Buffer.from(data.replace(/\s+/g, ''), 'base64'),
        cid,
      });
      return `${start}${quote}cid:${cid}${quote}`;
    },
  );
  const inlineParts = new Map(
    inline.map((part) => [part.cid!, `${INLINE_PLACEHOLDER}${part.cid}`]),
  );
  const { html } = sanitiseMailHtml(withParts, { inlineParts, remoteImageUrl: (url) => url });
  // The sanitiser allows only web and relative image sources; the placeholders become cid: again.
  return { html: html.split(`src="${INLINE_PLACEHOLDER}`).join('src="cid:'), inline };
}
