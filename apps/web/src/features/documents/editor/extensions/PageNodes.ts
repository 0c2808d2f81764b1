import { Node } from '@tiptap/core';
import { EDITOR_PAGE_CLASS } from '@worksphere/contracts';

/**
 * The document: blocks (continuous mode) or pages (page mode). Blocks come first so an empty
 * document is a paragraph, never a page.
 */
export const EditorDocument = Node.create({
  name: 'doc',
  topNode: true,
  content: '(block | page)+',
});

/** One US-letter page of page mode: a div of class editor-page (spec 2 §2). */
export const PageNode = Node.create({
  name: 'page',
  content: 'block+',
  isolating: true,
  defining: true,
  parseHTML: () => [{ tag: `div.${EDITOR_PAGE_CLASS}`, priority: 100 }],
  renderHTML: () => ['div', { class: EDITOR_PAGE_CLASS }, 0],
});

/** Where one page ended, in continuous mode; saved as the page-break comment. */
export const PageBreakNode = Node.create({
  name: 'pageBreak',
  group: 'block',
  atom: true,
  selectable: true,
  parseHTML: () => [{ tag: 'div[data-page-break]', priority: 100 }],
  renderHTML: () => ['div', { 'data-page-break': 'true' }],
  addNodeView: () => () => {
    const dom = document.createElement('div');
    dom.className = 'page-break-marker';
    dom.setAttribute('data-page-break', 'true');
    dom.contentEditable = 'false';
    return { dom };
  },
});
