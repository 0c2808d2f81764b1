import type { EditorState, Transaction } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { EDITOR_PAGE_CLASS } from '@worksphere/contracts';
import { isMediaNodeName, type MediaAttributes } from './mediaAttributes';
import { clampToArea, pixelsOf, type Size } from './mediaGeometry';

/** An absolutely placed item's size and the size of the page it sits on. */
export type ItemOnPage = { item: Size; page: Size };

/**
 * Moves every absolutely placed textbox and image that reaches past its page back inside it,
 * as the drag rule clamps (spec 2 §4): a document laid out in continuous mode, or on larger
 * paper, never leaves an item off the page or out of reach. `measure` tells the sizes of the
 * item at a position (null: not on a page, left alone). Null when nothing moves.
 */
export function keepItemsInPages(
  state: EditorState,
  measure: (pos: number) => ItemOnPage | null,
): Transaction | null {
  const tr = state.tr;
  state.doc.descendants((node, pos) => {
    if (!isMediaNodeName(node.type.name)) return true;
    const attrs = node.attrs as MediaAttributes;
    if (attrs.position !== 'absolute') return false;
    const sizes = measure(pos);
    if (!sizes || sizes.page.width <= 0) return false;
    const point = clampToArea(
      { left: pixelsOf(attrs.left), top: pixelsOf(attrs.top) },
      sizes.item,
      sizes.page,
    );
    const left = `${point.left}px`;
    const top = `${point.top}px`;
    if (left !== attrs.left || top !== attrs.top) {
      tr.setNodeMarkup(pos, undefined, { ...attrs, left, top });
    }
    return false;
  });
  // Undo must not put an item back outside its page.
  return tr.docChanged ? tr.setMeta('addToHistory', false) : null;
}

/** The sizes the view lays an item out at: its box and its page's inside. */
export function measureOnPage(view: EditorView, pos: number): ItemOnPage | null {
  const element = view.nodeDOM(pos);
  if (!(element instanceof HTMLElement)) return null;
  const page = element.parentElement?.closest<HTMLElement>(`.${EDITOR_PAGE_CLASS}`);
  if (!page) return null;
  return {
    item: { width: element.offsetWidth, height: element.offsetHeight },
    page: { width: page.clientWidth, height: page.clientHeight },
  };
}
