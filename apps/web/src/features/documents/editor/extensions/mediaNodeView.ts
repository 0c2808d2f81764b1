import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { NodeSelection, TextSelection, type Transaction } from '@tiptap/pm/state';
import type { EditorView, NodeView, ViewMutationRecord } from '@tiptap/pm/view';
import { EDITOR_PAGE_CLASS } from '@worksphere/contracts';
import { RESIZE_HANDLE_PX } from '../editorConstants';
import { isMediaNodeName, positionStyle, type MediaAttributes } from '../mediaAttributes';
import { clampToArea, pixelsOf, resizeBy } from '../mediaGeometry';

/** A pointer that moved less than this is a click, not a drag. */
const CLICK_SLOP_PX = 3;

type Gesture = {
  kind: 'move' | 'resize';
  pointerId: number;
  startX: number;
  startY: number;
  startLeft: number;
  startTop: number;
  startWidth: number;
  startHeight: number;
  wasSelected: boolean;
  moved: boolean;
  /** What scrolls the document, and how far it had scrolled when the gesture began. */
  scroller: Element;
  startScroll: number;
  lastX: number;
  lastY: number;
  autoScroll: number | null;
  /** Screen pixels per CSS pixel: page mode is zoomed to fit a phone's width. */
  scale: number;
};

/** Near the top or bottom edge (px), a drag scrolls the document. */
const AUTO_SCROLL_EDGE_PX = 48;
const AUTO_SCROLL_STEP_PX = 16;

function scrollerOf(element: HTMLElement): Element {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && node.scrollHeight > node.clientHeight) {
      return node;
    }
  }
  return document.scrollingElement ?? document.documentElement;
}

/**
 * The interactive shell of a textbox or an image: select on click (a second click deselects),
 * drag when absolute (onto another page too, clamped inside it), resize from the 10x10 handle at
 * the bottom-right corner. Keyboard moves and deletion work on the node selection it sets.
 */
export abstract class MediaNodeView implements NodeView {
  dom: HTMLElement;
  contentDOM?: HTMLElement;
  protected node: ProseMirrorNode;
  protected readonly view: EditorView;
  protected readonly getPos: () => number | undefined;
  private readonly resizeHandle: HTMLElement;
  private gesture: Gesture | null = null;

  protected constructor(node: ProseMirrorNode, view: EditorView, getPos: () => number | undefined) {
    this.node = node;
    this.view = view;
    this.getPos = getPos;
    this.dom = document.createElement('div');
    this.dom.setAttribute('data-media-item', node.type.name);
    this.resizeHandle = document.createElement('span');
    this.resizeHandle.className = 'media-resize-handle';
    this.resizeHandle.contentEditable = 'false';
    this.resizeHandle.setAttribute('aria-hidden', 'true');
    this.resizeHandle.style.width = `${RESIZE_HANDLE_PX}px`;
    this.resizeHandle.style.height = `${RESIZE_HANDLE_PX}px`;
    this.resizeHandle.addEventListener('pointerdown', (event) =>
      this.startGesture(event, 'resize'),
    );
  }

  /** Builds the children; the subclass calls it at the end of its constructor. */
  protected mount(children: HTMLElement[]) {
    this.dom.append(...children, this.resizeHandle);
    this.applyAttributes();
  }

  /** Where a press starts a move (the image itself, a textbox's grip). */
  protected listenForMove(element: HTMLElement) {
    element.addEventListener('pointerdown', (event) => this.startGesture(event, 'move'));
  }

  protected get attrs(): MediaAttributes {
    return this.node.attrs as MediaAttributes;
  }

  protected abstract applySize(width: number, height: number): void;

  protected applyAttributes() {
    const style = positionStyle(this.attrs);
    Object.assign(this.dom.style, {
      position: this.attrs.position,
      left: style.left,
      top: style.top,
      zIndex: String(this.attrs.zIndex),
      cssFloat: style.float ?? '',
      margin: style.margin ?? '',
    });
    this.dom.dataset.position = this.attrs.position;
    this.dom.dataset.wrap = this.attrs.position === 'absolute' ? 'none' : this.attrs.wrap;
    this.applySize(this.attrs.width, this.attrs.height);
  }

  update(node: ProseMirrorNode) {
    if (node.type !== this.node.type) return false;
    this.node = node;
    if (!this.gesture) this.applyAttributes();
    return true;
  }

  selectNode() {
    this.dom.classList.add('is-selected');
  }

  deselectNode() {
    this.dom.classList.remove('is-selected');
  }

  stopEvent(event: Event) {
    const target = event.target as HTMLElement | null;
    return Boolean(target && this.isControl(target) && !event.type.startsWith('key'));
  }

  ignoreMutation(mutation: ViewMutationRecord) {
    if (mutation.type === 'selection') return false;
    // Typing inside a textbox is ProseMirror's to read; our own style changes are not.
    const isContentChange =
      this.contentDOM !== undefined &&
      this.contentDOM.contains(mutation.target) &&
      !(mutation.target === this.contentDOM && mutation.type === 'attributes');
    return !isContentChange;
  }

  destroy() {
    this.gesture = null;
  }

  /** Parts of the view that are ours (grip, handle, image), not editable content. */
  protected isControl(target: HTMLElement): boolean {
    return target === this.resizeHandle || target === this.dom;
  }

  private isSelected(): boolean {
    const { selection } = this.view.state;
    return selection instanceof NodeSelection && selection.from === this.getPos();
  }

  private startGesture(event: PointerEvent, kind: Gesture['kind']) {
    if (!this.view.editable || event.button !== 0) return;
    const pos = this.getPos();
    if (pos === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    const wasSelected = this.isSelected();
    if (!wasSelected) {
      this.view.dispatch(
        this.view.state.tr.setSelection(NodeSelection.create(this.view.state.doc, pos)),
      );
    }
    this.view.focus();
    this.gesture = {
      kind,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      startLeft: pixelsOf(this.attrs.left),
      startTop: pixelsOf(this.attrs.top),
      startWidth: this.attrs.width,
      startHeight: this.attrs.height,
      wasSelected,
      moved: false,
      scroller: scrollerOf(this.dom),
      startScroll: 0,
      lastX: event.clientX,
      lastY: event.clientY,
      autoScroll: null,
      scale: zoomOf(this.dom),
    };
    this.gesture.startScroll = this.gesture.scroller.scrollTop;
    const target = event.currentTarget as HTMLElement;
    target.setPointerCapture?.(event.pointerId);
    const handleMove = (moveEvent: PointerEvent) => this.moveGesture(moveEvent);
    const handleUp = (upEvent: PointerEvent) => {
      target.removeEventListener('pointermove', handleMove);
      target.removeEventListener('pointerup', handleUp);
      target.removeEventListener('pointercancel', handleUp);
      this.endGesture(upEvent, upEvent.type === 'pointercancel');
    };
    target.addEventListener('pointermove', handleMove);
    target.addEventListener('pointerup', handleUp);
    target.addEventListener('pointercancel', handleUp);
  }

  private moveGesture(event: PointerEvent) {
    const gesture = this.gesture;
    if (!gesture || event.pointerId !== gesture.pointerId) return;
    gesture.lastX = event.clientX;
    gesture.lastY = event.clientY;
    this.applyMove(gesture);
    this.updateAutoScroll(gesture);
  }

  /** The pointer's travel since the press, counting what the document scrolled meanwhile. */
  private travel(gesture: Gesture) {
    return {
      dx: (gesture.lastX - gesture.startX) / gesture.scale,
      dy:
        (gesture.lastY - gesture.startY) / gesture.scale +
        (gesture.scroller.scrollTop - gesture.startScroll),
    };
  }

  private updateAutoScroll(gesture: Gesture) {
    const isDocument = gesture.scroller === (document.scrollingElement ?? document.documentElement);
    const rect = isDocument
      ? { top: 0, bottom: window.innerHeight }
      : gesture.scroller.getBoundingClientRect();
    const direction =
      gesture.lastY < rect.top + AUTO_SCROLL_EDGE_PX
        ? -1
        : gesture.lastY > rect.bottom - AUTO_SCROLL_EDGE_PX
          ? 1
          : 0;
    if (direction === 0 || gesture.kind !== 'move') {
      if (gesture.autoScroll !== null) cancelAnimationFrame(gesture.autoScroll);
      gesture.autoScroll = null;
      return;
    }
    if (gesture.autoScroll !== null) return;
    const step = () => {
      if (this.gesture !== gesture) return;
      gesture.scroller.scrollTop += direction * AUTO_SCROLL_STEP_PX;
      this.applyMove(gesture);
      gesture.autoScroll = requestAnimationFrame(step);
    };
    gesture.autoScroll = requestAnimationFrame(step);
  }

  private applyMove(gesture: Gesture) {
    const { dx, dy } = this.travel(gesture);
    if (!gesture.moved && Math.hypot(dx, dy) < CLICK_SLOP_PX) return;
    gesture.moved = true;
    if (gesture.kind === 'resize') {
      const size = resizeBy({ width: gesture.startWidth, height: gesture.startHeight }, dx, dy);
      this.applySize(size.width, size.height);
    } else if (this.attrs.position === 'absolute') {
      this.dom.style.left = `${gesture.startLeft + dx}px`;
      this.dom.style.top = `${gesture.startTop + dy}px`;
      this.dom.classList.add('is-dragging');
    }
  }

  private endGesture(event: PointerEvent, isCancelled: boolean) {
    const gesture = this.gesture;
    this.gesture = null;
    if (gesture?.autoScroll != null) cancelAnimationFrame(gesture.autoScroll);
    this.dom.classList.remove('is-dragging');
    const pos = this.getPos();
    if (!gesture || pos === undefined || isCancelled) {
      this.applyAttributes();
      return;
    }
    gesture.lastX = event.clientX;
    gesture.lastY = event.clientY;
    const { dx, dy } = this.travel(gesture);
    if (!gesture.moved) {
      // A click: a second click on the selected item lets it go (spec 2 §4).
      if (gesture.wasSelected) {
        const { state } = this.view;
        const after = Math.min(pos + this.node.nodeSize, state.doc.content.size);
        this.view.dispatch(state.tr.setSelection(TextSelection.near(state.doc.resolve(after))));
      }
      return;
    }
    if (gesture.kind === 'resize') {
      const size = resizeBy({ width: gesture.startWidth, height: gesture.startHeight }, dx, dy);
      this.view.dispatch(
        this.view.state.tr.setNodeMarkup(pos, undefined, { ...this.node.attrs, ...size }),
      );
      return;
    }
    if (this.attrs.position !== 'absolute') return;
    this.commitMove(pos, event, gesture.startLeft + dx, gesture.startTop + dy);
  }

  /** Ends a drag: on the page under the pointer (re-parented there), clamped inside it. */
  private commitMove(pos: number, event: PointerEvent, left: number, top: number) {
    const { view } = this;
    const currentArea = this.areaElement();
    const targetPage = pageElementAt(view, this.dom, event.clientX, event.clientY);
    const itemSize = { width: this.dom.offsetWidth, height: this.dom.offsetHeight };
    if (targetPage && targetPage !== currentArea) {
      const targetPos = pagePosition(view, targetPage);
      if (targetPos !== null) {
        const itemRect = this.dom.getBoundingClientRect();
        const pageRect = targetPage.getBoundingClientRect();
        const scale = zoomOf(targetPage);
        const point = clampToArea(
          {
            left: (itemRect.left - pageRect.left) / scale - targetPage.clientLeft,
            top: (itemRect.top - pageRect.top) / scale - targetPage.clientTop,
          },
          itemSize,
          { width: targetPage.clientWidth, height: targetPage.clientHeight },
        );
        this.moveToPage(pos, targetPos, point);
        return;
      }
    }
    const area = currentArea ?? view.dom;
    const point = clampToArea({ left, top }, itemSize, {
      width: area.clientWidth,
      // A page is as tall as it is; the continuous area grows with what it holds.
      height: currentArea ? currentArea.clientHeight : area.scrollHeight,
    });
    view.dispatch(
      view.state.tr.setNodeMarkup(pos, undefined, {
        ...this.node.attrs,
        left: `${point.left}px`,
        top: `${point.top}px`,
      }),
    );
  }

  private moveToPage(pos: number, pagePos: number, point: { left: number; top: number }) {
    const { state } = this.view;
    const page = state.doc.nodeAt(pagePos);
    if (!page) return;
    const moved = this.node.type.create(
      { ...this.node.attrs, left: `${point.left}px`, top: `${point.top}px` },
      this.node.content,
      this.node.marks,
    );
    const tr = state.tr;
    // Append to the target page's content, then remove the original (positions mapped).
    const insertAt = pagePos + page.nodeSize - 1;
    tr.insert(insertAt, moved);
    const from = tr.mapping.map(pos);
    tr.delete(from, from + this.node.nodeSize);
    const newPos = tr.mapping.map(insertAt, -1);
    tr.setSelection(NodeSelection.create(tr.doc, newPos));
    this.view.dispatch(tr.scrollIntoView());
  }

  /** The page this item sits on, or null in continuous mode. */
  private areaElement(): HTMLElement | null {
    return this.dom.parentElement?.closest<HTMLElement>(`.${EDITOR_PAGE_CLASS}`) ?? null;
  }
}

/** Screen pixels per CSS pixel of an element (CSS zoom); 1 when it has no size. */
function zoomOf(element: HTMLElement): number {
  const width = element.offsetWidth;
  const scale = width > 0 ? element.getBoundingClientRect().width / width : 1;
  return scale > 0 ? scale : 1;
}

function pageElementAt(
  view: EditorView,
  exclude: HTMLElement,
  x: number,
  y: number,
): HTMLElement | null {
  const elements = document.elementsFromPoint?.(x, y) ?? [];
  for (const element of elements) {
    // The dragged item is under the pointer too, still inside the page it came from.
    if (exclude.contains(element)) continue;
    const page = element.closest<HTMLElement>(`.${EDITOR_PAGE_CLASS}`);
    if (page && view.dom.contains(page)) return page;
  }
  return null;
}

/** The document position of a page's node, from its element. */
function pagePosition(view: EditorView, pageElement: HTMLElement): number | null {
  let found: number | null = null;
  view.state.doc.forEach((child, offset) => {
    if (found === null && child.type.name === 'page' && view.nodeDOM(offset) === pageElement) {
      found = offset;
    }
  });
  return found;
}

/**
 * Puts a new textbox or image where the cursor is, in the text flow: a paragraph is split at the
 * cursor (at its start or end the item goes before or after it), a selection is replaced. With a
 * textbox or image selected, or the cursor inside a textbox, it goes right after that item.
 * Then the image is selected, or the textbox's text is, so typing replaces 'Edit me'.
 */
export function insertMediaAtCursor(
  tr: Transaction,
  dispatch: ((tr: Transaction) => void) | undefined,
  node: ProseMirrorNode,
  select: 'item' | 'text',
): boolean {
  if (!dispatch) return true;
  const after = itemToInsertAfter(tr);
  if (after !== null) {
    tr.insert(after, node);
  } else {
    if (tr.selection instanceof NodeSelection) {
      tr.setSelection(TextSelection.near(tr.doc.resolve(tr.selection.to)));
    }
    tr.replaceSelectionWith(node, false);
  }
  const pos = positionOf(tr.doc, node);
  if (pos === null) return false;
  if (select === 'item' || node.content.size === 0) {
    tr.setSelection(NodeSelection.create(tr.doc, pos));
  } else {
    // Inside the textbox's first paragraph: its whole text.
    const first = node.firstChild;
    tr.setSelection(
      TextSelection.create(tr.doc, pos + 2, pos + 2 + (first ? first.content.size : 0)),
    );
  }
  dispatch(tr.scrollIntoView());
  return true;
}

/** The end of the selected item, or of the textbox the cursor is in; null otherwise. */
function itemToInsertAfter(tr: Transaction): number | null {
  const { selection } = tr;
  if (selection instanceof NodeSelection && isMediaNodeName(selection.node.type.name)) {
    return selection.to;
  }
  const { $from } = selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    if ($from.node(depth).type.name === 'textbox') return $from.after(depth);
  }
  return null;
}

/** Where this very node instance sits in the document (null when it is not there). */
function positionOf(doc: ProseMirrorNode, node: ProseMirrorNode): number | null {
  let found: number | null = null;
  doc.descendants((child, pos) => {
    if (found !== null) return false;
    if (child === node) {
      found = pos;
      return false;
    }
    return true;
  });
  return found;
}
