import { gfm } from '@joplin/turndown-plugin-gfm';
import type { ChildNode, Element } from 'domhandler';
import { isTag } from 'domhandler';
import TurndownService from 'turndown';
import type { DocumentPages } from './document-pages.js';
import { elementsIn, pageHtml } from './document-pages.js';

let service: TurndownService | undefined;

/** The part of the DOM node turndown hands to a rule that the rules read (no DOM types here). */
type RuleNode = {
  nodeName: string;
  parentNode: RuleNode | null;
  nextSibling: unknown;
  children: ArrayLike<unknown>;
  getAttribute: (name: string) => string | null;
};

/** Characters that would start raw HTML or an entity in Markdown, backslash-escaped. */
const HTML_START = /[<&]/g;

/** Characters a link destination cannot hold bare in CommonMark. */
const unsafeInDestination = (url: string) =>
  url.replace(/[\s()<>]/g, (char) => encodeURIComponent(char));

/** Turndown with GFM (tables, strikethrough), tight lists and text never read as HTML; made once. */
function turndown() {
  if (!service) {
    const made = new TurndownService({
      headingStyle: 'atx',
      codeBlockStyle: 'fenced',
      bulletListMarker: '-',
      emDelimiter: '*',
    });
    made.use(gfm);
    // Placeholder tags and textboxes keep their text; the boxes' position has no Markdown.
    made.keep(['sub', 'sup']);
    // Text that looks like HTML (`<img onerror=…>` typed in the editor) stays text.
    const escapeMarkdown = made.escape.bind(made);
    made.escape = (text: string) => escapeMarkdown(text).replace(HTML_START, '\\$&');
    // Tight lists: "- item" lines with no blank line between them, nested lists indented under
    // their item's text (the editor wraps each item's text in a paragraph).
    made.addRule('tightListItem', {
      filter: 'li',
      replacement: (content, node) => {
        const item = node as unknown as RuleNode;
        const parent = item.parentNode!;
        let prefix = '- ';
        if (parent.nodeName === 'OL') {
          const start = Number(parent.getAttribute('start')) || 1;
          prefix = `${start + Array.prototype.indexOf.call(parent.children, item)}. `;
        }
        const text = content
          .replace(/^\n+/, '')
          .replace(/\n+$/, '')
          .replace(/\n{2,}/g, '\n')
          .replace(/\n/g, `\n${' '.repeat(prefix.length)}`);
        return `${prefix}${text}${item.nextSibling ? '\n' : ''}`;
      },
    });
    made.addRule('image', {
      filter: 'img',
      replacement: (_content, node) => {
        const image = node as unknown as RuleNode;
        const src = image.getAttribute('src');
        if (!src) return '';
        const alt = (image.getAttribute('alt') ?? '').replace(/[[\]\\]/g, '\\$&');
        return `![${alt}](${unsafeInDestination(src)})`;
      },
    });
    service = made;
  }
  return service;
}

const cellsOf = (row: Element) =>
  (row.children as ChildNode[]).filter(
    (cell): cell is Element => isTag(cell) && (cell.name === 'td' || cell.name === 'th'),
  );

/** A table's first row, looking through thead/tbody. */
function firstRow(table: Element): Element | undefined {
  for (const child of table.children as ChildNode[]) {
    if (!isTag(child)) continue;
    if (child.name === 'tr') return child;
    if (['thead', 'tbody', 'tfoot'].includes(child.name)) {
      const row = (child.children as ChildNode[]).find(
        (node): node is Element => isTag(node) && node.name === 'tr',
      );
      if (row) return row;
    }
  }
  return undefined;
}

/**
 * GFM tables need a header row: a table's first row is its header (the editor's tables put their
 * header cells there), so its cells become header cells rather than an empty header being made up.
 */
function firstRowsAsHeaders(nodes: ChildNode[]) {
  for (const element of elementsIn(nodes)) {
    if (element.name !== 'table') continue;
    const row = firstRow(element);
    if (row) for (const cell of cellsOf(row)) cell.name = 'th';
  }
}

/**
 * The document as GitHub-flavoured Markdown (CommonMark plus tables): tables with their first row
 * as header, tight lists, text escaped so nothing typed becomes HTML, images as links to the
 * stored files (`absoluteUrl` turns our upload paths into full addresses), never base64. Pages
 * are separated by a horizontal rule.
 */
export function writeMarkdown(document: DocumentPages, absoluteUrl: (src: string) => string) {
  const pages = document.pages.map((page) => {
    for (const element of elementsIn(page)) {
      if (element.name === 'img' && element.attribs.src) {
        element.attribs.src = absoluteUrl(element.attribs.src);
      }
    }
    firstRowsAsHeaders(page);
    return turndown().turndown(pageHtml(page)).trim();
  });
  return `${pages.filter(Boolean).join('\n\n---\n\n')}\n`;
}
