import { gfm } from '@joplin/turndown-plugin-gfm';
import TurndownService from 'turndown';
import type { DocumentPages } from './document-pages.js';
import { elementsIn, pageHtml } from './document-pages.js';

let service: TurndownService | undefined;

/** Turndown with GFM (tables, strikethrough), made once. */
function turndown() {
  if (!service) {
    service = new TurndownService({
      headingStyle: 'atx',
      codeBlockStyle: 'fenced',
      bulletListMarker: '-',
      emDelimiter: '*',
    });
    service.use(gfm);
    // Placeholder tags and textboxes keep their text; the boxes' position has no Markdown.
    service.keep(['sub', 'sup']);
  }
  return service;
}

/**
 * The document as GitHub-flavoured Markdown: tables kept, images as links to the stored files
 * (`absoluteUrl` makes our /api/uploads/ paths full addresses), never base64. Pages are
 * separated by a horizontal rule.
 */
export function writeMarkdown(document: DocumentPages, absoluteUrl: (src: string) => string) {
  const pages = document.pages.map((page) => {
    for (const element of elementsIn(page)) {
      if (element.name === 'img' && element.attribs.src) {
        element.attribs.src = absoluteUrl(element.attribs.src);
      }
    }
    return turndown().turndown(pageHtml(page)).trim();
  });
  return `${pages.filter(Boolean).join('\n\n---\n\n')}\n`;
}
