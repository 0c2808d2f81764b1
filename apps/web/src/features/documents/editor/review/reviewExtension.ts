import { Extension } from '@tiptap/core';
import type { Node } from '@tiptap/pm/model';
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { COMMENT_MARK } from './reviewMarks';
import { suggestionModePlugin } from './suggestionMode';

type CommentsState = { open: ReadonlySet<string>; active: string | null };
export const commentsKey = new PluginKey<CommentsState>('documentComments');

/** The threads whose ranges are highlighted (the open ones) and the one shown in the panel. */
export function setCommentView(
  tr: Transaction,
  view: { open?: Iterable<string>; active?: string | null },
): Transaction {
  return tr.setMeta(commentsKey, view);
}

/** The ranges of each thread anchored in the document, in document order. */
export function commentAnchors(doc: Node): Map<string, { from: number; to: number; text: string }> {
  const anchors = new Map<string, { from: number; to: number; text: string }>();
  const type = doc.type.schema.marks[COMMENT_MARK];
  if (!type) return anchors;
  doc.descendants((node, pos) => {
    if (!node.isInline) return;
    for (const mark of node.marks) {
      if (mark.type !== type) continue;
      const id = mark.attrs.threadId as string | null;
      if (!id) continue;
      const known = anchors.get(id);
      const text = node.text ?? '';
      if (known) {
        known.to = pos + node.nodeSize;
        known.text += text;
      } else anchors.set(id, { from: pos, to: pos + node.nodeSize, text });
    }
  });
  return anchors;
}

function threadAt(state: EditorState, pos: number): string | null {
  const type = state.schema.marks[COMMENT_MARK];
  if (!type) return null;
  const $pos = state.doc.resolve(pos);
  const marks = [...($pos.nodeAfter?.marks ?? []), ...($pos.nodeBefore?.marks ?? [])];
  const mark = marks.find((item) => item.type === type);
  return (mark?.attrs.threadId as string | undefined) ?? null;
}

function commentsPlugin(onSelectThread: (threadId: string) => void) {
  return new Plugin<CommentsState>({
    key: commentsKey,
    state: {
      init: () => ({ open: new Set(), active: null }),
      apply: (tr, value) => {
        const meta = tr.getMeta(commentsKey) as
          { open?: Iterable<string>; active?: string | null } | undefined;
        if (!meta) return value;
        return {
          open: meta.open ? new Set(meta.open) : value.open,
          active: meta.active === undefined ? value.active : meta.active,
        };
      },
    },
    props: {
      // Open threads are highlighted; a resolved one keeps its mark but shows nothing.
      decorations(state) {
        const { open, active } = commentsKey.getState(state)!;
        if (!open.size) return DecorationSet.empty;
        const decorations: Decoration[] = [];
        for (const [id, range] of commentAnchors(state.doc)) {
          if (!open.has(id)) continue;
          decorations.push(
            Decoration.inline(range.from, range.to, {
              class: id === active ? 'comment-anchor is-active' : 'comment-anchor',
              'data-comment-anchor': id,
            }),
          );
        }
        return DecorationSet.create(state.doc, decorations);
      },
      handleClick(view, pos) {
        const threadId = threadAt(view.state, pos);
        const { open } = commentsKey.getState(view.state)!;
        if (threadId && open.has(threadId)) onSelectThread(threadId);
        return false;
      },
    },
  });
}

export type DocumentReviewOptions = {
  /** A highlighted range was clicked. */
  onSelectThread: (threadId: string) => void;
  /** Ctrl+Alt+M (Cmd+Alt+M): comment on the selection. */
  onComment: () => void;
};

/** Comments' highlights and Suggesting, for the document editor written together. */
export const DocumentReview = Extension.create<DocumentReviewOptions>({
  name: 'documentReview',
  addOptions() {
    return { onSelectThread: () => undefined, onComment: () => undefined };
  },
  addProseMirrorPlugins() {
    return [commentsPlugin((id) => this.options.onSelectThread(id)), suggestionModePlugin()];
  },
  addKeyboardShortcuts() {
    return {
      'Mod-Alt-m': () => {
        this.options.onComment();
        return true;
      },
    };
  },
});
