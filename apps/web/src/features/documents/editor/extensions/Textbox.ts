import { mergeAttributes, Node } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { EditorView } from '@tiptap/pm/view';
import { TEXTBOX_MIN_HEIGHT_PX, TEXTBOX_TEXT, TEXTBOX_WIDTH_PX } from '../editorConstants';
import {
  mediaAttributeSpecs,
  NEW_ITEM_PLACEMENT,
  positionStyle,
  styleText,
  type MediaAttributes,
} from '../mediaAttributes';
import { insertMediaAtCursor, MediaNodeView } from './mediaNodeView';

const TEXTBOX_CLASS = 'draggable-textbox';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    textbox: {
      /** A new textbox with 'Edit me', 240 px wide, in the text at the cursor (spec 2 §3). */
      addTextbox: () => ReturnType;
    };
  }
}

/** The saved style of a textbox: position, size, white background, light-grey border. */
export function textboxStyle(attrs: MediaAttributes): string {
  return styleText({
    ...positionStyle(attrs),
    width: `${attrs.width}px`,
    'min-height': `${attrs.height}px`,
    background: '#fff',
    border: '1px solid #d4d4d8',
  });
}

class TextboxView extends MediaNodeView {
  private readonly grip: HTMLElement;

  constructor(node: ProseMirrorNode, view: EditorView, getPos: () => number | undefined) {
    super(node, view, getPos);
    this.dom.className = TEXTBOX_CLASS;
    this.grip = document.createElement('span');
    this.grip.className = 'media-grip';
    this.grip.contentEditable = 'false';
    this.grip.setAttribute('aria-hidden', 'true');
    this.listenForMove(this.grip);
    const content = document.createElement('div');
    content.className = 'textbox-content';
    this.contentDOM = content;
    this.mount([this.grip, content]);
  }

  protected applySize(width: number, height: number) {
    this.dom.style.width = `${width}px`;
    this.dom.style.minHeight = `${height}px`;
  }

  protected override isControl(target: HTMLElement) {
    return target === this.grip || super.isControl(target);
  }
}

/** A positioned textbox holding paragraphs (spec 2 §3). */
export const Textbox = Node.create({
  name: 'textbox',
  group: 'block',
  content: 'paragraph+',
  isolating: true,
  defining: true,
  selectable: true,
  draggable: false,

  addAttributes: () =>
    mediaAttributeSpecs({ width: TEXTBOX_WIDTH_PX, height: TEXTBOX_MIN_HEIGHT_PX }),

  parseHTML: () => [{ tag: `div.${TEXTBOX_CLASS}`, priority: 100 }],

  renderHTML: ({ node, HTMLAttributes }) => [
    'div',
    mergeAttributes(HTMLAttributes, {
      class: TEXTBOX_CLASS,
      style: textboxStyle(node.attrs as MediaAttributes),
    }),
    0,
  ],

  addNodeView:
    () =>
    ({ node, view, getPos }) =>
      new TextboxView(node, view, getPos),

  addCommands() {
    return {
      addTextbox:
        () =>
        ({ tr, dispatch, editor }) => {
          const { schema } = editor;
          const node = this.type.create(
            { ...NEW_ITEM_PLACEMENT, width: TEXTBOX_WIDTH_PX, height: TEXTBOX_MIN_HEIGHT_PX },
            schema.nodes.paragraph?.create(null, schema.text(TEXTBOX_TEXT)),
          );
          return insertMediaAtCursor(tr, dispatch, node, 'text');
        },
    };
  },
});
