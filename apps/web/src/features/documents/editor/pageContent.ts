import {
  DEFAULT_PAPER_SIZE,
  EDITOR_PAGE_CLASS,
  INJECTED_STYLE_ID,
  PAGE_BREAK_MARKER,
  type PaperSize,
} from '@worksphere/contracts';
import { editorPageCssFor } from './editorPageCss';

/** The two ways of showing a document (spec 2 §2). */
export type EditorMode = 'continuous' | 'page';

/** How a page break stands in the continuous editor: ProseMirror drops HTML comments. */
export const PAGE_BREAK_ELEMENT = '<div data-page-break="true"></div>';

const PAGE_BREAK_TEXT = PAGE_BREAK_MARKER.replace(/^<!--/, '').replace(/-->$/, '').trim();
const INJECTED_STYLE = new RegExp(
  `<style\\b[^>]*\\bid\\s*=\\s*["']?${INJECTED_STYLE_ID}["']?[^>]*>[\\s\\S]*?</style>\\s*`,
  'gi',
);

/** The mode a saved document opens in: page mode when it was saved with pages. */
export function savedMode(content: string): EditorMode {
  return content.includes(`class="${EDITOR_PAGE_CLASS}"`) ? 'page' : 'continuous';
}

/** Content as loaded: without the style block the editor put in front of it when saving. */
export function stripInjectedStyle(html: string): string {
  return html.replace(INJECTED_STYLE, '');
}

/** Content as saved: the page CSS (on its paper) in a style block marked as injected, then the document. */
export function addInjectedStyle(html: string, paperSize: PaperSize = DEFAULT_PAPER_SIZE): string {
  return `<style id="${INJECTED_STYLE_ID}">${editorPageCssFor(paperSize)}</style>${stripInjectedStyle(html)}`;
}

// Node types by number, not by the global Node: the server runs these on its own DOM (happy-dom).
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const COMMENT_NODE = 8;

/** The page's document in the browser; the server passes one of its own. */
type HtmlDocument = Pick<Document, 'createElement'>;
const pageDocument = (): HtmlDocument => document;

function parseFragment(html: string, dom: HtmlDocument): DocumentFragment {
  const template = dom.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function isElement(node: Node): node is HTMLElement {
  return node.nodeType === ELEMENT_NODE;
}

function isPageBreak(node: Node): boolean {
  if (node.nodeType === COMMENT_NODE) return node.textContent?.trim() === PAGE_BREAK_TEXT;
  return isElement(node) && node.hasAttribute('data-page-break');
}

function isPage(node: Node): node is HTMLElement {
  return isElement(node) && node.classList.contains(EDITOR_PAGE_CLASS);
}

function isBlank(node: Node): boolean {
  return (
    node.nodeType === COMMENT_NODE ||
    (node.nodeType === TEXT_NODE && (node.textContent ?? '').trim() === '')
  );
}

function htmlOf(nodes: Node[], dom: HtmlDocument): string {
  const holder = dom.createElement('div');
  for (const node of nodes) holder.append(node.cloneNode(true));
  return holder.innerHTML.trim();
}

/**
 * The pages of a document, each as its inner HTML. Page divs are pages; outside them, page-break
 * markers separate pages. Content without either is one page.
 */
export function splitPages(html: string, dom: HtmlDocument = pageDocument()): string[] {
  const pages: string[] = [];
  let loose: Node[] = [];
  const flushLoose = () => {
    if (loose.some((node) => !isBlank(node))) pages.push(htmlOf(loose, dom));
    loose = [];
  };
  for (const node of Array.from(parseFragment(stripInjectedStyle(html), dom).childNodes)) {
    if (isPage(node)) {
      flushLoose();
      pages.push(splitPages(node.innerHTML, dom).join(PAGE_BREAK_MARKER));
    } else if (isPageBreak(node)) {
      flushLoose();
    } else {
      loose.push(node);
    }
  }
  flushLoose();
  return pages.length > 0 ? pages : [''];
}

/** Page mode's content: every page a div of class editor-page, joined by the marker. */
export function toPageMode(html: string, dom: HtmlDocument = pageDocument()): string {
  return splitPages(html, dom)
    .map((page) => `<div class="${EDITOR_PAGE_CLASS}">${page}</div>`)
    .join(PAGE_BREAK_MARKER);
}

/** Continuous mode's content: the pages' content joined by the page-break marker. */
export function toContinuousMode(html: string, dom: HtmlDocument = pageDocument()): string {
  return splitPages(html, dom).join(PAGE_BREAK_MARKER);
}

/** Stored content made ready for the editor in this mode (style block off, markers visible). */
export function toEditorHtml(
  content: string,
  mode: EditorMode,
  dom: HtmlDocument = pageDocument(),
): string {
  if (mode === 'page') {
    return splitPages(content, dom)
      .map((page) => `<div class="${EDITOR_PAGE_CLASS}">${page || '<p></p>'}</div>`)
      .join('');
  }
  return splitPages(content, dom).join(PAGE_BREAK_ELEMENT);
}

/** What the editor holds, written as stored content in this mode (without the style block). */
export function fromEditorHtml(
  editorHtml: string,
  mode: EditorMode,
  dom: HtmlDocument = pageDocument(),
): string {
  if (mode === 'page') return toPageMode(editorHtml, dom);
  return editorHtml.split(PAGE_BREAK_ELEMENT).join(PAGE_BREAK_MARKER);
}
