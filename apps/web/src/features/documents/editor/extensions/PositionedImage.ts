import { mergeAttributes, Node } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { EditorView } from '@tiptap/pm/view';
import { IMAGE_ALT } from '../editorConstants';
import {
  mediaAttributeSpecs,
  NEW_ITEM_PLACEMENT,
  positionStyle,
  styleText,
  type MediaAttributes,
} from '../mediaAttributes';
import type { Size } from '../mediaGeometry';
import { insertMediaAtCursor, MediaNodeView } from './mediaNodeView';

const IMAGE_CLASS = 'draggable-image';
const DEFAULT_SIDE = 200;

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    positionedImage: {
      /** An image of this size in the text at the cursor, alt 'Inserted Image'. */
      insertPositionedImage: (src: string, size: Size) => ReturnType;
    };
  }
}

export function imageStyle(attrs: MediaAttributes): string {
  return styleText({
    ...positionStyle(attrs),
    width: `${attrs.width}px`,
    height: `${attrs.height}px`,
  });
}

class ImageView extends MediaNodeView {
  private readonly image: HTMLImageElement;

  constructor(node: ProseMirrorNode, view: EditorView, getPos: () => number | undefined) {
    super(node, view, getPos);
    this.dom.className = 'media-image';
    this.image = document.createElement('img');
    this.image.className = IMAGE_CLASS;
    this.image.draggable = false;
    this.listenForMove(this.image);
    this.mount([this.image]);
  }

  protected override applyAttributes() {
    super.applyAttributes();
    const attrs = this.node.attrs as MediaAttributes & { src: string; alt: string };
    if (this.image.getAttribute('src') !== attrs.src) this.image.src = attrs.src;
    this.image.alt = attrs.alt;
  }

  protected applySize(width: number, height: number) {
    this.dom.style.width = `${width}px`;
    this.dom.style.height = `${height}px`;
  }

  protected override isControl(target: HTMLElement) {
    return target === this.image || super.isControl(target);
  }
}

/** A positioned, resizable image (spec 2 §3). */
export const PositionedImage = Node.create({
  name: 'positionedImage',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,

  addAttributes: () => ({
    src: { default: '', renderHTML: () => ({}) },
    alt: {
      default: IMAGE_ALT,
      parseHTML: (element) => element.getAttribute('alt') ?? IMAGE_ALT,
      renderHTML: () => ({}),
    },
    ...mediaAttributeSpecs({ width: DEFAULT_SIDE, height: DEFAULT_SIDE }),
  }),

  parseHTML: () => [{ tag: 'img[src]', priority: 100 }],

  renderHTML: ({ node, HTMLAttributes }) => [
    'img',
    mergeAttributes(HTMLAttributes, {
      src: node.attrs.src as string,
      alt: node.attrs.alt as string,
      class: IMAGE_CLASS,
      style: imageStyle(node.attrs as MediaAttributes),
    }),
  ],

  addNodeView:
    () =>
    ({ node, view, getPos }) =>
      new ImageView(node, view, getPos),

  addCommands() {
    return {
      insertPositionedImage:
        (src, size) =>
        ({ tr, dispatch }) =>
          insertMediaAtCursor(
            tr,
            dispatch,
            this.type.create({
              ...NEW_ITEM_PLACEMENT,
              src,
              alt: IMAGE_ALT,
              width: size.width,
              height: size.height,
            }),
            'item',
          ),
    };
  },
});
