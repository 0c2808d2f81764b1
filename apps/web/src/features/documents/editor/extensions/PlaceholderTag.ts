import { Node } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { PLACEHOLDER_DEFAULT_NAME } from '../editorConstants';

type PlaceholderTagOptions = {
  /** A click on a tag in an editable editor: the caller asks for a new name. */
  onRename: (current: string, apply: (name: string) => void) => void;
};

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    placeholderTag: {
      /** Inserts '#name' at the cursor. */
      insertPlaceholderTag: (name?: string) => ReturnType;
    };
  }
}

/**
 * A placeholder tag (spec 2 §3): a non-editable inline span showing '#' and its name, the name
 * kept in the span's id. Clicking it renames it.
 */
export const PlaceholderTag = Node.create<PlaceholderTagOptions>({
  name: 'placeholderTag',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,

  addOptions: () => ({ onRename: () => {} }),

  addAttributes: () => ({
    name: {
      default: PLACEHOLDER_DEFAULT_NAME,
      parseHTML: (element) =>
        element.getAttribute('id') ||
        (element.textContent ?? '').replace(/^#/, '') ||
        PLACEHOLDER_DEFAULT_NAME,
      renderHTML: () => ({}),
    },
  }),

  parseHTML: () => [{ tag: 'span.placeholder-tag', priority: 100 }],

  renderHTML: ({ node }) => [
    'span',
    { class: 'placeholder-tag', id: node.attrs.name as string, contenteditable: 'false' },
    `#${node.attrs.name as string}`,
  ],

  renderText: ({ node }) => `#${node.attrs.name as string}`,

  addCommands() {
    return {
      insertPlaceholderTag:
        (name = PLACEHOLDER_DEFAULT_NAME) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { name } }),
    };
  },

  addProseMirrorPlugins() {
    const { onRename } = this.options;
    const typeName = this.name;
    return [
      new Plugin({
        key: new PluginKey('placeholderTagRename'),
        props: {
          handleClickOn(view, _pos, node, nodePos) {
            if (!view.editable || node.type.name !== typeName) return false;
            onRename(node.attrs.name as string, (name) => {
              const current = view.state.doc.nodeAt(nodePos);
              if (current?.type.name !== typeName) return;
              view.dispatch(view.state.tr.setNodeAttribute(nodePos, 'name', name));
            });
            return true;
          },
        },
      }),
    ];
  },
});
