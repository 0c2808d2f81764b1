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

/** Content as loaded: without the style block the editor put in front of it when saving. */
export function stripInjectedStyle(html: string): string {
  return html.replace(INJECTED_STYLE, '');
}

/** Content as saved: the page CSS (on its paper) in a style block marked as injected, then the document. */
export function addInjectedStyle(html: string, paperSize: PaperSize = DEFAULT_PAPER_SIZE): string {
  return `<style id="${INJECTED_STYLE_ID}">${editorPageCssFor(paperSize)}</style>${stripInjectedStyle(html)}`;
}

function parseFragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function isPageBreak(node: Node): boolean {
  if (node.nodeType === Node.COMMENT_NODE) return node.textContent?.trim() === PAGE_BREAK_TEXT;
  return node instanceof HTMLElement && node.hasAttribute('data-page-break');
}

function isPage(node: Node): node is HTMLElement {
  return node instanceof HTMLElement && node.classList.contains(EDITOR_PAGE_CLASS);
}

function isBlank(node: Node): boolean {
  return (
    node.nodeType === Node.COMMENT_NODE ||
    (node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() === '')
  );
}

function htmlOf(nodes: Node[]): string {
  const holder = document.createElement('div');
  for (const node of nodes) holder.append(node.cloneNode(true));
  return holder.innerHTML.trim();
}

/**
 * The pages of a document, each as its inner HTML. Page divs are pages; outside them, page-break
 * markers separate pages. Content without either is one page.
 */
export function splitPages(html: string): string[] {
  const pages: string[] = [];
  let loose: Node[] = [];
  const flushLoose = () => {
    if (loose.some((node) => !isBlank(node))) pages.push(htmlOf(loose));
    loose = [];
  };
  for (const node of Array.from(parseFragment(stripInjectedStyle(html)).childNodes)) {
    if (isPage(node)) {
      flushLoose();
      pages.push(splitPages(node.innerHTML).join(PAGE_BREAK_MARKER));
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
export function toPageMode(html: string): string {
  return splitPages(html)
    .map((page) => `<div class="${EDITOR_PAGE_CLASS}">${page}</div>`)
    .join(PAGE_BREAK_MARKER);
}

/** Continuous mode's content: the pages' content joined by the page-break marker. */
export function toContinuousMode(html: string): string {
  return splitPages(html).join(PAGE_BREAK_MARKER);
}

/** Stored content made ready for the editor in this mode (style block off, markers visible). */
export function toEditorHtml(content: string, mode: EditorMode): string {
  if (mode === 'page') {
    return splitPages(content)
      .map((page) => `<div class="${EDITOR_PAGE_CLASS}">${page || '<p></p>'}</div>`)
      .join('');
  }
  return splitPages(content).join(PAGE_BREAK_ELEMENT);
}

/** What the editor holds, written as stored content in this mode (without the style block). */
export function fromEditorHtml(editorHtml: string, mode: EditorMode): string {
  if (mode === 'page') return toPageMode(editorHtml);
  return editorHtml.split(PAGE_BREAK_ELEMENT).join(PAGE_BREAK_MARKER);
}
