import { Extension } from '@tiptap/core';
import type { EditorState, Transaction } from '@tiptap/pm/state';
import { findBareUrls } from '../findBareUrls';

/**
 * The links a blur adds: every bare http(s) address in the text becomes a link that opens in a
 * new tab (spec 2 §4). Null when there is none.
 */
export function linkBareUrls(state: EditorState): Transaction | null {
  const linkType = state.schema.marks.link;
  if (!linkType) return null;
  const tr = state.tr;
  state.doc.descendants((node, pos) => {
    if (!node.isText || !node.text || linkType.isInSet(node.marks)) return;
    if (node.marks.some((mark) => mark.type.spec.code)) return;
    for (const match of findBareUrls(node.text)) {
      tr.addMark(
        pos + match.from,
        pos + match.to,
        linkType.create({ href: match.href, target: '_blank', rel: 'noopener noreferrer' }),
      );
    }
  });
  return tr.docChanged ? tr : null;
}

export const AutolinkOnBlur = Extension.create({
  name: 'autolinkOnBlur',
  onBlur() {
    if (!this.editor.isEditable) return;
    const tr = linkBareUrls(this.editor.state);
    if (tr) this.editor.view.dispatch(tr);
  },
});
