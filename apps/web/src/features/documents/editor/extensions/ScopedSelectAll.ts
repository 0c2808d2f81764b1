import { Extension } from '@tiptap/core';
import type { ResolvedPos } from '@tiptap/pm/model';
import { TextSelection, type EditorState } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';

/** Nodes whose content Ctrl/Cmd+A selects on its own, as a text field would. */
const SELECT_ALL_SCOPES = new Set(['textbox', 'tableCell', 'tableHeader']);

/**
 * The innermost textbox or table cell holding the whole selection, as the range of its content.
 * Outside one (the body, a page), null: select-all then selects the document as usual.
 */
export function selectAllScope(state: EditorState): { from: number; to: number } | null {
  const { $from, $to } = state.selection;
  const shared = $from.sharedDepth($to.pos);
  for (let depth = shared; depth > 0; depth -= 1) {
    if (SELECT_ALL_SCOPES.has($from.node(depth).type.name)) return contentRange($from, depth);
  }
  return null;
}

/**
 * The state with the selection the page shows. A click's caret reaches ProseMirror on the
 * browser's next selectionchange; Ctrl+A pressed right after the click must still act where
 * the caret is, not where it was (a box whose text was selected when it was added).
 */
function withCaretOnScreen(view: EditorView): EditorState {
  const { state } = view;
  const shown = (view.root as Document).getSelection?.() ?? null;
  if (!shown?.anchorNode || !shown.focusNode || !view.hasFocus()) return state;
  if (!view.dom.contains(shown.anchorNode) || !view.dom.contains(shown.focusNode)) return state;
  try {
    const anchor = view.posAtDOM(shown.anchorNode, shown.anchorOffset);
    const head = view.posAtDOM(shown.focusNode, shown.focusOffset);
    const selection = TextSelection.between(state.doc.resolve(anchor), state.doc.resolve(head));
    return state.apply(state.tr.setSelection(selection));
  } catch {
    // A position the DOM cannot name (inside a node view's own parts): keep the state's.
    return state;
  }
}

function contentRange($pos: ResolvedPos, depth: number) {
  return { from: $pos.start(depth), to: $pos.end(depth) };
}

/**
 * Ctrl/Cmd+A inside a textbox or table cell selects only inside it, so typing next replaces
 * that box's text and never the whole document (the data loss this guards against).
 */
export const ScopedSelectAll = Extension.create({
  name: 'scopedSelectAll',
  // Before StarterKit's keymap, which would select the whole document.
  priority: 1000,

  addKeyboardShortcuts() {
    return {
      'Mod-a': ({ editor }) => {
        const scope = selectAllScope(withCaretOnScreen(editor.view));
        if (!scope) return false;
        const { state, view } = editor;
        const selection = TextSelection.between(
          state.doc.resolve(scope.from),
          state.doc.resolve(scope.to),
        );
        view.dispatch(state.tr.setSelection(selection));
        // ProseMirror skips writing a new selection to the page while it still counts a click
        // as in progress; typing would then land at the click's caret. focus() writes it now.
        view.focus();
        return true;
      },
    };
  },
});
