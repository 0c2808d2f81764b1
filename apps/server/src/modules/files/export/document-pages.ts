import { EDITOR_PAGE_CLASS, PAGE_BREAK_MARKER } from '@worksphere/contracts';
import type { ChildNode, Element } from 'domhandler';
import { isComment, isTag } from 'domhandler';
import render from 'dom-serializer';
import { parseDocument } from 'htmlparser2';
import { sanitizeDocumentHtml } from '../../../platform/rich-text.js';

/** A document ready to export: its pages' nodes, after sanitising. */
export type DocumentPages = {
  /** Page mode (editor pages or page-break markers): one output page per page. */
  isPaged: boolean;
  pages: ChildNode[][];
};

const MARKER_TEXT = PAGE_BREAK_MARKER.replace(/^<!--|-->$/g, '').trim();

const hasClass = (element: Element, name: string) =>
  (element.attribs.class ?? '').split(/\s+/).includes(name);

const isEditorPage = (node: ChildNode): node is Element =>
  isTag(node) && node.name === 'div' && hasClass(node, EDITOR_PAGE_CLASS);

const isBlank = (node: ChildNode) => node.type === 'text' && !node.data.trim();

/**
 * The pages of a document (spec 2 §3): in page mode each page is a div of class editor-page and
 * pages are joined by the page-break comment; continuous content is one page that flows. The
 * HTML is sanitised first, so nothing the editor cannot store reaches an export.
 */
export function documentPages(html: string): DocumentPages {
  const clean = sanitizeDocumentHtml(html, PAGE_BREAK_MARKER);
  let nodes = parseDocument(clean).children as ChildNode[];
  // A single wrapper around the pages (a pages container) is looked through.
  const meaningful = nodes.filter((node) => !isBlank(node));
  if (
    meaningful.length === 1 &&
    isTag(meaningful[0]!) &&
    !isEditorPage(meaningful[0]!) &&
    (meaningful[0] as Element).children.some(isEditorPage)
  ) {
    nodes = (meaningful[0] as Element).children as ChildNode[];
  }
  const pages: ChildNode[][] = [];
  let current: ChildNode[] = [];
  let isPaged = false;
  const closePage = () => {
    if (current.some((node) => !isBlank(node))) pages.push(current);
    current = [];
  };
  for (const node of nodes) {
    if (isComment(node) && node.data.trim() === MARKER_TEXT) {
      isPaged = true;
      closePage();
    } else if (isEditorPage(node)) {
      isPaged = true;
      closePage();
      pages.push(node.children as ChildNode[]);
    } else if (!isComment(node)) {
      current.push(node);
    }
  }
  closePage();
  if (pages.length === 0) pages.push([]);
  return { isPaged, pages };
}

/** A page's nodes back to HTML. */
export function pageHtml(nodes: ChildNode[]): string {
  return render(nodes, { decodeEntities: true, encodeEntities: 'utf8' });
}

/** Every element below these nodes, depth first. */
export function* elementsIn(nodes: ChildNode[]): Generator<Element> {
  for (const node of nodes) {
    if (isTag(node)) {
      yield node;
      yield* elementsIn(node.children as ChildNode[]);
    }
  }
}
